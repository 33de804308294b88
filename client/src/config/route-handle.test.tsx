import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyComponent } from './route-handle';

function Screen() {
  return <p>the screen</p>;
}

/** Settles every promise callback queued so far and those they queue, without letting a timer run. */
async function flushMicrotasks(): Promise<void> {
  for (let round = 0; round < 20; round += 1) await Promise.resolve();
}

describe('lazyComponent', () => {
  it('renders a module that has already arrived in a later task, not in the microtasks of the render that asked for it', async () => {
    const arrived = Promise.resolve(Screen);
    await arrived;
    const Lazy = lazyComponent(() => arrived);

    render(
      <Suspense fallback={<p>loading</p>}>
        <Lazy />
      </Suspense>,
    );
    await act(flushMicrotasks);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(screen.queryByText('the screen')).not.toBeInTheDocument();

    expect(await screen.findByText('the screen')).toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyComponent, moduleLoader } from './route-handle';

function Screen() {
  return <p>the screen</p>;
}

/** A module fetch the test settles by hand, counting how often it was started. */
function controlledImport() {
  const fetches: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const load = () =>
    new Promise<{ Component: typeof Screen }>((resolve, reject) => {
      fetches.push({ resolve: () => resolve({ Component: Screen }), reject });
    });
  return { load, fetches };
}

describe('moduleLoader', () => {
  it('fetches once for every caller and remembers the module once it has arrived', async () => {
    const { load, fetches } = controlledImport();
    const loader = moduleLoader(load);

    const first = loader();
    const second = loader();
    expect(fetches).toHaveLength(1);
    expect(loader.loaded()).toBeUndefined();

    fetches[0]?.resolve();
    expect(await first).toBe(await second);
    expect(loader.loaded()?.Component).toBe(Screen);
    await loader();
    expect(fetches).toHaveLength(1);
  });

  it('fetches again after a failed fetch (a dropped connection is not remembered)', async () => {
    const { load, fetches } = controlledImport();
    const loader = moduleLoader(load);

    const failed = loader();
    fetches[0]?.reject(new Error('network'));
    await expect(failed).rejects.toThrow('network');
    expect(loader.loaded()).toBeUndefined();

    const retried = loader();
    expect(fetches).toHaveLength(2);
    fetches[1]?.resolve();
    await retried;
    expect(loader.loaded()?.Component).toBe(Screen);
  });
});

describe('lazyComponent', () => {
  function renderLazy(Lazy: ReturnType<typeof lazyComponent>) {
    const fallbacks: string[] = [];
    function Fallback() {
      fallbacks.push('shown');
      return <p>loading</p>;
    }
    render(
      <Suspense fallback={<Fallback />}>
        <Lazy />
      </Suspense>,
    );
    return fallbacks;
  }

  it('renders a module that has already arrived in the same pass, with no fallback', async () => {
    const { load, fetches } = controlledImport();
    const loader = moduleLoader(load);
    const preloading = loader();
    fetches[0]?.resolve();
    await preloading;

    const fallbacks = renderLazy(lazyComponent(loader));

    expect(screen.getByText('the screen')).toBeInTheDocument();
    expect(fallbacks).toEqual([]);
  });

  it('suspends on a module still on its way, then shows it', async () => {
    const { load, fetches } = controlledImport();
    const fallbacks = renderLazy(lazyComponent(moduleLoader(load)));

    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(fallbacks).toEqual(['shown']);
    fetches[0]?.resolve();
    expect(await screen.findByText('the screen')).toBeInTheDocument();
  });
});

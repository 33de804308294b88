import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenNetworkQuiet, type ResourceWatch } from './when-idle';

/** A resource watch the test drives: `finish()` is a request or file of the page finishing. */
function fakeResources() {
  let listener: (() => void) | undefined;
  const watch: ResourceWatch = (onResource) => {
    listener = onResource;
    return () => {
      listener = undefined;
    };
  };
  return { watch, finish: () => listener?.(), watching: () => listener !== undefined };
}

describe('whenNetworkQuiet', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function track(promise: Promise<void>): () => boolean {
    let done = false;
    void promise.then(() => (done = true));
    return () => done;
  }

  it('resolves once nothing has finished for the quiet time, counted from the last resource', async () => {
    const resources = fakeResources();
    const done = track(whenNetworkQuiet(2_000, 20_000, resources.watch));

    await vi.advanceTimersByTimeAsync(1_500);
    resources.finish();
    await vi.advanceTimersByTimeAsync(1_500);
    resources.finish();
    await vi.advanceTimersByTimeAsync(1_999);
    expect(done()).toBe(false);

    await vi.advanceTimersByTimeAsync(1);
    expect(done()).toBe(true);
    expect(resources.watching()).toBe(false);
  });

  it('resolves at the latest after the cap while requests keep finishing', async () => {
    const resources = fakeResources();
    const done = track(whenNetworkQuiet(2_000, 10_000, resources.watch));

    for (let elapsed = 0; elapsed < 9_000; elapsed += 1_000) {
      await vi.advanceTimersByTimeAsync(1_000);
      resources.finish();
    }
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(done()).toBe(true);
    expect(resources.watching()).toBe(false);
  });
});

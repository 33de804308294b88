/**
 * Resolves when the browser is idle (at most 2 s from now), or after 200 ms without idle
 * callbacks: for work the first screen does not need, so it does not compete with the first paint
 * on a cheap phone.
 */
export function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(() => resolve(), { timeout: 2000 });
    } else window.setTimeout(resolve, 200);
  });
}

/**
 * Resolves once the page has loaded (its first screen's chunks and pictures) and the browser is
 * then idle: for work that would otherwise share a slow network and a cheap phone's CPU with the
 * first screen.
 */
export function whenLoadedAndIdle(): Promise<void> {
  const loaded =
    document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((resolve) =>
          window.addEventListener('load', () => resolve(), { once: true }),
        );
  return loaded.then(whenIdle);
}

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

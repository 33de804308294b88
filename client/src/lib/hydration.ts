/**
 * Hydrating prerendered HTML (docs/decisions/012): React needs the first render in the browser to
 * match the HTML, which shows no player data and no time of day. So while the first screen
 * hydrates, provider answers wait (an answer landing in the cache while the layout is hydrated but
 * the screen's chunk is still on its way would make the screen's first render differ), and what
 * shows the time reads `useHydrated` first.
 */
import { useEffect, useSyncExternalStore } from 'react';

let release: (() => void) | undefined;
let firstScreenReady: Promise<void> = Promise.resolve();

/**
 * Holds provider answers until the first screen has hydrated (`FirstScreenShown`), `capMs` at most:
 * a screen whose chunk never arrives must not keep the rest of the page without data.
 */
export function holdAnswersUntilFirstScreen(capMs: number): void {
  firstScreenReady = new Promise((resolve) => {
    release = resolve;
    setTimeout(resolve, capMs);
  });
}

/** `answer`, settled no earlier than the first screen has hydrated. */
export function afterFirstScreen<T>(answer: Promise<T>): Promise<T> {
  const ready = firstScreenReady;
  return answer.then(
    (value) => ready.then(() => value),
    (error: unknown) =>
      ready.then(() => {
        throw error;
      }),
  );
}

/** Rendered beside each route's screen: once it is on the page, answers flow. */
export function FirstScreenShown(): null {
  useEffect(() => {
    release?.();
    release = undefined;
  }, []);
  return null;
}

const never = () => () => undefined;

/**
 * False while React hydrates prerendered HTML (and when rendering it at build time), true after
 * and in a page rendered from scratch: what depends on the moment (today's date) waits for it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

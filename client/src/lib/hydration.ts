/**
 * Hydrating prerendered HTML (docs/decisions/012): React needs the first render in the browser to
 * match the HTML, which shows no player data and no time of day. So while the first screen
 * hydrates, provider answers wait (an answer landing in the cache while the layout is hydrated but
 * the screen's chunk is still on its way would make the screen's first render differ), and what
 * shows the time reads `useHydrated` first.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { INTERACTIVE_ATTRIBUTE } from './first-paint';

let release: (() => void) | undefined;
let firstScreenReady: Promise<void> = Promise.resolve();
let held = false;

/**
 * Holds provider answers until the first screen has hydrated (`FirstScreenShown`), `capMs` at most:
 * a screen whose chunk never arrives must not keep the rest of the page without data.
 */
export function holdAnswersUntilFirstScreen(capMs: number): void {
  held = true;
  firstScreenReady = new Promise((resolve) => {
    const open = () => {
      if (release === open) {
        held = false;
        release = undefined;
      }
      resolve();
    };
    release = open;
    setTimeout(open, capMs);
  });
}

/** Lets answers flow now: the first screen is on the page, or rendered afresh after all. */
export function releaseAnswers(): void {
  release?.();
}

/** Whether provider answers are being held now. */
export function answersHeld(): boolean {
  return held;
}

/** `answer`, settled no earlier than the first screen has hydrated (if it arrives before). */
export function afterFirstScreen<T>(answer: Promise<T>): Promise<T> {
  return answer.then(
    (value) => firstScreenReady.then(() => value),
    (error: unknown) =>
      firstScreenReady.then(() => {
        throw error;
      }),
  );
}

/** Rendered beside each route's screen: once it is on the page, answers flow and taps count. */
export function FirstScreenShown(): null {
  useEffect(() => {
    releaseAnswers();
    document.documentElement.setAttribute(INTERACTIVE_ATTRIBUTE, '');
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

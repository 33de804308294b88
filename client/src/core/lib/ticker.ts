import { useSyncExternalStore } from 'react';

/**
 * One 1 s ticker for every countdown on screen: each subscriber re-renders on its tick, not the
 * lists around it. It runs only while something listens and the page is visible (a hidden page
 * ticks once on its return, so a countdown that passed zero meanwhile shows closed at once).
 */
const TICK_MS = 1_000;
const listeners = new Set<() => void>();
let tick = 0;
let timer: ReturnType<typeof setInterval> | undefined;
let watchingVisibility = false;

const pageHidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

function emit(): void {
  tick += 1;
  for (const listener of listeners) listener();
}

function startOrStop(): void {
  const shouldRun = listeners.size > 0 && !pageHidden();
  if (shouldRun && timer === undefined) timer = setInterval(emit, TICK_MS);
  if (!shouldRun && timer !== undefined) {
    clearInterval(timer);
    timer = undefined;
  }
}

function onVisibilityChange(): void {
  startOrStop();
  if (!pageHidden()) emit();
}

/** Calls `listener` every second while the page is visible; returns the unsubscribe. */
export function subscribeTicks(listener: () => void): () => void {
  if (!watchingVisibility && typeof document !== 'undefined') {
    document.addEventListener('visibilitychange', onVisibilityChange);
    watchingVisibility = true;
  }
  listeners.add(listener);
  startOrStop();
  return () => {
    listeners.delete(listener);
    startOrStop();
  };
}

/** Whether the shared ticker is running (tests). */
export function tickerRunning(): boolean {
  return timer !== undefined;
}

/**
 * `read()` re-read on every tick; the component re-renders only when its value changes (a boolean
 * flips once, a countdown's text once a second).
 */
export function useTicking<T extends string | number | boolean | undefined>(read: () => T): T {
  return useSyncExternalStore(subscribeTicks, read, read);
}

/** The tick count: a component that calls it re-renders every second. */
export function useTick(): number {
  return useSyncExternalStore(
    subscribeTicks,
    () => tick,
    () => tick,
  );
}

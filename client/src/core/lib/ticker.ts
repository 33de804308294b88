import { useSyncExternalStore } from 'react';

/**
 * One ticker, so each countdown re-renders, not the lists around it. A hidden page ticks once on
 * its return, so a countdown that passed zero meanwhile shows closed at once.
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

/** Tests. */
export function tickerRunning(): boolean {
  return timer !== undefined;
}

/** Re-renders only when `read()` changes (a boolean flips once). */
export function useTicking<T extends string | number | boolean | undefined>(read: () => T): T {
  return useSyncExternalStore(subscribeTicks, read, read);
}

export function useTick(): number {
  return useSyncExternalStore(
    subscribeTicks,
    () => tick,
    () => tick,
  );
}

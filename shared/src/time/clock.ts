/**
 * The one source of "now". Everything that needs the time takes a `Clock` or an epoch-ms argument,
 * so tests set the time and a device in another zone behaves like one in India.
 */

export interface Clock {
  /** Epoch milliseconds. */
  now(): number;
}

/** A clock that can be moved by hand (tests, the mock server's control API). */
export interface SettableClock extends Clock {
  set(ms: number): void;
  advance(ms: number): void;
}

/** The real time; the only place that reads `Date.now()`. */
export const systemClock: Clock = { now: () => Date.now() };

/** A clock that always reads `ms`. */
export function fixedClock(ms: number): Clock {
  return { now: () => ms };
}

/** A clock that starts at `start` and moves only when told. */
export function settableClock(start: number): SettableClock {
  let current = start;
  return {
    now: () => current,
    set: (ms) => {
      current = ms;
    },
    advance: (ms) => {
      current += ms;
    },
  };
}

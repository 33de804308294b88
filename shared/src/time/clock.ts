// The one source of "now": everything takes a `Clock` or epoch ms, so tests set the time and a
// device in another zone behaves like one in India.

export interface Clock {
  now(): number;
}

export interface SettableClock extends Clock {
  set(ms: number): void;
  advance(ms: number): void;
}

export const systemClock: Clock = { now: () => Date.now() };

export function fixedClock(ms: number): Clock {
  return { now: () => ms };
}

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

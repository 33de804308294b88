import type { Clock } from '@matka/shared/time';

/**
 * The server's one clock: the injected base clock (the system clock in production, a fixed one in
 * tests), which testers may move through the control API, frozen at an instant or running from it.
 * `version` changes on every move so caches keyed on it are invalidated.
 */
export interface ServerClock extends Clock {
  /** Sets "now" to `ms`; frozen there, or running on from it with the base clock. */
  set(ms: number, frozen: boolean): void;
  /** Back to the base clock. */
  reset(): void;
  readonly version: number;
  readonly overridden: boolean;
  /** Stopped at one instant (a base clock that stands still, as in tests, is not "frozen" here). */
  readonly frozen: boolean;
}

export function createServerClock(base: Clock): ServerClock {
  let override: { kind: 'frozen'; at: number } | { kind: 'offset'; offsetMs: number } | undefined;
  let version = 0;
  return {
    now() {
      if (override === undefined) return base.now();
      return override.kind === 'frozen' ? override.at : base.now() + override.offsetMs;
    },
    set(ms, frozen) {
      override = frozen
        ? { kind: 'frozen', at: ms }
        : { kind: 'offset', offsetMs: ms - base.now() };
      version += 1;
    },
    reset() {
      override = undefined;
      version += 1;
    },
    get version() {
      return version;
    },
    get overridden() {
      return override !== undefined;
    },
    get frozen() {
      return override?.kind === 'frozen';
    },
  };
}

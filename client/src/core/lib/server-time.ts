import { systemClock, type Clock } from '@matka/shared/time';

/**
 * Phones are often minutes off and the provider judges by its own time, so time decisions read the
 * offset learned from its `Date` headers (0 without one, e.g. cross-origin and not exposed).
 */
export interface ServerTime {
  readonly clock: Clock;
  /** Server minus device, ms. */
  offsetMs(): number;
  note(dateHeader: string | null | undefined, sentAtMs: number, receivedAtMs: number): void;
}

/** A median of a few, so one odd answer does not move the clock. */
const SAMPLE_COUNT = 7;
/** An answer slower than this is not used: its header may have been written anywhere in it. */
const SLOWEST_SAMPLE_MS = 2_000;
/** A `Date` header counts whole seconds: the answer was written on average half a second later. */
const HALF_SECOND_MS = 500;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? upper) + upper) / 2;
}

export function createServerTime(device?: Clock): ServerTime {
  const samples: number[] = [];
  let offset = 0;
  // Read at call time: this module's instance is built while the bundle's chunks still load.
  const deviceNow = () => (device ?? systemClock).now();
  return {
    clock: { now: () => deviceNow() + offset },
    offsetMs: () => offset,
    note(dateHeader, sentAtMs, receivedAtMs) {
      if (dateHeader === null || dateHeader === undefined) return;
      const serverMs = Date.parse(dateHeader);
      const roundTripMs = receivedAtMs - sentAtMs;
      if (Number.isNaN(serverMs) || roundTripMs < 0 || roundTripMs > SLOWEST_SAMPLE_MS) return;
      samples.push(serverMs + HALF_SECOND_MS - (sentAtMs + roundTripMs / 2));
      if (samples.length > SAMPLE_COUNT) samples.shift();
      offset = Math.round(median(samples));
    },
  };
}

export const serverTime = createServerTime();

interface AnswerWithHeaders {
  readonly headers?: { get(name: string): string | null };
}

/** Notes one answer's `Date` header, sent and received at these device times (epoch ms). */
export function noteServerTime(
  answer: AnswerWithHeaders,
  sentAtMs: number,
  receivedAtMs: number,
  time: ServerTime = serverTime,
): void {
  time.note(answer.headers?.get('date'), sentAtMs, receivedAtMs);
}

export function fetchNotingServerTime<R extends AnswerWithHeaders>(
  fetcher: () => Promise<R>,
  time: ServerTime = serverTime,
  device: Clock = systemClock,
): Promise<R> {
  const sentAtMs = device.now();
  return fetcher().then((answer) => {
    noteServerTime(answer, sentAtMs, device.now(), time);
    return answer;
  });
}

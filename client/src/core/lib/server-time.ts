import { systemClock, type Clock } from '@matka/shared/time';

/**
 * The provider's clock as the client knows it. Phones are often minutes off, and the provider
 * decides what it accepts by its own time (rules page "Time"), so every time decision of the
 * client reads this clock: the device's time plus the offset learned from the `Date` header of the
 * provider's answers. Without a header (a provider that sends none, or one on another origin that
 * does not expose it) the offset stays 0: the device's clock, and nothing is said.
 */
export interface ServerTime {
  /** The device's time plus the learned offset. */
  readonly clock: Clock;
  /** The offset in use (server minus device, ms): the median of the recent samples, or 0. */
  offsetMs(): number;
  /**
   * One answer's sample: its `Date` header, and the device's time when the call was sent and when
   * the answer came. Ignored without a readable header or when the answer took too long to say
   * when, within its round trip, the header was written.
   */
  note(dateHeader: string | null | undefined, sentAtMs: number, receivedAtMs: number): void;
}

/** The samples kept: a few recent answers, so one odd answer does not move the clock. */
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

/** A provider clock over `device` (tests pass a settable one). */
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

/** The app's provider clock: the clock `useClock` gives unless a test supplies another. */
export const serverTime = createServerTime();

/** The part of a fetch `Response` read here. */
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

/**
 * `fetch` that notes each answer's `Date` header in `serverTime` (the provider client's fetch).
 */
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

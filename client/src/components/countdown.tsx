import { messages } from '@matka/shared/messages';
import { formatTimeLeft, nextCutoff, type MarketOffer } from '@matka/shared/time';
import { useClock } from '@/core/lib/clock';
import { useTicking } from '@/core/lib/ticker';

/** The countdown's text at `nowMs`: 'Open closes in 12:04', 'Closes in 3 h 10 m', or none. */
export function countdownText(
  offer: MarketOffer,
  nowMs: number,
  hasOpenSession: boolean,
): string | undefined {
  const cutoff = nextCutoff(offer, nowMs, hasOpenSession);
  if (cutoff === undefined) return undefined;
  const left = formatTimeLeft(cutoff.atMs - nowMs, messages.hoursAndMinutes);
  return cutoff.session === 'open' ? messages.openClosesIn(left) : messages.closesIn(left);
}

export interface CutoffCountdownProps {
  /** The game's offer at an instant (`marketOffer` of its kind and times). */
  readonly offerAt: (nowMs: number) => MarketOffer;
  /** A main market counts to its open time first; Starline and Gali only to their time. */
  readonly hasOpenSession: boolean;
}

/**
 * The time left to the game's next cut-off on the provider's clock, ticking on the shared 1 s
 * ticker: only this line re-renders, not the list it sits in. Nothing once bids have stopped.
 * `role="timer"` keeps screen readers from reading every second.
 */
export function CutoffCountdown({ offerAt, hasOpenSession }: CutoffCountdownProps) {
  const clock = useClock();
  const text = useTicking(() => {
    const nowMs = clock.now();
    return countdownText(offerAt(nowMs), nowMs, hasOpenSession);
  });
  if (text === undefined) return null;
  return (
    <p className="countdown" role="timer">
      {text}
    </p>
  );
}

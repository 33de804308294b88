import { messages } from '@matka/shared/messages';
import { formatTimeLeft, nextCutoff, type MarketOffer } from '@matka/shared/time';
import { useClock } from '@/core/lib/clock';
import { useTicking } from '@/core/lib/ticker';

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
  readonly offerAt: (nowMs: number) => MarketOffer;
  readonly hasOpenSession: boolean;
}

/** Only this line re-renders each second; `role="timer"` keeps screen readers from reading each. */
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

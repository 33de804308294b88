import { messages } from '@matka/shared/messages';
import { formatPoints } from '@matka/shared/rules';
import { sessionName } from '@/components/session-name';
import type { HistoryEntry } from '@/features/histories/api/history-queries';
import { historyTone } from './history-labels';

export interface HistoryCardProps {
  readonly entry: HistoryEntry;
  readonly congratulate?: boolean;
  /** Starline and Gali lines are always Open. */
  readonly showSession?: boolean;
}

export function HistoryCard({
  entry,
  congratulate = false,
  showSession = false,
}: HistoryCardProps) {
  const tone = historyTone(entry.pana, entry.digits);
  const digit = entry.closedigits ? `${entry.digits}-${entry.closedigits}` : entry.digits;
  return (
    <li className={`history-card history-card--${tone}`} data-tone={tone}>
      {congratulate ? <p className="history-card__won">{messages.congratulationsYouWon}</p> : null}
      <h2 className="history-card__game">{entry.gameName}</h2>
      <dl className="history-card__facts">
        <div>
          <dt>{messages.digit}</dt>
          <dd>{digit}</dd>
        </div>
        <div>
          <dt>{messages.date}</dt>
          <dd>{entry.date}</dd>
        </div>
      </dl>
      <div className="history-card__footer">
        <span className="history-card__type">
          {entry.pana}
          {showSession && entry.session ? (
            <span className="muted"> ({sessionName(entry.session)})</span>
          ) : null}
        </span>
        <span className="history-card__amount">
          {messages.pointsShort(formatPoints(entry.amountMinor))}
        </span>
      </div>
    </li>
  );
}

import { messages } from '@matka/shared/messages';
import { formatPoints, type Minor } from '@matka/shared/rules';
import { Modal } from '@/components/ui/modal';
import { sessionName } from '@/components/session-name';

export interface BidSummary {
  readonly gameId: string;
  readonly gameName: string;
  readonly gameType: string;
  readonly sessions: readonly string[];
  readonly panas: readonly string[];
  readonly count: number;
  readonly totalMinor: Minor;
  readonly date: string;
}

export interface ConfirmDialogProps {
  readonly open: boolean;
  readonly summary: BidSummary;
  readonly submitting: boolean;
  readonly error: string | undefined;
  readonly onCancel: () => void;
  readonly onSubmit: () => void;
}

/** Buttons, Escape and the backdrop are locked while the bid is in flight. */
export function ConfirmDialog({
  open,
  summary,
  submitting,
  error,
  onCancel,
  onSubmit,
}: ConfirmDialogProps) {
  const rows: [string, string][] = [
    [messages.type, summary.sessions.map(sessionName).join(', ')],
    [messages.totalBid, String(summary.count)],
    [messages.totalPoint, formatPoints(summary.totalMinor)],
    [messages.gameType, summary.gameType],
    [messages.game, `${summary.gameName} (${summary.gameId})`],
    [messages.pana, summary.panas.join(', ')],
    [messages.date, summary.date],
  ];
  return (
    <Modal
      open={open}
      title={summary.gameName}
      className="bid-confirm"
      onClose={() => {
        if (!submitting) onCancel();
      }}
    >
      <p className="bid-confirm__warning">{messages.confirmBidWarning}</p>
      <dl className="bid-confirm__facts">
        {rows.map(([term, value]) => (
          <div key={term} className="bid-confirm__fact">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="bid-confirm__actions">
        <button
          type="button"
          className="button button--outline"
          disabled={submitting}
          onClick={onCancel}
        >
          {messages.cancel}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={submitting}
          aria-busy={submitting || undefined}
          onClick={onSubmit}
        >
          {submitting ? messages.submitting : messages.submit}
        </button>
      </div>
    </Modal>
  );
}

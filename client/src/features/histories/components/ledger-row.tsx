import { messages } from '@matka/shared/messages';
import { formatPoints, type Minor } from '@matka/shared/rules';
import type { ReactNode } from 'react';

export interface LedgerRowProps {
  /** A modifier class ('ledger-row--credit'). */
  readonly className?: string;
  readonly note: ReactNode;
  /** A line under the note (where a withdrawal pays out to). */
  readonly detail?: string | undefined;
  readonly date: string;
  /** Under the date (a receipt link). */
  readonly children?: ReactNode;
  /** Before the amount (a credit's hidden word and sign). */
  readonly amountPrefix?: ReactNode;
  readonly amountMinor: Minor;
  /** The status badge's tone (its `status-badge--{tone}` class) and text. */
  readonly tone: string;
  readonly status: string;
}

/** A passbook line or a deposit or withdraw request: note and date, then amount and status. */
export function LedgerRow({
  className,
  note,
  detail,
  date,
  children,
  amountPrefix,
  amountMinor,
  tone,
  status,
}: LedgerRowProps) {
  return (
    <li className={className ? `ledger-row ${className}` : 'ledger-row'}>
      <div className="ledger-row__main">
        <p className="ledger-row__note">{note}</p>
        {detail ? <p className="ledger-row__detail">{detail}</p> : null}
        <p className="muted ledger-row__date">{date}</p>
        {children}
      </div>
      <div className="ledger-row__side">
        <p className="ledger-row__amount">
          {amountPrefix}
          {messages.pointsShort(formatPoints(amountMinor))}
        </p>
        <p className={`status-badge status-badge--${tone}`}>{status}</p>
      </div>
    </li>
  );
}

import { messages } from '@matka/shared/messages';
import { formatPoints, type Minor } from '@matka/shared/rules';
import type { ReactNode } from 'react';

export interface LedgerRowProps {
  readonly className?: string;
  readonly note: ReactNode;
  readonly detail?: string | undefined;
  readonly date: string;
  readonly children?: ReactNode;
  readonly amountPrefix?: ReactNode;
  readonly amountMinor: Minor;
  readonly tone: string;
  readonly status: string;
}

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

import type { WithdrawRequest } from '@matka/shared/contract';
import { messages } from '@matka/shared/messages';
import { formatPoints } from '@matka/shared/rules';
import { useQuery } from '@tanstack/react-query';
import { Screen, ScreenTitle } from '../../../components/ui/screen-title';
import { useSession } from '../../../lib/session';
import { withdrawRequestsQueryOptions } from '../api/history-queries';
import { EmptyState, ListLoading } from '../components/empty-state';
import { requestStatusLabel, statusTone } from '../components/history-labels';
import '../histories.css';

const TITLE = 'Withdraw History';

/** The number the request pays out to, with its app's name. */
function payoutTo(row: WithdrawRequest): string | undefined {
  if (row.google_pay_number) return `Google Pay ${row.google_pay_number}`;
  if (row.paytm_number) return `Paytm ${row.paytm_number}`;
  if (row.phone_pay_number) return `PhonePe ${row.phone_pay_number}`;
  return undefined;
}

const isWebLink = (value: string) => /^https?:\/\//i.test(value);

/**
 * /withdrawhistory and /withdrawfundhistory: withdraw requests with their status ('0' Pending,
 * '1' Cancelled, '2' Approved, else Unknown). Empty or failed: 'No withdrawal history available'.
 */
export function Component() {
  const session = useSession();
  const token = session?.token ?? '';
  const query = useQuery(withdrawRequestsQueryOptions(token, session?.mobile ?? ''));

  let body;
  if (query.isError || token === '' || (query.data !== undefined && query.data.length === 0)) {
    body = <EmptyState title={messages.noWithdrawalHistory} />;
  } else if (query.data === undefined) {
    body = <ListLoading />;
  } else {
    body = (
      <ul className="history-list" aria-label={TITLE}>
        {query.data.map((row) => {
          const to = payoutTo(row);
          return (
            <li key={row.request_number} className="ledger-row">
              <div className="ledger-row__main">
                <p className="ledger-row__note">Request #{row.request_number}</p>
                {to ? <p className="ledger-row__detail">{to}</p> : null}
                <p className="muted ledger-row__date">{row.insert_date}</p>
                {isWebLink(row.payment_receipt) ? (
                  <a href={row.payment_receipt} target="_blank" rel="noopener noreferrer">
                    View receipt
                  </a>
                ) : null}
              </div>
              <div className="ledger-row__side">
                <p className="ledger-row__amount">{formatPoints(row.request_amount)} pts</p>
                <p className={`status-badge status-badge--${statusTone(row.request_status)}`}>
                  {requestStatusLabel(row.request_status)}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <Screen label={TITLE}>
      <ScreenTitle>{TITLE}</ScreenTitle>
      {body}
    </Screen>
  );
}

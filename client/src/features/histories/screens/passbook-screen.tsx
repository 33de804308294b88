import { messages } from '@matka/shared/messages';
import { formatPoints } from '@matka/shared/rules';
import { useQuery } from '@tanstack/react-query';
import { Screen, ScreenTitle } from '../../../components/ui/screen-title';
import { useSession } from '../../../lib/session';
import { walletTransactionsQueryOptions } from '../api/history-queries';
import { EmptyState, ListLoading } from '../components/empty-state';
import '../histories.css';

const TITLE = 'Passbook';

/**
 * /transaction: the wallet ledger. transaction_type '1' is a credit, anything else a debit;
 * amount_status '1' is approved (spec section 3 "Wallet transaction"). Empty or failed: 'No Data Found'.
 */
export function Component() {
  const token = useSession()?.token ?? '';
  const query = useQuery(walletTransactionsQueryOptions(token));

  let body;
  if (query.isError || token === '' || (query.data !== undefined && query.data.length === 0)) {
    body = <EmptyState title={messages.noDataFound} />;
  } else if (query.data === undefined) {
    body = <ListLoading />;
  } else {
    body = (
      <ul className="history-list" aria-label={TITLE}>
        {query.data.map((row) => {
          const credit = row.transaction_type === '1';
          const approved = row.amount_status === '1';
          return (
            <li
              key={row.transaction_id}
              className={`ledger-row ledger-row--${credit ? 'credit' : 'debit'}`}
            >
              <div className="ledger-row__main">
                <p className="ledger-row__note">
                  {row.transaction_note || (credit ? 'Credit' : 'Debit')}
                </p>
                <p className="muted ledger-row__date">{row.insert_date}</p>
              </div>
              <div className="ledger-row__side">
                <p className="ledger-row__amount">
                  <span className="visually-hidden">{credit ? 'Credit' : 'Debit'} </span>
                  {credit ? '+' : '-'}
                  {formatPoints(row.amount)} pts
                </p>
                <p className={`status-badge status-badge--${approved ? 'approved' : 'pending'}`}>
                  {approved ? messages.withdrawStatusApproved : messages.withdrawStatusPending}
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

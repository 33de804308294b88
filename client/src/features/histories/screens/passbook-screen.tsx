import { messages } from '@matka/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../../lib/session';
import { walletTransactionsQueryOptions } from '../api/history-queries';
import { HistoryListScreen } from '../components/history-list';
import { LedgerRow } from '../components/ledger-row';
import '../histories.css';

const TITLE = 'Passbook';

/**
 * /transaction: the wallet ledger. transaction_type '1' is a credit, anything else a debit;
 * amount_status '1' is approved (spec section 3 "Wallet transaction"). Empty or failed: 'No Data Found'.
 */
export function Component() {
  const token = useSession()?.token ?? '';
  const query = useQuery(walletTransactionsQueryOptions(token));

  return (
    <HistoryListScreen
      title={TITLE}
      rows={query.data}
      failed={query.isError || token === ''}
      emptyTitle={messages.noDataFound}
    >
      {(row) => {
        const credit = row.transaction_type === '1';
        const approved = row.amount_status === '1';
        return (
          <LedgerRow
            key={row.transaction_id}
            className={`ledger-row--${credit ? 'credit' : 'debit'}`}
            note={row.transaction_note || (credit ? 'Credit' : 'Debit')}
            date={row.insert_date}
            amountPrefix={
              <>
                <span className="visually-hidden">{credit ? 'Credit' : 'Debit'} </span>
                {credit ? '+' : '-'}
              </>
            }
            amountMinor={row.amount}
            tone={approved ? 'approved' : 'pending'}
            status={approved ? messages.withdrawStatusApproved : messages.withdrawStatusPending}
          />
        );
      }}
    </HistoryListScreen>
  );
}

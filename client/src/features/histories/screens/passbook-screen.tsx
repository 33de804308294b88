import { messages } from '@matka/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/lib/session';
import { walletTransactionsQueryOptions } from '@/features/histories/api/history-queries';
import {
  amountStatusLabel,
  amountStatusTone,
} from '@/features/histories/components/history-labels';
import { HistoryListScreen } from '@/features/histories/components/history-list';
import { LedgerRow } from '@/features/histories/components/ledger-row';
import '@/features/histories/histories.css';

/**
 * /transaction: the wallet ledger. transaction_type '1' is a credit, anything else a debit
 *; each line is labelled from its amount_status ('1'
 * approved; '0' pending and '2' cancelled, `AMOUNT_STATUS`), so a withdrawal not yet paid out
 * reads Pending. Empty: 'No Data Found'.
 */
export function PassbookScreen() {
  const token = useSession()?.token ?? '';
  const options = walletTransactionsQueryOptions(token);
  const query = useQuery(options);

  return (
    <HistoryListScreen
      title={messages.passbook}
      rows={query.data}
      queryKey={options.queryKey}
      emptyTitle={messages.noDataFound}
    >
      {(row) => {
        const credit = row.transaction_type === '1';
        const kind = credit ? messages.credit : messages.debit;
        return (
          <LedgerRow
            key={row.transaction_id}
            className={`ledger-row--${credit ? 'credit' : 'debit'}`}
            note={row.transaction_note || kind}
            date={row.insert_date}
            amountPrefix={
              <>
                <span className="visually-hidden">{kind} </span>
                {credit ? '+' : '-'}
              </>
            }
            amountMinor={row.amount}
            tone={amountStatusTone(row.amount_status)}
            status={amountStatusLabel(row.amount_status)}
          />
        );
      }}
    </HistoryListScreen>
  );
}

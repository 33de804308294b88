import { messages } from '@matka/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/lib/session';
import { fundRequestsQueryOptions } from '@/features/histories/api/history-queries';
import { requestStatusLabel, statusTone } from '@/features/histories/components/history-labels';
import { HistoryListScreen } from '@/features/histories/components/history-list';
import { LedgerRow } from '@/features/histories/components/ledger-row';
import '@/features/histories/histories.css';

/**
 * /addfundhistory: the player's deposit requests (this project's api-fund-request-history). The
 * status codes mirror the withdraw ones, so they carry the same labels. Empty: 'No Data Found'.
 */
export function FundHistoryScreen() {
  const token = useSession()?.token ?? '';
  const options = fundRequestsQueryOptions(token);
  const query = useQuery(options);
  return (
    <HistoryListScreen
      title={messages.depositHistory}
      rows={query.data}
      queryKey={options.queryKey}
      emptyTitle={messages.noDataFound}
    >
      {(row) => (
        <LedgerRow
          key={row.request_id}
          note={messages.depositRequestNumber(row.request_id)}
          date={row.insert_date}
          amountMinor={row.request_amount}
          tone={statusTone(row.request_status)}
          status={requestStatusLabel(row.request_status)}
        />
      )}
    </HistoryListScreen>
  );
}

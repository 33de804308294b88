import type { WithdrawRequest } from '@matka/shared/contract';
import { messages } from '@matka/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/lib/session';
import { withdrawRequestsQueryOptions } from '@/features/histories/api/history-queries';
import { requestStatusLabel, statusTone } from '@/features/histories/components/history-labels';
import { HistoryListScreen } from '@/features/histories/components/history-list';
import { LedgerRow } from '@/features/histories/components/ledger-row';
import '@/features/histories/histories.css';

function payoutTo(row: WithdrawRequest): string | undefined {
  if (row.google_pay_number) return `Google Pay ${row.google_pay_number}`;
  if (row.paytm_number) return `Paytm ${row.paytm_number}`;
  if (row.phone_pay_number) return `PhonePe ${row.phone_pay_number}`;
  return undefined;
}

const isWebLink = (value: string) => /^https?:\/\//i.test(value);

/**
 * /withdrawhistory and /withdrawfundhistory: withdraw requests with their status ('0' Pending,
 * '1' Cancelled, '2' Approved, else Unknown). Empty: 'No withdrawal history available'.
 */
export function WithdrawHistoryScreen() {
  const session = useSession();
  const token = session?.token ?? '';
  const options = withdrawRequestsQueryOptions(token, session?.mobile ?? '');
  const query = useQuery(options);

  return (
    <HistoryListScreen
      title={messages.withdrawHistory}
      rows={query.data}
      queryKey={options.queryKey}
      emptyTitle={messages.noWithdrawalHistory}
    >
      {(row) => (
        <LedgerRow
          key={row.request_number}
          note={messages.withdrawRequestNumber(row.request_number)}
          detail={payoutTo(row)}
          date={row.insert_date}
          amountMinor={row.request_amount}
          tone={statusTone(row.request_status)}
          status={requestStatusLabel(row.request_status)}
        >
          {isWebLink(row.payment_receipt) ? (
            <a href={row.payment_receipt} target="_blank" rel="noopener noreferrer">
              {messages.viewReceipt}
            </a>
          ) : null}
        </LedgerRow>
      )}
    </HistoryListScreen>
  );
}

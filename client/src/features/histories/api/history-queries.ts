import type { Minor } from '@matka/shared/rules';
import { formatHistoryDate, type DateKey } from '@matka/shared/time';
import { queryOptions } from '@tanstack/react-query';
import { getProvider } from '@/core/lib/provider';
import { queryKeys, type HistoryKind } from '@/core/lib/query-keys';

export type { HistoryKind };

export type HistoryMarket = 'main' | 'starline' | 'gali';

/** IST days. */
export interface DateRange {
  readonly from: DateKey;
  readonly to: DateKey;
}

/** One row whatever the endpoint: `amountMinor` is the stake of a bid or the win of a win. */
export interface HistoryEntry {
  readonly pana: string;
  readonly gameName: string;
  readonly session: string;
  readonly digits: string;
  readonly closedigits: string;
  readonly date: string;
  readonly amountMinor: Minor;
}

interface BidRow {
  pana: string;
  game_name: string;
  session: string;
  digits: string;
  closedigits: string;
  bid_date: string;
  points: Minor;
}

interface WinRow {
  pana: string;
  game_name: string;
  session: string;
  digits: string;
  closedigits: string;
  wining_date: string;
  amount: Minor;
}

const fromBid = (row: BidRow): HistoryEntry => ({
  pana: row.pana,
  gameName: row.game_name,
  session: row.session,
  digits: row.digits,
  closedigits: row.closedigits,
  date: row.bid_date,
  amountMinor: row.points,
});

const fromWin = (row: WinRow): HistoryEntry => ({
  pana: row.pana,
  gameName: row.game_name,
  session: row.session,
  digits: row.digits,
  closedigits: row.closedigits,
  date: row.wining_date,
  amountMinor: row.amount,
});

async function fetchHistory(
  market: HistoryMarket,
  kind: HistoryKind,
  token: string,
  range: DateRange,
  signal: AbortSignal,
): Promise<HistoryEntry[]> {
  const provider = await getProvider();
  const from = formatHistoryDate(range.from);
  const to = formatHistoryDate(range.to);
  const bids = { unique_token: token, bid_from: from, bid_to: to };
  const wins = { unique_token: token, date_from: from, date_to: to };
  const options = { signal };
  if (kind === 'bid') {
    const answer =
      market === 'main'
        ? await provider.apiBidHistoryData(bids, options)
        : market === 'starline'
          ? await provider.apiStarlineBidHistoryData(bids, options)
          : await provider.apiGalidisawarBidHistoryData(bids, options);
    return answer.bid_data.map(fromBid);
  }
  if (market === 'gali') {
    return (await provider.apiGalidisawarWiningHistoryData(wins, options)).bid_data.map(fromWin);
  }
  const answer =
    market === 'main'
      ? await provider.apiWiningHistoryData(wins, options)
      : await provider.apiStarlineWiningHistoryData(wins, options);
  return answer.win_data.map(fromWin);
}

export function historyQueryOptions(
  market: HistoryMarket,
  kind: HistoryKind,
  token: string,
  range: DateRange,
) {
  return queryOptions({
    queryKey: [...queryKeys.history(market, kind, token), range.from, range.to],
    queryFn: ({ signal }) => fetchHistory(market, kind, token, range, signal),
    enabled: token !== '',
    staleTime: 0,
  });
}

export function walletTransactionsQueryOptions(token: string) {
  return queryOptions({
    queryKey: queryKeys.passbook(token),
    queryFn: async ({ signal }) =>
      (await getProvider()).apiWalletTransactionHistory({ unique_token: token }, { signal }),
    select: (answer) => answer.transaction_history,
    enabled: token !== '',
    staleTime: 0,
  });
}

/** api-fund-request-history is this project's, not the spec's. */
export function fundRequestsQueryOptions(token: string) {
  return queryOptions({
    queryKey: queryKeys.fundRequests(token),
    queryFn: async ({ signal }) =>
      (await getProvider()).apiFundRequestHistory({ unique_token: token }, { signal }),
    select: (answer) => answer.fund_requests,
    enabled: token !== '',
    staleTime: 0,
  });
}

export function withdrawRequestsQueryOptions(token: string, mobile: string) {
  return queryOptions({
    queryKey: [...queryKeys.withdrawRequests(token), mobile],
    queryFn: async ({ signal }) =>
      (await getProvider()).apiUserWithdrawTransactionHistory(
        { unique_token: token, mobile_no: mobile },
        { signal },
      ),
    select: (answer) => answer.withdrawdata,
    enabled: token !== '',
    staleTime: 0,
  });
}

import type { MarketKind } from '@matka/shared/rules';

/** A bid history or a win history. */
export type HistoryKind = 'bid' | 'win';

/**
 * The keys of the queries a write changes, when the write and the query live in different places
 * (a bid placed in the bid-entry kit changes the wallet feature's balance and the histories'
 * passbook; features do not import each other). Each query's `queryOptions` factory builds its key
 * from here and each write invalidates through the same function, so the two cannot drift apart.
 * Keys run from general to specific: area, what, whose, then the factory's own details (a date
 * range), so a write invalidates every range at once. A key no other place needs stays in its
 * feature's factory.
 */
export const queryKeys = {
  /** api-get-dashboard-data: wallet_amt (the top bar), betting_status, markets, withdraw window. */
  dashboard: (token: string) => ['dashboard', token] as const,
  /** api-user-wallet-balance. */
  walletBalance: (token: string) => ['wallet', 'balance', token] as const,
  /** api-get-user-payment-details: the saved UPI numbers. */
  paymentDetails: (token: string) => ['wallet', 'payment-details', token] as const,
  /** The passbook (api-wallet-transaction-history): one row per ledger entry. */
  passbook: (token: string) => ['histories', 'wallet-transactions', token] as const,
  /** Deposit requests (api-fund-request-history). */
  fundRequests: (token: string) => ['histories', 'fund-requests', token] as const,
  /** Withdraw requests (api-user-withdraw-transaction-history). */
  withdrawRequests: (token: string) => ['histories', 'withdraw-requests', token] as const,
  /** A market's bid or win history, every date range. */
  history: (market: MarketKind, kind: HistoryKind, token: string) =>
    ['histories', market, kind, token] as const,
};

/** Where a move of the player's money shows: the top bar's wallet, the balance card, the passbook. */
export function walletChangeKeys(token: string) {
  return [queryKeys.dashboard(token), queryKeys.walletBalance(token), queryKeys.passbook(token)];
}

import type { MarketKind } from '@matka/shared/rules';

export type HistoryKind = 'bid' | 'win';

/**
 * Keys shared by a query and a write in another feature, so the two cannot drift apart. General to
 * specific (area, what, whose, then e.g. a date range), so a write invalidates every range at once.
 */
export const queryKeys = {
  dashboard: (token: string) => ['dashboard', token] as const,
  walletBalance: (token: string) => ['wallet', 'balance', token] as const,
  paymentDetails: (token: string) => ['wallet', 'payment-details', token] as const,
  passbook: (token: string) => ['histories', 'wallet-transactions', token] as const,
  fundRequests: (token: string) => ['histories', 'fund-requests', token] as const,
  withdrawRequests: (token: string) => ['histories', 'withdraw-requests', token] as const,
  history: (market: MarketKind, kind: HistoryKind, token: string) =>
    ['histories', market, kind, token] as const,
};

export function walletChangeKeys(token: string) {
  return [queryKeys.dashboard(token), queryKeys.walletBalance(token), queryKeys.passbook(token)];
}

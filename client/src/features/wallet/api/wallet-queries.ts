import { queryOptions } from '@tanstack/react-query';
import { optionalStaleTime, unlessUnavailable } from '@/lib/optional-endpoint';
import { getProvider } from '@/core/lib/provider';
import { queryKeys } from '@/core/lib/query-keys';

const WALLET_KEY = 'wallet' as const;

export function walletBalanceQueryOptions(token: string) {
  return queryOptions({
    queryKey: queryKeys.walletBalance(token),
    queryFn: async ({ signal }) =>
      (await getProvider()).apiUserWalletBalance({ unique_token: token }, { signal }),
    enabled: token !== '',
  });
}

/** Null unless config.json names its path; Withdraw then reads the payment details. */
export function paymentMethodListQueryOptions(token: string) {
  return queryOptions({
    queryKey: [WALLET_KEY, 'payment-method-list', token],
    queryFn: async ({ signal }) =>
      unlessUnavailable(
        async () =>
          (await getProvider()).apiUserPaymentMethodList({ unique_token: token }, { signal }),
        signal,
      ),
    staleTime: optionalStaleTime(2_000),
    enabled: token !== '',
  });
}

export function paymentDetailsQueryOptions(token: string) {
  return queryOptions({
    queryKey: queryKeys.paymentDetails(token),
    queryFn: async ({ signal }) =>
      (await getProvider()).apiGetUserPaymentDetails({ unique_token: token }, { signal }),
    enabled: token !== '',
  });
}

/** `min_amt` missing means 0. */
export function lastFundRequestQueryOptions(token: string) {
  return queryOptions({
    queryKey: [WALLET_KEY, 'last-fund-request', token],
    queryFn: async ({ signal }) =>
      (await getProvider()).apiLastFundRequestDetail({ unique_token: token }, { signal }),
    enabled: token !== '',
  });
}

/** Null when the provider lacks it (docs/decisions/009). */
export function gatewayStatusQueryOptions() {
  return queryOptions({
    queryKey: [WALLET_KEY, 'gateway-status'],
    queryFn: async ({ signal }) =>
      unlessUnavailable(async () => (await getProvider()).apiGetawayStatus({}, { signal }), signal),
    staleTime: optionalStaleTime(2_000),
  });
}

/** Null when the provider lacks it. */
export function qrPayQueryOptions() {
  return queryOptions({
    queryKey: [WALLET_KEY, 'qr-pay'],
    queryFn: async ({ signal }) =>
      unlessUnavailable(async () => (await getProvider()).apiGetQrPay({}, { signal }), signal),
    staleTime: optionalStaleTime(2_000),
  });
}

/** Null when the provider lacks it. */
export function rulesQueryOptions() {
  return queryOptions({
    queryKey: [WALLET_KEY, 'rules'],
    queryFn: async ({ signal }) =>
      unlessUnavailable(
        async () => (await getProvider()).apiMoneyDepositWithdrawalRule({}, { signal }),
        signal,
      ),
    staleTime: optionalStaleTime(5 * 60_000),
  });
}

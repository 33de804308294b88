import { queryOptions } from '@tanstack/react-query';
import { optionalStaleTime, unlessUnavailable } from '@/lib/optional-endpoint';
import { getProvider } from '@/core/lib/provider';
import { queryKeys } from '@/core/lib/query-keys';

/** The root of the wallet's query keys (core/lib/query-keys.ts holds the ones a write changes). */
const WALLET_KEY = 'wallet' as const;

/** api-user-wallet-balance: the balance shown on Add Funds and Withdraw (spec section 7). */
export function walletBalanceQueryOptions(token: string) {
  return queryOptions({
    queryKey: queryKeys.walletBalance(token),
    queryFn: async ({ signal }) =>
      (await getProvider()).apiUserWalletBalance({ unique_token: token }, { signal }),
    enabled: token !== '',
  });
}

/**
 * api-user-payment-method-list: the saved withdraw numbers with this provider's method codes, where
 * config.json names its path; null otherwise (Withdraw then reads api-get-user-payment-details).
 */
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

/** api-get-user-payment-details: the saved Google Pay, Paytm and PhonePe numbers. */
export function paymentDetailsQueryOptions(token: string) {
  return queryOptions({
    queryKey: queryKeys.paymentDetails(token),
    queryFn: async ({ signal }) =>
      (await getProvider()).apiGetUserPaymentDetails({ unique_token: token }, { signal }),
    enabled: token !== '',
  });
}

/** api-last-fund-request-detail: `min_amt`, the minimum deposit (missing means 0). */
export function lastFundRequestQueryOptions(token: string) {
  return queryOptions({
    queryKey: [WALLET_KEY, 'last-fund-request', token],
    queryFn: async ({ signal }) =>
      (await getProvider()).apiLastFundRequestDetail({ unique_token: token }, { signal }),
    enabled: token !== '',
  });
}

/**
 * apiGetawayStatus: which payment options Add Funds offers; null when the provider lacks it
 * (optional endpoints, lib/optional-endpoint.ts).
 */
export function gatewayStatusQueryOptions() {
  return queryOptions({
    queryKey: [WALLET_KEY, 'gateway-status'],
    queryFn: async ({ signal }) =>
      unlessUnavailable(async () => (await getProvider()).apiGetawayStatus({}, { signal }), signal),
    staleTime: optionalStaleTime(2_000),
  });
}

/** api-get-qr-pay: the QR image and UPI id of QR PAY; null when the provider lacks it. */
export function qrPayQueryOptions() {
  return queryOptions({
    queryKey: [WALLET_KEY, 'qr-pay'],
    queryFn: async ({ signal }) =>
      unlessUnavailable(async () => (await getProvider()).apiGetQrPay({}, { signal }), signal),
    staleTime: optionalStaleTime(2_000),
  });
}

/** api-money-deposit-withdrawal-rule: the withdraw and deposit rule texts; null when the provider lacks it. */
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

import { queryOptions } from '@tanstack/react-query';
import { getProvider } from '../../../lib/provider';
import { queryKeys } from '../../../lib/query-keys';

/** The root of the wallet's query keys (lib/query-keys.ts holds the ones a write changes). */
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

/** apiGetawayStatus: which payment options Add Funds offers. */
export function gatewayStatusQueryOptions() {
  return queryOptions({
    queryKey: [WALLET_KEY, 'gateway-status'],
    queryFn: async ({ signal }) => (await getProvider()).apiGetawayStatus({}, { signal }),
  });
}

/** api-get-qr-pay: the QR image and UPI id of QR PAY. */
export function qrPayQueryOptions() {
  return queryOptions({
    queryKey: [WALLET_KEY, 'qr-pay'],
    queryFn: async ({ signal }) => (await getProvider()).apiGetQrPay({}, { signal }),
  });
}

/** api-money-deposit-withdrawal-rule: the withdraw and deposit rule texts. */
export function rulesQueryOptions() {
  return queryOptions({
    queryKey: [WALLET_KEY, 'rules'],
    queryFn: async ({ signal }) =>
      (await getProvider()).apiMoneyDepositWithdrawalRule({}, { signal }),
    staleTime: 5 * 60_000,
  });
}

import { queryOptions } from '@tanstack/react-query';
import { getProvider } from '../../../lib/provider';

/** The root of every wallet query key; invalidating it refreshes all of them. */
const WALLET_KEY = 'wallet' as const;

/** api-user-wallet-balance: the balance shown on Add Funds and Withdraw (spec section 7). */
export function walletBalanceQueryOptions(token: string) {
  return queryOptions({
    queryKey: [WALLET_KEY, 'balance', token],
    queryFn: async () => (await getProvider()).apiUserWalletBalance({ unique_token: token }),
    enabled: token !== '',
  });
}

/** api-get-user-payment-details: the saved Google Pay, Paytm and PhonePe numbers. */
export function paymentDetailsQueryOptions(token: string) {
  return queryOptions({
    queryKey: [WALLET_KEY, 'payment-details', token],
    queryFn: async () => (await getProvider()).apiGetUserPaymentDetails({ unique_token: token }),
    enabled: token !== '',
  });
}

/** api-last-fund-request-detail: `min_amt`, the minimum deposit (missing means 0). */
export function lastFundRequestQueryOptions(token: string) {
  return queryOptions({
    queryKey: [WALLET_KEY, 'last-fund-request', token],
    queryFn: async () => (await getProvider()).apiLastFundRequestDetail({ unique_token: token }),
    enabled: token !== '',
  });
}

/** apiGetawayStatus: which payment options Add Funds offers. */
export function gatewayStatusQueryOptions() {
  return queryOptions({
    queryKey: [WALLET_KEY, 'gateway-status'],
    queryFn: async () => (await getProvider()).apiGetawayStatus({}),
  });
}

/** api-get-qr-pay: the QR image and UPI id of QR PAY. */
export function qrPayQueryOptions() {
  return queryOptions({
    queryKey: [WALLET_KEY, 'qr-pay'],
    queryFn: async () => (await getProvider()).apiGetQrPay({}),
  });
}

/** api-money-deposit-withdrawal-rule: the withdraw and deposit rule texts. */
export function rulesQueryOptions() {
  return queryOptions({
    queryKey: [WALLET_KEY, 'rules'],
    queryFn: async () => (await getProvider()).apiMoneyDepositWithdrawalRule({}),
    staleTime: 5 * 60_000,
  });
}

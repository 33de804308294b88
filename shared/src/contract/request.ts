// The endpoint paths and the request every call makes, without the schemas: the app's entry may
// send requests before zod loads.

export const ENV_TYPE = 'Prod';

export const endpointPaths = {
  apiGetDashboardData: 'api-get-dashboard-data',
  apiGetSocialData: 'api-get-social-data',
  apiStarlineGameRates: 'api-starline-game-rates',
  apiStarlineGame: 'api-starline-game',
  apiCheckMobile: 'api-check-mobile',
  apiUserLogin: 'api-user-login',
  apiGetSliderImages: 'api-get-slider-images',
  apiGetHeadline: 'api-get-headline',
  apiUserRegistration: 'api-user-registration',
  apiResendOtp: 'api-resend-otp',
  apiAddUserUpiDetails: 'api-add-user-upi-details',
  apiForgetCheckMobile: 'api-forget-check-mobile',
  apiForgotPassword: 'api-forgot-password',
  apiUserWalletBalance: 'api-user-wallet-balance',
  apiGetawayStatus: 'apiGetawayStatus',
  apiAdminBankDetails: 'api-admin-bank-details',
  apiLastFundRequestDetail: 'api-last-fund-request-detail',
  apiFundRequestAdd: 'api-fund-request-add',
  apiFundRequestHistory: 'api-fund-request-history',
  apiWiningHistoryData: 'api-wining-history-data',
  apiBidHistoryData: 'api-bid-history-data',
  apiStarlineBidHistoryData: 'api-starline-bid-history-data',
  apiStarlineWiningHistoryData: 'api-starline-wining-history-data',
  apiGalidisawarGame: 'api-galidisawar-game',
  apiGalidisawarWiningHistoryData: 'api-galidisawar-wining-history-data',
  apiGalidisawarBidHistoryData: 'api-galidisawar-bid-history-data',
  apiGameRates: 'api-game-rates',
  apiGalidisawarGameRates: 'api-galidisawar-game-rates',
  apiHowToPlay: 'api-how-to-play',
  apiWalletTransactionHistory: 'api-wallet-transaction-history',
  apiUserWithdrawTransactionHistory: 'api-user-withdraw-transaction-history',
  apiGetUserPaymentDetails: 'api-get-user-payment-details',
  apiUserWithdrawFundRequest: 'api-user-withdraw-fund-request',
  apiSubmitBid: 'api-submit-bid',
  apiStarlineSubmitBid: 'api-starline-submit-bid',
  apiGalidisawarSubmitBid: 'api-galidisawar-submit-bid',
  apiUserTransferWalletBalance: 'api-user-transfer-wallet-balance',
  apiCheckUserForTransferAmt: 'api-check-user-for-transfer-amt',
  apiMoneyDepositWithdrawalRule: 'api-money-deposit-withdrawal-rule',
  apiChangePassword: 'api-change-password',
  apiProfileUpdate: 'api-profile-update',
  apiGetQrPay: 'api-get-qr-pay',
  apiUserPaymentMethodList: 'api-user-payment-method-list',
  apiGetAutoDepositList: 'api-get-auto-deposit-list',
} as const;

export type EndpointPathName = keyof typeof endpointPaths;

/**
 * config.json `provider.paths` (docs/decisions/009-lenient-provider-client.md): null when the
 * provider lacks the endpoint.
 */
export type ProviderPaths = { readonly [N in EndpointPathName]?: string | null };

/** Endpoints the spec does not have: called only when config.json names their path. */
const CALLED_ONLY_WHEN_CONFIGURED: ReadonlySet<EndpointPathName> = new Set([
  'apiUserPaymentMethodList',
  'apiGetAutoDepositList',
]);

/** null when the provider lacks it: nothing is sent then. */
export function providerPath(
  paths: ProviderPaths | undefined,
  name: EndpointPathName,
): string | null {
  const configured = paths?.[name];
  if (configured !== undefined) return configured;
  return CALLED_ONLY_WHEN_CONFIGURED.has(name) ? null : endpointPaths[name];
}

/** Some providers number them otherwise: config.json `provider.withdrawMethods`. */
export const PAYMENT_METHOD = { googlePay: '2', paytm: '3', phonePe: '4' } as const;

/** A browser has no device id; the provider takes free text. */
export const WEB_DEVICE_ID = 'web';

export const HEADLINE_IDS = { home: 1, addFunds: 2, other: 3 } as const;

export interface ProviderTarget {
  readonly baseUrl: string;
  readonly appKey: string;
  readonly envType?: typeof ENV_TYPE;
  readonly paths?: ProviderPaths;
}

/** The body's key order is fixed. */
export function providerRequest(
  target: ProviderTarget,
  path: string,
  params: object | undefined,
): { readonly url: string; readonly body: string } {
  const baseUrl = target.baseUrl.endsWith('/') ? target.baseUrl.slice(0, -1) : target.baseUrl;
  const body = JSON.stringify({
    env_type: target.envType ?? ENV_TYPE,
    app_key: target.appKey,
    ...params,
  });
  return { url: `${baseUrl}/${path}`, body };
}

export const PROVIDER_HEADERS = {
  'Content-Type': 'application/json',
  Accept: 'application/json',
} as const;

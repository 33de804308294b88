import { HEADLINE_IDS, WEB_DEVICE_ID, type EndpointName } from '@matka/shared/contract';

/**
 * What the probe sends. Calls that change something run only with `--write`, with bodies the
 * provider must refuse or that leave things as they were; registration and saving a withdraw number
 * never run.
 */

export interface Account {
  readonly mobile: string;
  readonly password: string;
  readonly token: string;
  readonly name: string;
}

export type ProbeKind = 'read' | 'write' | 'never';

export interface ProbeStep {
  readonly kind: ProbeKind;
  readonly needsAccount: boolean;
  /** May end the account's sessions: run after every other call, in this order. */
  readonly endsSession?: 1 | 2;
  params(account: Account | undefined): Record<string, unknown>;
}

/** Fixed, so a run does not depend on today. */
const HISTORY_FROM = '1/1/2020';
const HISTORY_TO = '12/31/2099';

/** Bids on it are refused, so `--write` moves no money. */
const NO_SUCH_GAME = '0';
const TOO_MANY_POINTS = 999_999_999;

const read = (params: ProbeStep['params'] = () => ({}), needsAccount = false): ProbeStep => ({
  kind: 'read',
  needsAccount,
  params,
});
const readAsPlayer = (
  extra: (account: Account) => Record<string, unknown> = () => ({}),
): ProbeStep =>
  read(
    (account) => (account === undefined ? {} : { unique_token: account.token, ...extra(account) }),
    true,
  );
const write = (params: (account: Account) => Record<string, unknown>): ProbeStep => ({
  kind: 'write',
  needsAccount: true,
  params: (account) => (account === undefined ? {} : params(account)),
});

function refusedBid(
  account: Account,
  gametype: 'main' | 'starline' | 'gali',
  pana: string,
  session: 'Open' | 'Close',
) {
  return {
    unique_token: account.token,
    Gamename: 'PROBE',
    gametype,
    totalbit: 10,
    gameid: NO_SUCH_GAME,
    pana,
    bid_date: '1-January-2020',
    session,
    result: [{ digits: '1', closedigits: '', points: 10, session, pana, closepana: '' }],
  };
}

const never: ProbeStep = { kind: 'never', needsAccount: false, params: () => ({}) };

const bidHistory = readAsPlayer(() => ({ bid_from: HISTORY_FROM, bid_to: HISTORY_TO }));
const winHistory = readAsPlayer(() => ({ date_from: HISTORY_FROM, date_to: HISTORY_TO }));

export const PROBE_PLAN: Record<EndpointName, ProbeStep> = {
  apiGetDashboardData: readAsPlayer(),
  apiGetSocialData: read(),
  apiStarlineGameRates: read(),
  apiStarlineGame: read(),
  apiCheckMobile: read((account) => ({ mobile: account?.mobile ?? '' }), true),
  apiUserLogin: read(
    (account) => ({
      mobile: account?.mobile ?? '',
      password: account?.password ?? '',
      device_id: WEB_DEVICE_ID,
    }),
    true,
  ),
  apiGetSliderImages: read(),
  apiGetHeadline: read(() => ({ ids: [HEADLINE_IDS.home] })),
  apiUserRegistration: never,
  apiResendOtp: write((account) => ({ mobile: account.mobile })),
  apiAddUserUpiDetails: never,
  apiForgetCheckMobile: write((account) => ({ mobile: account.mobile })),
  // Nothing changes but the sessions, which a provider may end.
  apiForgotPassword: {
    ...write((account) => ({ mobile: account.mobile, new_pass: account.password })),
    endsSession: 2,
  },
  apiUserWalletBalance: readAsPlayer(),
  apiGetawayStatus: read(),
  apiAdminBankDetails: read(),
  apiLastFundRequestDetail: readAsPlayer(),
  apiFundRequestAdd: write((account) => ({ unique_token: account.token, request_amount: 0 })),
  apiFundRequestHistory: readAsPlayer(),
  apiWiningHistoryData: winHistory,
  apiBidHistoryData: bidHistory,
  apiStarlineBidHistoryData: bidHistory,
  apiStarlineWiningHistoryData: winHistory,
  apiGalidisawarGame: read(),
  apiGalidisawarWiningHistoryData: winHistory,
  apiGalidisawarBidHistoryData: bidHistory,
  apiGameRates: read(),
  apiGalidisawarGameRates: read(),
  apiHowToPlay: read(),
  apiWalletTransactionHistory: readAsPlayer(),
  apiUserWithdrawTransactionHistory: readAsPlayer((account) => ({ mobile_no: account.mobile })),
  apiGetUserPaymentDetails: readAsPlayer(),
  apiUserWithdrawFundRequest: write((account) => ({
    unique_token: account.token,
    mobile: account.mobile,
    request_amount: TOO_MANY_POINTS,
    payment_method: '4',
  })),
  apiSubmitBid: write((account) => ({
    game_id: NO_SUCH_GAME,
    new_result: refusedBid(account, 'main', 'Single Digit', 'Close'),
  })),
  apiStarlineSubmitBid: write((account) => ({
    game_id: NO_SUCH_GAME,
    new_result: refusedBid(account, 'starline', 'Single Digit', 'Open'),
  })),
  apiGalidisawarSubmitBid: write((account) => ({
    unique_token: account.token,
    game_id: NO_SUCH_GAME,
    new_result: refusedBid(account, 'gali', 'Left Digit', 'Open'),
  })),
  apiUserTransferWalletBalance: write((account) => ({
    unique_token: account.token,
    amount: TOO_MANY_POINTS,
    mobile_no: account.mobile,
    transfer_note: '',
  })),
  apiCheckUserForTransferAmt: readAsPlayer((account) => ({ mobile_no: account.mobile })),
  apiMoneyDepositWithdrawalRule: read(),
  // Nothing changes but the sessions, which a provider may end.
  apiChangePassword: {
    ...write((account) => ({
      unique_token: account.token,
      old_pass: account.password,
      new_pass: account.password,
    })),
    endsSession: 1,
  },
  apiProfileUpdate: write((account) => ({ unique_token: account.token, user_name: account.name })),
  apiGetQrPay: read(),
  apiUserPaymentMethodList: readAsPlayer(),
  apiGetAutoDepositList: readAsPlayer(),
};

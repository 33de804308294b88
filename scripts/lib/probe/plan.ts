import { HEADLINE_IDS, WEB_DEVICE_ID, type EndpointName } from '@matka/shared/contract';

/**
 * What the probe sends to each endpoint the client uses. Read-only calls run always; calls that
 * change something (a bid, a request, a password, an SMS sent) run only with `--write`, with bodies
 * the provider must refuse or that leave things as they were (a deposit request of 0 points is the
 * one a provider without checks may keep); registration and saving a withdraw number never run.
 */

/** The test account and what the probe learnt by signing in. */
export interface Account {
  readonly mobile: string;
  readonly password: string;
  readonly token: string;
  readonly name: string;
}

export type ProbeKind = 'read' | 'write' | 'never';

export interface ProbeStep {
  readonly kind: ProbeKind;
  /** Needs a signed-in test account; without one the step is not run. */
  readonly needsAccount: boolean;
  /**
   * May end the test account's sessions (a password set): run after every other call, in this
   * order (the one that needs the session first).
   */
  readonly endsSession?: 1 | 2;
  /** The body without `env_type` and `app_key`. */
  params(account: Account | undefined): Record<string, unknown>;
}

/** A wide, fixed range of history dates (month/day/year, spec section 7), so a run does not depend on today. */
const HISTORY_FROM = '1/1/2020';
const HISTORY_TO = '12/31/2099';

/** A game id no provider has: bids on it are refused, so `--write` moves no money. */
const NO_SUCH_GAME = '0';
/** More points than a test account holds: a withdrawal or transfer of it is refused. */
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
  // A registered number is refused without an OTP being sent.
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
  // It would create an account.
  apiUserRegistration: never,
  apiResendOtp: write((account) => ({ mobile: account.mobile })),
  // Saving would replace a withdraw number the player uses.
  apiAddUserUpiDetails: never,
  apiForgetCheckMobile: write((account) => ({ mobile: account.mobile })),
  // The same password again: nothing changes but the sessions, which a provider may end.
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
  // A lookup of the player's own number: it reads, and a provider may refuse it.
  apiCheckUserForTransferAmt: readAsPlayer((account) => ({ mobile_no: account.mobile })),
  apiMoneyDepositWithdrawalRule: read(),
  // The same password again: nothing changes but the sessions, which a provider may end.
  apiChangePassword: {
    ...write((account) => ({
      unique_token: account.token,
      old_pass: account.password,
      new_pass: account.password,
    })),
    endsSession: 1,
  },
  // The same name again: nothing changes.
  apiProfileUpdate: write((account) => ({ unique_token: account.token, user_name: account.name })),
  apiGetQrPay: read(),
  apiUserPaymentMethodList: readAsPlayer(),
  apiGetAutoDepositList: readAsPlayer(),
};

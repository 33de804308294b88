import { z } from 'zod/mini';
import { endpointPaths } from './request';
import {
  HistoryDateSchema,
  IdSchema,
  NameSchema,
  NoteSchema,
  PasswordSchema,
  PhoneSchema,
  PointsSchema,
  TokenSchema,
  requestSchema,
  tokenRequestSchema,
} from './common';
import {
  AutoDepositSchema,
  BankDetailsSchema,
  BidRecordSchema,
  FundRequestHistoryRowSchema,
  FundRequestSchema,
  GaliNewResultSchema,
  GameRatesSchema,
  HeadlineSchema,
  HowToPlayContentSchema,
  MainNewResultSchema,
  MarketSchema,
  PaymentDetailsSchema,
  PaymentMethodSchema,
  QrDataSchema,
  RulesContentSchema,
  SliderImageSchema,
  StarlineNewResultSchema,
  WalletTransactionSchema,
  WinRecordSchema,
  WithdrawRequestSchema,
} from './entities';
import {
  wireBoolean,
  wireFlag,
  wireFlagOr,
  wireList,
  wireMoney,
  wireString,
  wireText,
} from './wire';
import { lazySchema } from './lazy-schema';

/**
 * One request and one response schema per endpoint of spec section 7, and the table that joins
 * them. A body that identifies the player carries `unique_token` (the spec's "most authenticated
 * calls add unique_token"): every call that reads or changes a player's data. Public calls (content,
 * rates, market lists, sign-up and sign-in) do not.
 */

// ---- Shared response shapes ----

const status = { status: wireBoolean };
/** For answers the spec shows without `status`: accepted when present. */
const optionalStatus = { status: z.optional(wireBoolean) };
const msg = { msg: wireText };

/** `{ status, msg }`: the answer of most calls that change something. */
const StatusMessageResponseSchema = lazySchema(() => z.object({ ...status, ...msg }));

/** `{ status, game_rates }`: main, Starline and Gali rates (spec section 3 "Game rates"). */
const GameRatesResponseSchema = lazySchema(() =>
  z.object({
    ...status,
    game_rates: wireList(GameRatesSchema()),
  }),
);

/** `{ status, win_data }`: main and Starline win histories. */
const WinHistoryResponseSchema = lazySchema(() =>
  z.object({
    ...status,
    ...msg,
    win_data: wireList(WinRecordSchema()),
  }),
);

/** `{ status, bid_data }`: main, Starline and Gali bid histories. */
const BidHistoryResponseSchema = lazySchema(() =>
  z.object({
    ...status,
    ...msg,
    bid_data: wireList(BidRecordSchema()),
  }),
);

/** `{ status, msg?, wallet_amt? }`: the three submit-bid answers (`wallet_amt` the balance after). */
const SubmitBidResponseSchema = lazySchema(() =>
  z.object({
    ...status,
    ...msg,
    wallet_amt: z.optional(wireMoney),
  }),
);

const winHistoryRequest = { date_from: HistoryDateSchema, date_to: HistoryDateSchema };
const bidHistoryRequest = { bid_from: HistoryDateSchema, bid_to: HistoryDateSchema };

// ---- Markets and dashboard ----

/** `api-get-dashboard-data`, polled every 5 s (spec section 3 "Dashboard/user data"). */
const ApiGetDashboardDataRequestSchema = lazySchema(() => tokenRequestSchema({}));
/**
 * `betting_status` missing means `'0'` (spec section 1). Support numbers are `''` when absent. The
 * minimum withdrawal and the withdraw window may be missing: real providers send them with the
 * wallet balance instead (docs/decisions/009).
 */
const ApiGetDashboardDataResponseSchema = lazySchema(() =>
  z.object({
    ...status,
    wallet_amt: wireMoney,
    betting_status: wireFlagOr('0'),
    result: wireList(MarketSchema()),
    sliderdata: wireList(SliderImageSchema()),
    mobile_1: wireText,
    mobile_no: wireText,
    telegram_no: wireText,
    min_withdrawal: z.optional(wireMoney),
    withdraw_open_time: wireText,
    withdraw_close_time: wireText,
  }),
);

/**
 * `api-starline-game`, polled every 5 s: the Starline slots and the list's chart URL. Real providers
 * send no `status` here (docs/decisions/009).
 */
const ApiStarlineGameRequestSchema = lazySchema(() => requestSchema({}));
const ApiStarlineGameResponseSchema = lazySchema(() =>
  z.object({
    ...optionalStatus,
    result: wireList(MarketSchema()),
    web_starline_chart_url: wireText,
  }),
);

/** `api-galidisawar-game`, polled every 5 s: the Gali Disawar games and the list's chart URL (no `status` on real providers). */
const ApiGalidisawarGameRequestSchema = lazySchema(() => requestSchema({}));
const ApiGalidisawarGameResponseSchema = lazySchema(() =>
  z.object({
    ...optionalStatus,
    result: wireList(MarketSchema()),
    web_galidessar_chart_url: wireText,
  }),
);

const ApiGameRatesRequestSchema = lazySchema(() => requestSchema({}));
const ApiGameRatesResponseSchema = GameRatesResponseSchema;
const ApiStarlineGameRatesRequestSchema = lazySchema(() => requestSchema({}));
const ApiStarlineGameRatesResponseSchema = GameRatesResponseSchema;
/** The spec does not show this path (section 7: "the path of the Gali rates call [is] not shown"); this project uses it. */
const ApiGalidisawarGameRatesRequestSchema = lazySchema(() => requestSchema({}));
const ApiGalidisawarGameRatesResponseSchema = GameRatesResponseSchema;

// ---- Sign-up, sign-in, passwords ----

/** `api-check-mobile`: registration phone check; answers the OTP, refuses a registered number. */
const ApiCheckMobileRequestSchema = lazySchema(() => requestSchema({ mobile: PhoneSchema }));
const ApiCheckMobileResponseSchema = lazySchema(() =>
  z.object({ ...status, ...msg, otp: wireString }),
);

/** `device_id` is free text up to 200 characters (the spec does not show its value). */
const ApiUserLoginRequestSchema = lazySchema(() =>
  requestSchema({
    mobile: PhoneSchema,
    password: PasswordSchema,
    device_id: z.string().check(z.maxLength(200)),
  }),
);
const ApiUserLoginResponseSchema = lazySchema(() =>
  z.object({
    ...status,
    ...msg,
    user_name: wireString,
    unique_token: wireString,
    mobile: wireString,
  }),
);

/**
 * The fixed `security_pin` of `api-user-registration` (spec section 7: "security_pin (fixed)"; the
 * value is not shown, this project sends `'1234'`).
 */
export const REGISTRATION_SECURITY_PIN = '1234';

/** `email` is `''` (the register screen has no email field) or an address; `device_id` is null. */
const ApiUserRegistrationRequestSchema = lazySchema(() =>
  requestSchema({
    name: NameSchema,
    email: z.union([z.literal(''), z.email().check(z.maxLength(254))]),
    password: PasswordSchema,
    mobile: PhoneSchema,
    security_pin: z.literal(REGISTRATION_SECURITY_PIN),
    device_id: z.null(),
  }),
);
const ApiUserRegistrationResponseSchema = lazySchema(() =>
  z.object({
    ...status,
    ...msg,
    user_name: wireString,
    unique_token: wireString,
    mobile: wireText,
  }),
);

const ApiResendOtpRequestSchema = lazySchema(() => requestSchema({ mobile: PhoneSchema }));
const ApiResendOtpResponseSchema = lazySchema(() =>
  z.object({ ...optionalStatus, ...msg, otp: wireString }),
);

/** `api-forget-check-mobile`: the provider names the message `msg` or `message` (spec section 7). */
const ApiForgetCheckMobileRequestSchema = lazySchema(() => requestSchema({ mobile: PhoneSchema }));
const ApiForgetCheckMobileResponseSchema = lazySchema(() =>
  z.object({
    ...status,
    ...msg,
    message: wireText,
    otp: wireString,
  }),
);

/** `api-forgot-password`: may be answered as text wrapping the JSON object (spec section 7). */
const ApiForgotPasswordRequestSchema = lazySchema(() =>
  requestSchema({
    mobile: PhoneSchema,
    new_pass: PasswordSchema,
  }),
);
const ApiForgotPasswordResponseSchema = StatusMessageResponseSchema;

const ApiChangePasswordRequestSchema = lazySchema(() =>
  tokenRequestSchema({
    old_pass: PasswordSchema,
    new_pass: PasswordSchema,
  }),
);
const ApiChangePasswordResponseSchema = StatusMessageResponseSchema;

/** `api-profile-update`: may be answered as text wrapping the JSON object (spec section 7). */
const ApiProfileUpdateRequestSchema = lazySchema(() =>
  tokenRequestSchema({ user_name: NameSchema }),
);
const ApiProfileUpdateResponseSchema = StatusMessageResponseSchema;

// ---- Content ----

/** `api-get-social-data`: support numbers (spec section 3 "Social: mobile_no"). */
const ApiGetSocialDataRequestSchema = lazySchema(() => requestSchema({}));
const ApiGetSocialDataResponseSchema = lazySchema(() =>
  z.object({
    ...optionalStatus,
    mobile_no: wireText,
    mobile_1: wireText,
    telegram_no: wireText,
  }),
);

/** `api-get-slider-images`: `unique_token` may be absent (spec section 7). */
const ApiGetSliderImagesRequestSchema = lazySchema(() =>
  requestSchema({
    unique_token: z.optional(TokenSchema),
  }),
);
/** The spec does not show this answer; `status` is accepted when present. */
const ApiGetSliderImagesResponseSchema = lazySchema(() =>
  z.object({
    ...optionalStatus,
    sliderdata: wireList(SliderImageSchema()),
  }),
);

/**
 * `api-get-headline`, body `{ ids: [1] }` etc. The spec's third call goes "without key"; this
 * project's client sends the app key on every call.
 */
const ApiGetHeadlineRequestSchema = lazySchema(() =>
  requestSchema({
    ids: z.array(z.literal([1, 2, 3])).check(z.minLength(1), z.maxLength(3)),
  }),
);
/** `data[0]` is shown when its `status` is `'1'`. */
const ApiGetHeadlineResponseSchema = lazySchema(() =>
  z.object({ ...status, data: wireList(HeadlineSchema()) }),
);

const ApiHowToPlayRequestSchema = lazySchema(() => requestSchema({}));
/** `result` is read as a boolean-like flag; the video is `content[0].video_link`. */
const ApiHowToPlayResponseSchema = lazySchema(() =>
  z.object({
    ...optionalStatus,
    result: z.optional(wireBoolean),
    content: wireList(HowToPlayContentSchema()),
  }),
);

const ApiMoneyDepositWithdrawalRuleRequestSchema = lazySchema(() => requestSchema({}));
const ApiMoneyDepositWithdrawalRuleResponseSchema = lazySchema(() =>
  z.object({
    ...optionalStatus,
    content: wireList(RulesContentSchema()),
  }),
);

const ApiGetQrPayRequestSchema = lazySchema(() => requestSchema({}));
const ApiGetQrPayResponseSchema = lazySchema(() =>
  z.object({
    ...optionalStatus,
    qrdata: wireList(QrDataSchema()),
  }),
);

/** Gateway status values (spec section 2 "Add Funds"): anything else shows no payment option. */
export const GATEWAY_STATUS = { both: '1', upiOnly: '2', qrOnly: '3' } as const;

/** `apiGetawayStatus` (the path is written this way in the spec). */
const ApiGetawayStatusRequestSchema = lazySchema(() => requestSchema({}));
const ApiGetawayStatusResponseSchema = lazySchema(() =>
  z.object({
    ...optionalStatus,
    getaway_status: wireFlag,
  }),
);

const ApiAdminBankDetailsRequestSchema = lazySchema(() => requestSchema({}));
/** The first `bank_details` entry is used (spec section 3). */
const ApiAdminBankDetailsResponseSchema = lazySchema(() =>
  z.object({
    ...status,
    ...msg,
    bank_details: wireList(BankDetailsSchema()),
  }),
);

// ---- Wallet and funds ----

const ApiUserWalletBalanceRequestSchema = lazySchema(() => tokenRequestSchema({}));
/**
 * Real providers send the minimum withdrawal and the withdraw window here rather than on the
 * dashboard (docs/decisions/009); the spec's provider may leave them out.
 */
const ApiUserWalletBalanceResponseSchema = lazySchema(() =>
  z.object({
    ...status,
    ...msg,
    wallet_amt: wireMoney,
    min_withdrawal: z.optional(wireMoney),
    withdraw_open_time: wireText,
    withdraw_close_time: wireText,
  }),
);

const ApiLastFundRequestDetailRequestSchema = lazySchema(() => tokenRequestSchema({}));
/** `min_amt` is the minimum deposit; missing means 0 (spec section 7). */
const ApiLastFundRequestDetailResponseSchema = lazySchema(() =>
  z.object({
    ...status,
    ...msg,
    min_amt: z.prefault(wireMoney, 0),
  }),
);

/** `api-fund-request-add`: a deposit request in whole points, credited when approved. */
const ApiFundRequestAddRequestSchema = lazySchema(() =>
  tokenRequestSchema({ request_amount: PointsSchema }),
);
const ApiFundRequestAddResponseSchema = StatusMessageResponseSchema;

/**
 * `api-fund-request-history`: the player's deposit requests for Add Fund History. Not in the spec's
 * table, added by this project (the spec shows the screen but not its call). Real providers list
 * them under `fund_req_history` (docs/decisions/009); both are read as `fund_requests`.
 */
const ApiFundRequestHistoryRequestSchema = lazySchema(() => tokenRequestSchema({}));
const ApiFundRequestHistoryResponseSchema = lazySchema(() =>
  z.pipe(
    z.object({
      ...status,
      ...msg,
      fund_requests: wireList(FundRequestSchema()),
      fund_req_history: wireList(FundRequestHistoryRowSchema()),
    }),
    z.transform(({ fund_requests, fund_req_history, ...rest }) => ({
      ...rest,
      fund_requests: [...fund_requests, ...fund_req_history],
    })),
  ),
);

const ApiWalletTransactionHistoryRequestSchema = lazySchema(() => tokenRequestSchema({}));
const ApiWalletTransactionHistoryResponseSchema = lazySchema(() =>
  z.object({
    ...status,
    ...msg,
    transaction_history: wireList(WalletTransactionSchema()),
  }),
);

const ApiUserWithdrawTransactionHistoryRequestSchema = lazySchema(() =>
  tokenRequestSchema({
    mobile_no: PhoneSchema,
  }),
);
const ApiUserWithdrawTransactionHistoryResponseSchema = lazySchema(() =>
  z.object({
    ...status,
    ...msg,
    withdrawdata: wireList(WithdrawRequestSchema()),
  }),
);

const ApiGetUserPaymentDetailsRequestSchema = lazySchema(() => tokenRequestSchema({}));
/**
 * `payment_details` arrives as an object or a one-item list; both become one object, with every
 * number `''` when the list is empty or the field is missing.
 */
const ApiGetUserPaymentDetailsResponseSchema = lazySchema(() =>
  z.object({
    ...status,
    ...msg,
    payment_details: z.pipe(
      z.optional(z.nullable(z.union([PaymentDetailsSchema(), z.array(PaymentDetailsSchema())]))),
      z.transform((value) =>
        Array.isArray(value)
          ? (value[0] ?? { google_pay_number: '', paytm_number: '', phone_pay_number: '' })
          : (value ?? { google_pay_number: '', paytm_number: '', phone_pay_number: '' }),
      ),
    ),
  }),
);

/** UPI withdraw method codes of `api-add-user-upi-details` (spec section 7). */
export const UPI_TYPE = { paytm: '1', googlePay: '2', phonePe: '3' } as const;

const optionalPhone = lazySchema(() => z.union([z.literal(''), PhoneSchema]));

/**
 * `api-add-user-upi-details`: saves one withdraw number. The field that `upi_type` names carries the
 * number, the other two are `''` (spec section 7: "one filled").
 */
const ApiAddUserUpiDetailsRequestSchema = lazySchema(() =>
  tokenRequestSchema({
    upi_type: z.enum(['1', '2', '3']),
    paytm_no: optionalPhone(),
    google_pay_no: optionalPhone(),
    phon_pay_no: optionalPhone(),
  }).check(
    z.refine((body) => {
      const filled = { '1': body.paytm_no, '2': body.google_pay_no, '3': body.phon_pay_no };
      const others = Object.entries(filled).filter(([type]) => type !== body.upi_type);
      return filled[body.upi_type] !== '' && others.every(([, number]) => number === '');
    }, 'Exactly the number named by upi_type must be filled'),
  ),
);
const ApiAddUserUpiDetailsResponseSchema = StatusMessageResponseSchema;

const ApiUserWithdrawFundRequestRequestSchema = lazySchema(() =>
  tokenRequestSchema({
    mobile: PhoneSchema,
    request_amount: PointsSchema,
    payment_method: z.enum(['2', '3', '4']),
  }),
);
const ApiUserWithdrawFundRequestResponseSchema = StatusMessageResponseSchema;

/**
 * `api-user-payment-method-list`: the saved withdraw numbers with their `payment_method` codes. Not
 * in the spec; real providers have it (docs/decisions/009) and the client calls it only when
 * config.json names its path. `min_amt` is the minimum withdrawal (the maximum when the list is
 * empty, a provider bug), not used.
 */
const ApiUserPaymentMethodListRequestSchema = lazySchema(() => tokenRequestSchema({}));
const ApiUserPaymentMethodListResponseSchema = lazySchema(() =>
  z.object({
    ...status,
    ...msg,
    result: wireList(PaymentMethodSchema()),
    min_amt: z.optional(wireMoney),
  }),
);

/**
 * `api-get-auto-deposit-list`: the player's deposits, newest first. Not in the spec; real providers
 * have it (docs/lenient-profile.md) and answer `status` true with an empty list as well. The client
 * does not call it (no config.json path names it).
 */
const ApiGetAutoDepositListRequestSchema = lazySchema(() => tokenRequestSchema({}));
const ApiGetAutoDepositListResponseSchema = lazySchema(() =>
  z.object({
    ...status,
    ...msg,
    result: wireList(AutoDepositSchema()),
  }),
);

/** `transfer_note` is sent empty by the spec's client; any short text is accepted. */
const ApiUserTransferWalletBalanceRequestSchema = lazySchema(() =>
  tokenRequestSchema({
    amount: PointsSchema,
    mobile_no: PhoneSchema,
    transfer_note: NoteSchema,
  }),
);
const ApiUserTransferWalletBalanceResponseSchema = StatusMessageResponseSchema;

/** The receiver check before a transfer: answers the receiver's `user_name`. */
const ApiCheckUserForTransferAmtRequestSchema = lazySchema(() =>
  tokenRequestSchema({
    mobile_no: PhoneSchema,
  }),
);
const ApiCheckUserForTransferAmtResponseSchema = lazySchema(() =>
  z.object({
    ...status,
    ...msg,
    user_name: wireString,
  }),
);

// ---- Bids ----

function sameGame(body: { game_id: string; new_result: { gameid: string } }): boolean {
  return body.game_id === body.new_result.gameid;
}
const sameGameMessage = 'game_id must equal new_result.gameid';

/** `api-submit-bid`: main market bid; the token travels inside `new_result` (spec section 7). */
const ApiSubmitBidRequestSchema = lazySchema(() =>
  requestSchema({
    game_id: IdSchema,
    new_result: MainNewResultSchema(),
  }).check(z.refine(sameGame, sameGameMessage)),
);
const ApiSubmitBidResponseSchema = SubmitBidResponseSchema;

/** `api-starline-submit-bid`: as the main one, session fixed `Open`. */
const ApiStarlineSubmitBidRequestSchema = lazySchema(() =>
  requestSchema({
    game_id: IdSchema,
    new_result: StarlineNewResultSchema(),
  }).check(z.refine(sameGame, sameGameMessage)),
);
const ApiStarlineSubmitBidResponseSchema = SubmitBidResponseSchema;

/**
 * `api-galidisawar-submit-bid`: the token travels at the top level too (spec section 7); the top-level
 * one names the caller, and the one inside `new_result` must be the same.
 */
const ApiGalidisawarSubmitBidRequestSchema = lazySchema(() =>
  tokenRequestSchema({
    game_id: IdSchema,
    new_result: GaliNewResultSchema(),
  }).check(
    z.refine(sameGame, sameGameMessage),
    z.refine((body) => body.unique_token === body.new_result.unique_token, {
      message: 'new_result.unique_token must equal unique_token',
      path: ['new_result', 'unique_token'],
    }),
  ),
);
const ApiGalidisawarSubmitBidResponseSchema = SubmitBidResponseSchema;

// ---- Histories ----

const ApiBidHistoryDataRequestSchema = lazySchema(() => tokenRequestSchema(bidHistoryRequest));
const ApiBidHistoryDataResponseSchema = BidHistoryResponseSchema;
const ApiWiningHistoryDataRequestSchema = lazySchema(() => tokenRequestSchema(winHistoryRequest));
const ApiWiningHistoryDataResponseSchema = WinHistoryResponseSchema;
const ApiStarlineBidHistoryDataRequestSchema = lazySchema(() =>
  tokenRequestSchema(bidHistoryRequest),
);
const ApiStarlineBidHistoryDataResponseSchema = BidHistoryResponseSchema;
const ApiStarlineWiningHistoryDataRequestSchema = lazySchema(() =>
  tokenRequestSchema(winHistoryRequest),
);
const ApiStarlineWiningHistoryDataResponseSchema = WinHistoryResponseSchema;
const ApiGalidisawarBidHistoryDataRequestSchema = lazySchema(() =>
  tokenRequestSchema(bidHistoryRequest),
);
const ApiGalidisawarBidHistoryDataResponseSchema = BidHistoryResponseSchema;
const ApiGalidisawarWiningHistoryDataRequestSchema = lazySchema(() =>
  tokenRequestSchema(winHistoryRequest),
);
/**
 * The Gali win history lists its wins under `bid_data` (spec section 7), or `win_data` as the other
 * win histories do (real providers, docs/decisions/009).
 */
const ApiGalidisawarWiningHistoryDataResponseSchema = lazySchema(() =>
  z.pipe(
    z.object({
      ...status,
      ...msg,
      bid_data: wireList(WinRecordSchema()),
      win_data: wireList(WinRecordSchema()),
    }),
    z.transform(({ bid_data, win_data, ...rest }) => ({
      ...rest,
      bid_data: [...bid_data, ...win_data],
    })),
  ),
);

// ---- The table ----

/** Who may call an endpoint: anyone with the app key, or a signed-in player (`unique_token`). */
type EndpointAuth = 'none' | 'token';

/** What the table says of an endpoint; its path is `endpointPaths[name]` (request.ts). */
interface EndpointSchemas {
  readonly auth: EndpointAuth;
  /** The whole JSON body, common fields included (strict). */
  readonly request: z.ZodMiniType;
  /** The answer (lenient): input is the wire form, output the normal form. */
  readonly response: z.ZodMiniType;
  /**
   * A provider may lack it: the client then hides its feature rather than failing
   * (docs/decisions/009). The others are required.
   */
  readonly optional?: true;
  /**
   * The answer's list keys: an HTTP 2xx answer with `status` false whose list keys are all empty or
   * absent is an empty list, not a refusal (real providers answer "no data" so).
   */
  readonly lists?: readonly string[];
  /**
   * Player fields a `status` true answer leaves blank when the provider no longer knows the token
   * (real providers never refuse one): all blank means the session ended.
   */
  readonly blankWhenSignedOut?: readonly string[];
}

export interface EndpointDefinition extends EndpointSchemas {
  /** The path under the provider's base URL, without a leading slash. */
  readonly path: string;
}

type PathName = keyof typeof endpointPaths;

/** A row as the table writes it: its schemas are built the first time they are read (lazy-schema.ts). */
interface EndpointRow extends Omit<EndpointSchemas, 'request' | 'response'> {
  readonly request: () => z.ZodMiniType;
  readonly response: () => z.ZodMiniType;
}

/** A row as it is read: its schemas in place of their builders. */
type BuiltRow<R extends EndpointRow> = Omit<R, 'request' | 'response'> & {
  readonly request: ReturnType<R['request']>;
  readonly response: ReturnType<R['response']>;
};

/** Each row with its path from `endpointPaths`, so a path is written once (request.ts). */
function withPaths<T extends { readonly [N in PathName]: EndpointRow }>(
  table: T & { readonly [N in Exclude<keyof T, PathName>]: never },
): { readonly [N in PathName]: BuiltRow<T[N]> & { readonly path: (typeof endpointPaths)[N] } } {
  const rows = Object.entries(table).map(([name, row]) => [
    name,
    builtRow(endpointPaths[name as PathName], row),
  ]);
  return Object.fromEntries(rows) as never;
}

function builtRow(path: string, { request, response, ...rest }: EndpointRow): EndpointDefinition {
  return Object.defineProperties(
    { path, ...rest },
    { request: { get: request, enumerable: true }, response: { get: response, enumerable: true } },
  ) as EndpointDefinition;
}

/**
 * Every endpoint of spec section 7, keyed by the camelCase of its path, plus
 * `apiFundRequestHistory` (added by this project), `apiUserPaymentMethodList` (real providers',
 * docs/decisions/009) and `apiGetAutoDepositList` (real providers', docs/lenient-profile.md). The client, the mock server and the OpenAPI
 * document derive everything from this table: adding an endpoint is its path in `endpointPaths`
 * (kept apart so the app's entry can send requests before zod loads), its row here (the type
 * refuses a name missing from either) and its handler in mock-server/src/routes.
 */
export const endpoints = withPaths({
  apiGetDashboardData: {
    auth: 'token',
    request: ApiGetDashboardDataRequestSchema,
    response: ApiGetDashboardDataResponseSchema,
    blankWhenSignedOut: ['wallet_amt', 'betting_status'],
  },
  apiGetSocialData: {
    auth: 'none',
    request: ApiGetSocialDataRequestSchema,
    response: ApiGetSocialDataResponseSchema,
  },
  apiStarlineGameRates: {
    auth: 'none',
    request: ApiStarlineGameRatesRequestSchema,
    response: ApiStarlineGameRatesResponseSchema,
    lists: ['game_rates'],
  },
  apiStarlineGame: {
    auth: 'none',
    request: ApiStarlineGameRequestSchema,
    response: ApiStarlineGameResponseSchema,
  },
  apiCheckMobile: {
    auth: 'none',
    request: ApiCheckMobileRequestSchema,
    response: ApiCheckMobileResponseSchema,
  },
  apiUserLogin: {
    auth: 'none',
    request: ApiUserLoginRequestSchema,
    response: ApiUserLoginResponseSchema,
  },
  apiGetSliderImages: {
    auth: 'none',
    request: ApiGetSliderImagesRequestSchema,
    response: ApiGetSliderImagesResponseSchema,
    lists: ['sliderdata'],
  },
  apiGetHeadline: {
    auth: 'none',
    request: ApiGetHeadlineRequestSchema,
    response: ApiGetHeadlineResponseSchema,
    optional: true,
  },
  apiUserRegistration: {
    auth: 'none',
    request: ApiUserRegistrationRequestSchema,
    response: ApiUserRegistrationResponseSchema,
  },
  apiResendOtp: {
    auth: 'none',
    request: ApiResendOtpRequestSchema,
    response: ApiResendOtpResponseSchema,
  },
  apiAddUserUpiDetails: {
    auth: 'token',
    request: ApiAddUserUpiDetailsRequestSchema,
    response: ApiAddUserUpiDetailsResponseSchema,
  },
  apiForgetCheckMobile: {
    auth: 'none',
    request: ApiForgetCheckMobileRequestSchema,
    response: ApiForgetCheckMobileResponseSchema,
  },
  apiForgotPassword: {
    auth: 'none',
    request: ApiForgotPasswordRequestSchema,
    response: ApiForgotPasswordResponseSchema,
  },
  apiUserWalletBalance: {
    auth: 'token',
    request: ApiUserWalletBalanceRequestSchema,
    response: ApiUserWalletBalanceResponseSchema,
    blankWhenSignedOut: ['wallet_amt'],
  },
  apiGetawayStatus: {
    auth: 'none',
    request: ApiGetawayStatusRequestSchema,
    response: ApiGetawayStatusResponseSchema,
    optional: true,
  },
  apiAdminBankDetails: {
    auth: 'none',
    request: ApiAdminBankDetailsRequestSchema,
    response: ApiAdminBankDetailsResponseSchema,
  },
  apiLastFundRequestDetail: {
    auth: 'token',
    request: ApiLastFundRequestDetailRequestSchema,
    response: ApiLastFundRequestDetailResponseSchema,
    lists: ['last_req_detail'],
  },
  apiFundRequestAdd: {
    auth: 'token',
    request: ApiFundRequestAddRequestSchema,
    response: ApiFundRequestAddResponseSchema,
  },
  apiFundRequestHistory: {
    auth: 'token',
    request: ApiFundRequestHistoryRequestSchema,
    response: ApiFundRequestHistoryResponseSchema,
    lists: ['fund_requests', 'fund_req_history'],
  },
  apiWiningHistoryData: {
    auth: 'token',
    request: ApiWiningHistoryDataRequestSchema,
    response: ApiWiningHistoryDataResponseSchema,
    lists: ['win_data'],
  },
  apiBidHistoryData: {
    auth: 'token',
    request: ApiBidHistoryDataRequestSchema,
    response: ApiBidHistoryDataResponseSchema,
    lists: ['bid_data'],
  },
  apiStarlineBidHistoryData: {
    auth: 'token',
    request: ApiStarlineBidHistoryDataRequestSchema,
    response: ApiStarlineBidHistoryDataResponseSchema,
    lists: ['bid_data'],
  },
  apiStarlineWiningHistoryData: {
    auth: 'token',
    request: ApiStarlineWiningHistoryDataRequestSchema,
    response: ApiStarlineWiningHistoryDataResponseSchema,
    lists: ['win_data'],
  },
  apiGalidisawarGame: {
    auth: 'none',
    request: ApiGalidisawarGameRequestSchema,
    response: ApiGalidisawarGameResponseSchema,
  },
  apiGalidisawarWiningHistoryData: {
    auth: 'token',
    request: ApiGalidisawarWiningHistoryDataRequestSchema,
    response: ApiGalidisawarWiningHistoryDataResponseSchema,
    lists: ['bid_data', 'win_data'],
  },
  apiGalidisawarBidHistoryData: {
    auth: 'token',
    request: ApiGalidisawarBidHistoryDataRequestSchema,
    response: ApiGalidisawarBidHistoryDataResponseSchema,
    lists: ['bid_data'],
  },
  apiGameRates: {
    auth: 'none',
    request: ApiGameRatesRequestSchema,
    response: ApiGameRatesResponseSchema,
    lists: ['game_rates'],
  },
  apiGalidisawarGameRates: {
    auth: 'none',
    request: ApiGalidisawarGameRatesRequestSchema,
    response: ApiGalidisawarGameRatesResponseSchema,
    lists: ['game_rates'],
  },
  apiHowToPlay: {
    auth: 'none',
    request: ApiHowToPlayRequestSchema,
    response: ApiHowToPlayResponseSchema,
    lists: ['content'],
  },
  apiWalletTransactionHistory: {
    auth: 'token',
    request: ApiWalletTransactionHistoryRequestSchema,
    response: ApiWalletTransactionHistoryResponseSchema,
    lists: ['transaction_history'],
  },
  apiUserWithdrawTransactionHistory: {
    auth: 'token',
    request: ApiUserWithdrawTransactionHistoryRequestSchema,
    response: ApiUserWithdrawTransactionHistoryResponseSchema,
    lists: ['withdrawdata'],
  },
  apiGetUserPaymentDetails: {
    auth: 'token',
    request: ApiGetUserPaymentDetailsRequestSchema,
    response: ApiGetUserPaymentDetailsResponseSchema,
    lists: ['payment_details'],
  },
  apiUserWithdrawFundRequest: {
    auth: 'token',
    request: ApiUserWithdrawFundRequestRequestSchema,
    response: ApiUserWithdrawFundRequestResponseSchema,
  },
  apiSubmitBid: {
    auth: 'token',
    request: ApiSubmitBidRequestSchema,
    response: ApiSubmitBidResponseSchema,
  },
  apiStarlineSubmitBid: {
    auth: 'token',
    request: ApiStarlineSubmitBidRequestSchema,
    response: ApiStarlineSubmitBidResponseSchema,
  },
  apiGalidisawarSubmitBid: {
    auth: 'token',
    request: ApiGalidisawarSubmitBidRequestSchema,
    response: ApiGalidisawarSubmitBidResponseSchema,
  },
  apiUserTransferWalletBalance: {
    auth: 'token',
    request: ApiUserTransferWalletBalanceRequestSchema,
    response: ApiUserTransferWalletBalanceResponseSchema,
  },
  apiCheckUserForTransferAmt: {
    auth: 'token',
    request: ApiCheckUserForTransferAmtRequestSchema,
    response: ApiCheckUserForTransferAmtResponseSchema,
  },
  apiMoneyDepositWithdrawalRule: {
    auth: 'none',
    request: ApiMoneyDepositWithdrawalRuleRequestSchema,
    response: ApiMoneyDepositWithdrawalRuleResponseSchema,
    optional: true,
  },
  apiChangePassword: {
    auth: 'token',
    request: ApiChangePasswordRequestSchema,
    response: ApiChangePasswordResponseSchema,
  },
  apiProfileUpdate: {
    auth: 'token',
    request: ApiProfileUpdateRequestSchema,
    response: ApiProfileUpdateResponseSchema,
  },
  apiGetQrPay: {
    auth: 'none',
    request: ApiGetQrPayRequestSchema,
    response: ApiGetQrPayResponseSchema,
    optional: true,
  },
  apiUserPaymentMethodList: {
    auth: 'token',
    request: ApiUserPaymentMethodListRequestSchema,
    response: ApiUserPaymentMethodListResponseSchema,
    optional: true,
    lists: ['result'],
  },
  apiGetAutoDepositList: {
    auth: 'token',
    request: ApiGetAutoDepositListRequestSchema,
    response: ApiGetAutoDepositListResponseSchema,
    optional: true,
    lists: ['result'],
  },
} as const);

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
/** Every endpoint name, in table order. */
export const endpointNames = Object.keys(endpoints) as EndpointName[];

/** The whole JSON body of endpoint `N`, common fields included: what the client sends. */
export type RequestBody<N extends EndpointName> = z.input<Endpoints[N]['request']>;
/** The body without `env_type` and `app_key`: what a provider client method takes. */
export type RequestParams<N extends EndpointName> = Omit<RequestBody<N>, 'env_type' | 'app_key'>;
/** The answer as the server writes it (schema input). */
export type WireResponse<N extends EndpointName> = z.input<Endpoints[N]['response']>;
/** The answer as the client reads it (schema output, normalised). */
export type Response<N extends EndpointName> = z.output<Endpoints[N]['response']>;
/** Alias of `Response<N>` for modules where the name would shadow the fetch `Response`. */
export type EndpointResponse<N extends EndpointName> = Response<N>;

/** The endpoint whose path is `path` (with or without a leading slash), if any. */
export function endpointByPath(path: string): EndpointName | undefined {
  const bare = path.startsWith('/') ? path.slice(1) : path;
  return endpointNames.find((name) => endpoints[name].path === bare);
}

import {
  MSG_STATUS,
  endpoints,
  type EndpointDefinition,
  type EndpointName,
} from '@matka/shared/contract';
import { marketOffer, type MarketKind } from '@matka/shared/rules';
import { lenientProviderMessages as texts } from '@matka/shared/messages';
import type { ServerContext } from '../../context';
import type { SessionUser } from '../../repositories/sessions-repository';
import { formatInsertDate, points } from '../../lib/format';
import { lenientPath } from '../../lib/lenient-provider-section';
import { MAX_DEPOSIT_POINTS, MAX_TRANSFER_POINTS, MIN_TRANSFER_POINTS } from '@matka/shared/rules';
import { isInsideWithdrawWindow, parseClockTime } from '@matka/shared/time';
import { lenientWithdrawCode } from './requests';
import {
  FRESH_FLAGS,
  completed,
  deviceResult,
  lenientStore,
  providerEndpoint,
  referralCodeOf,
  versionFields,
} from './fresh-install';
import type { Answer } from './fresh-install';

/**
 * The spec answer reshaped as a real provider writes it (docs/lenient-profile.md); services and
 * handlers stay the spec's.
 */

export type { Answer } from './fresh-install';

export interface ReplyContext {
  readonly ctx: ServerContext;
  readonly user: SessionUser | undefined;
  /** The provider answers an unknown token as for nobody, never refusing. */
  readonly signedOut: boolean;
  readonly now: number;
}

const METHOD_NAMES: Record<string, string> = { '2': 'PayTM', '3': 'Google Pay', '4': 'PhonePe' };

const EMPTY_LIST_MESSAGES: Partial<Record<EndpointName, string>> = {
  apiBidHistoryData: texts.noBids,
  apiStarlineBidHistoryData: texts.noBids,
  apiGalidisawarBidHistoryData: texts.noBids,
  apiWiningHistoryData: texts.noWins,
  apiStarlineWiningHistoryData: texts.noWins,
  apiGalidisawarWiningHistoryData: texts.noWins,
  apiUserWithdrawTransactionHistory: texts.noWithdrawals,
  apiWalletTransactionHistory: texts.noTransactions,
  apiFundRequestHistory: texts.noData,
  apiGetSliderImages: texts.noData,
  apiGameRates: texts.noRates,
  apiStarlineGameRates: texts.noRates,
  apiGalidisawarGameRates: texts.noRates,
  apiHowToPlay: texts.noContent,
  apiGetUserPaymentDetails: texts.noPaymentDetails,
  apiUserPaymentMethodList: texts.noPaymentMethods,
};

/**
 * Values the provider computes in PHP stay numbers; its database hands out every other one as text.
 */
const NUMERIC_KEYS: ReadonlySet<string> = new Set([
  'otp',
  'msg_status',
  'type',
  'fund_request_id',
  'game_status',
  'google_upi_option',
  'phone_upi_option',
  'other_upi_option',
  'time_srt',
  'close_time_srt',
  'withdraw_status',
  'open_duration',
  'close_duration',
  'notice_count',
  'notification_count',
]);

function withStringNumbers(value: unknown, key = ''): unknown {
  if (typeof value === 'number') return NUMERIC_KEYS.has(key) ? value : String(value);
  if (Array.isArray(value)) return value.map((item) => withStringNumbers(item, key));
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(
      Object.entries(value).map(([field, inner]) => [field, withStringNumbers(inner, field)]),
    );
  return value;
}

function without(answer: Answer, ...keys: string[]): Answer {
  const copy = { ...answer };
  for (const key of keys) delete copy[key];
  return copy;
}

function renamed(answer: Answer, from: string, to: string): Answer {
  const { [from]: value, ...rest } = answer;
  return { ...rest, [to]: value };
}

const asRows = (value: unknown): Answer[] => (Array.isArray(value) ? (value as Answer[]) : []);

/** Numbered from 1, as the provider's tables number theirs. */
const numbered = (value: unknown, key: string): Answer[] =>
  asRows(value).map((row, index) => ({ [key]: String(index + 1), ...row }));

type Reshape = (answer: Answer, reply: ReplyContext) => Answer;

const unixSeconds = (ms: number): number => Math.floor(ms / 1000);

/**
 * `time_srt` and `close_time_srt` are our rules' instants (a night market's close is the next day),
 * where the provider takes today's clock times.
 */
function withMarketFields(
  kind: MarketKind,
  rows: unknown,
  { ctx, now }: ReplyContext,
  withTimes: boolean,
): Answer[] {
  return asRows(rows).map((row) => {
    const market = ctx.markets.byId(Number(row['game_id']));
    const closedToday = market !== undefined && ctx.markets.stateOf(market, now).closedToday;
    const msg = closedToday
      ? texts.marketClosedToday
      : row['msg_status'] === MSG_STATUS.running
        ? texts.marketRunning
        : texts.marketClosed;
    const offer = marketOffer(kind, String(row['open_time']), String(row['close_time']), now);
    const times =
      withTimes && offer.closesAtMs !== undefined && offer.openEndsAtMs !== undefined
        ? {
            time_srt: unixSeconds(offer.openEndsAtMs),
            close_time_srt: unixSeconds(offer.closesAtMs),
          }
        : {};
    const extra =
      kind === 'main'
        ? {
            game_name_hindi: row['game_name'],
            open_time_sort: clockSort(String(row['open_time'])),
            game_name_letter: String(row['game_name'] ?? '').slice(0, 1),
            open_duration: untilMs(String(row['open_time']), now),
            close_duration: untilMs(String(row['close_time']), now),
          }
        : {
            game_name_hindi: row['game_name'],
            open_time_sort: clockSort(String(row['open_time'])),
          };
    return { ...row, ...extra, msg, ...times };
  });
}

function clockSort(time: string): string {
  const minutes = parseClockTime(time);
  if (minutes === undefined) return '';
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;
}

function untilMs(time: string, now: number): number {
  const minutes = parseClockTime(time);
  if (minutes === undefined) return 0;
  const nowSeconds = Math.floor((now / 1000 + 330 * 60) % 86_400);
  return Math.abs(minutes * 60 - nowSeconds) * 1000;
}

function userByMobile(ctx: ServerContext, mobile: unknown) {
  return typeof mobile === 'string' ? ctx.repos.users.byMobile(mobile) : undefined;
}

function heldPoints(ctx: ServerContext, user: SessionUser | undefined): string {
  if (user === undefined) return '0';
  const held = ctx.repos.funds
    .withdrawalsOf(user.id)
    .filter((row) => row.status === '0')
    .reduce((sum, row) => sum + row.amount_minor, 0);
  return String(points(held));
}

function moneySettings(ctx: ServerContext) {
  const s = ctx.settings();
  return {
    min_withdrawal: s.min_withdrawal,
    max_withdrawal: MAX_DEPOSIT_POINTS,
    min_transfer: MIN_TRANSFER_POINTS,
    max_transfer: MAX_TRANSFER_POINTS,
    withdraw_open_time: s.withdraw_open_time,
    withdraw_close_time: s.withdraw_close_time,
  };
}

const numericOtp = (answer: Answer): Answer => ({ ...answer, otp: Number(answer['otp']) });

const RESHAPES: Partial<Record<EndpointName, Reshape>> = {
  // The player's fields are blank for a token the provider does not know; the rest is a fresh
  // install's (fresh-install.ts).
  apiGetDashboardData: (answer, reply) => {
    const { ctx, user, now } = reply;
    const s = ctx.settings();
    const known = user !== undefined && !reply.signedOut;
    return {
      ...without(
        answer,
        'sliderdata',
        'min_withdrawal',
        'withdraw_open_time',
        'withdraw_close_time',
      ),
      app_link: s.app_link,
      share_msg: '',
      share_referral_content: '',
      display_referral_content: '',
      withdraw_status: isInsideWithdrawWindow(s.withdraw_open_time, s.withdraw_close_time, now)
        ? 1
        : 0,
      app_maintainence_msg: FRESH_FLAGS.app_maintainence_msg,
      maintainence_msg_status: FRESH_FLAGS.maintainence_msg_status,
      ...versionFields(ctx, now),
      result: withMarketFields('main', answer['result'], reply, true),
      ...(reply.signedOut ? { wallet_amt: '', betting_status: '' } : {}),
      user_name: user?.name ?? '',
      mobile: user?.mobile ?? '',
      transfer_point_status: known ? FRESH_FLAGS.transfer_point_status : '',
      account_block_status: known ? FRESH_FLAGS.account_block_status : '',
      referral_code: known ? referralCodeOf(user.id) : '',
      device_result: deviceResult(ctx, known ? user : undefined),
      notice_count: 0,
      notification_count: 0,
      msg: texts.dashboard,
    };
  },
  apiUserWalletBalance: (answer, { ctx, signedOut, user }) => ({
    ...(signedOut
      ? without(answer, 'wallet_amt')
      : {
          ...answer,
          hold_amt: heldPoints(ctx, user),
          transfer_point_status: FRESH_FLAGS.transfer_point_status,
        }),
    ...moneySettings(ctx),
    msg: texts.walletBalance,
  }),
  apiWalletTransactionHistory: (answer, { ctx, user, signedOut }) => {
    const rows = asRows(answer['transaction_history']);
    const s = ctx.settings();
    return {
      ...answer,
      ...(signedOut || user === undefined
        ? {}
        : {
            wallet_amt: points(ctx.repos.users.balanceOf(user.id)),
            hold_amt: heldPoints(ctx, user),
          }),
      in_history: rows.filter(
        (row) => row['transaction_type'] === '1' || row['transaction_type'] === 1,
      ),
      out_history: rows.filter(
        (row) => row['transaction_type'] === '2' || row['transaction_type'] === 2,
      ),
      withdraw_open_time: s.withdraw_open_time,
      withdraw_close_time: s.withdraw_close_time,
      device_result: deviceResult(ctx, signedOut ? undefined : user),
    };
  },
  apiUserWithdrawTransactionHistory: (answer, { ctx, user, signedOut }) => {
    const rows = asRows(answer['withdrawdata']);
    const s = ctx.settings();
    return {
      withdraw_open_time: s.withdraw_open_time,
      withdraw_close_time: s.withdraw_close_time,
      ...answer,
      withdrawdata: rows.map((row) => ({ withdraw_request_id: row['request_number'], ...row })),
      last_request_status: rows[0]?.['request_status'] ?? '',
      wallet_amt: signedOut || user === undefined ? '' : points(ctx.repos.users.balanceOf(user.id)),
    };
  },
  apiStarlineGame: (answer, reply) => ({
    ...without(answer, 'status', 'msg'),
    result: withMarketFields('starline', answer['result'], reply, true),
  }),
  apiGalidisawarGame: (answer, reply) => ({
    ...without(answer, 'status', 'msg'),
    result: withMarketFields('gali', answer['result'], reply, false).map((row) => ({
      ...row,
      open_result: `${String(row['open_result'] ?? '')}${String(row['close_result'] ?? '')}`,
      close_result: '',
    })),
  }),
  apiGameRates: (answer) => ({
    ...answer,
    game_rates: numbered(answer['game_rates'], 'id'),
    msg: texts.gameRates,
  }),
  apiStarlineGameRates: (answer) => ({
    ...answer,
    game_rates: numbered(answer['game_rates'], 'id'),
    msg: texts.gameRates,
  }),
  apiGalidisawarGameRates: (answer) => ({
    ...answer,
    game_rates: numbered(answer['game_rates'], 'id'),
    msg: texts.gameRates,
  }),
  apiGetSliderImages: (answer) => ({ ...answer, msg: texts.sliderImages }),
  apiHowToPlay: (answer) => ({ ...without(answer, 'result'), msg: texts.contentAvailable }),
  apiCheckMobile: (answer) => ({
    ...numericOtp(answer),
    msg: texts.checkMobileFree,
    status: 'true',
  }),
  apiResendOtp: (answer) => numericOtp(answer),
  apiForgetCheckMobile: (answer) => without(numericOtp(answer), 'message'),
  apiGalidisawarWiningHistoryData: (answer) => renamed(answer, 'bid_data', 'win_data'),
  // The mock keeps a slip's metadata, not its bytes.
  apiFundRequestHistory: (answer, { ctx }) => ({
    ...without(answer, 'fund_requests'),
    fund_req_history: asRows(answer['fund_requests']).map((row) => {
      const slip = lenientStore(ctx).lastSlipOf(Number(row['request_id']));
      return {
        ...renamed(row, 'request_id', 'fund_request_id'),
        request_number: row['request_id'],
        fund_payment_receipt: slip === undefined ? null : `uploads/file/${slip.file_name}`,
      };
    }),
  }),
  // No pending request: status false with an empty list, and still the minimum.
  apiLastFundRequestDetail: (answer, { ctx, user }) => {
    const last = user === undefined ? undefined : ctx.repos.funds.lastFund(user.id);
    const pending = last !== undefined && last.status === '0' ? [last] : [];
    return {
      last_req_detail: pending.map((row) => ({
        fund_request_id: String(row.id),
        request_amount: points(row.amount_minor),
        request_number: String(row.id),
        request_status: row.status,
        insert_date: formatInsertDate(row.created_at),
      })),
      min_amt: answer['min_amt'],
      max_amt: MAX_DEPOSIT_POINTS,
      status: pending.length > 0,
      google_upi_option: 1,
      phone_upi_option: 1,
      other_upi_option: 1,
    };
  },
  apiGetUserPaymentDetails: (answer, { user }) => {
    const details = (answer['payment_details'] ?? {}) as Record<string, string>;
    const numbers = ['paytm_number', 'google_pay_number', 'phone_pay_number'] as const;
    const saved = numbers.some((key) => (details[key] ?? '') !== '');
    const row = Object.fromEntries(numbers.map((key) => [key, details[key] || null]));
    return {
      ...answer,
      payment_details: saved ? [{ ac_holder_name: user?.name ?? '', ...row }] : [],
      msg: texts.paymentDetails,
    };
  },
  apiUserPaymentMethodList: (answer) => ({
    ...answer,
    result: asRows(answer['result'])
      .map((row) => ({
        type: Number(lenientWithdrawCode(String(row['type']))),
        value: row['value'],
      }))
      .filter((row) => Number.isInteger(row.type))
      .sort((a, b) => a.type - b.type)
      .map((row) => ({ ...row, name: METHOD_NAMES[String(row.type)] ?? '' })),
    msg: texts.paymentMethods,
  }),
  apiGetAutoDepositList: (answer) => ({ ...answer, msg: texts.dashboard }),
  apiFundRequestAdd: (answer, { ctx, user }) =>
    answer['status'] === true && user !== undefined
      ? { ...answer, fund_request_id: ctx.repos.funds.lastFund(user.id)?.id ?? 0 }
      : answer,
  apiUserWithdrawFundRequest: (answer, { ctx, user }) =>
    answer['status'] === true && user !== undefined
      ? { ...answer, fund_request_id: ctx.repos.funds.withdrawalsOf(user.id)[0]?.id ?? 0 }
      : answer,
  apiUserLogin: (answer, { ctx }) =>
    answer['status'] === true
      ? {
          ...answer,
          notification_status: FRESH_FLAGS.notification_status,
          email: userByMobile(ctx, answer['mobile'])?.email ?? '',
          mobile_no: ctx.settings().mobile_no,
          betting_status: userByMobile(ctx, answer['mobile'])?.betting_status ?? '',
        }
      : answer,
  apiGetSocialData: (answer) => ({ ...answer, msg: texts.dashboard }),
  apiAdminBankDetails: (answer, { ctx }) => {
    const upi = ctx.settings().upi_id;
    return {
      ...answer,
      bank_details: asRows(answer['bank_details']).map((row) => ({
        ac_holder_name: row['account_holder_name'] ?? '',
        ...row,
        upi_payment_id: row['upi_payment_id'] ?? upi,
        google_upi_payment_id: upi,
        phonepay_upi_payment_id: upi,
      })),
      msg: texts.adminBankDetail,
    };
  },
  apiSubmitBid: (answer) => without(answer, 'wallet_amt'),
  apiStarlineSubmitBid: (answer) => without(answer, 'wallet_amt'),
  apiGalidisawarSubmitBid: (answer) => without(answer, 'wallet_amt'),
};

const SUCCESS_WHEN_EMPTY: ReadonlySet<EndpointName> = new Set(['apiGetAutoDepositList']);

function withEmptyListForm(name: EndpointName, answer: Answer): Answer {
  if (SUCCESS_WHEN_EMPTY.has(name)) return answer;
  const definition: EndpointDefinition = endpoints[name];
  const lists = definition.lists ?? [];
  const present = lists.filter((key) => key in answer);
  if (present.length === 0 || !present.every((key) => asRows(answer[key]).length === 0))
    return answer;
  const msg = EMPTY_LIST_MESSAGES[name];
  return { ...answer, ...(msg === undefined ? {} : { msg }), status: false };
}

export function lenientAnswer(name: EndpointName, answer: Answer, reply: ReplyContext): Answer {
  const reshape = RESHAPES[name];
  const shaped = reshape === undefined ? answer : reshape(answer, reply);
  const written = withStringNumbers(withEmptyListForm(name, shaped)) as Answer;
  // Every field the provider's controller sends is there, by construction (provider-api.ts).
  const path = lenientPath(name);
  const facts = path === null ? undefined : providerEndpoint(path);
  return facts === undefined ? written : completed(facts, written, reply.signedOut);
}

export function lenientRefusal(msg: string): Answer {
  return { msg, status: false };
}

import {
  ENV_TYPE,
  PAYMENT_METHOD,
  REGISTRATION_SECURITY_PIN,
  UPI_TYPE,
  type EndpointName,
} from '@matka/shared/contract';
import { lenientProviderMessages, providerMessages } from '@matka/shared/messages';
import {
  BID_SCREEN_INFO,
  BID_SCREENS,
  BID_TYPES_BY_MARKET,
  bidTypeOfSpelling,
  lineSession,
  sessionOfSpelling,
  type BidType,
  type MarketKind,
  type Session,
} from '@matka/shared/rules';
import { formatHistoryDate, formatLongDate, istDateKey, type DateKey } from '@matka/shared/time';
import { z } from 'zod/mini';
import { Refusal } from '../../lib/refusal';
import { BANK_WITHDRAW_METHOD, LENIENT_WITHDRAW_METHODS } from '../../lib/lenient-provider-section';
import { phpDate, phpDateOrEpoch } from './php-date';

/**
 * A request read as the real provider's PHP reads it, turned into the spec body the handlers take
 * (docs/lenient-profile.md#reading-requests-as-php-does). The game and money rules stay ours.
 */

export interface LenientRequest {
  readonly body: Record<string, unknown>;
  /** Each a PHP notice on the provider. */
  readonly missing: readonly string[];
}

type Fields = Record<string, unknown>;

function isRecord(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Where the spec's schema requires a phone the provider never reads; no handler reads it. */
const UNREAD_PHONE = '9000000000';

/** The provider stores its Hindi bid type labels as these. */
const HINDI_BID_TYPES: Readonly<Record<string, BidType>> = {
  'सिंगल डिजिट': 'Single Digit',
  'सिंगल पाना': 'Single Pana',
  'डबल पाना': 'Double Pana',
  'ट्रिपल पाना': 'Triple Pana',
  'हाफ संगम': 'Half Sangam',
  'फुल संगम': 'Full Sangam',
};

/** Under this bid-level `pana`, each line's own `pana` names its type. */
const PER_LINE_BID_TYPES = 'SpDpTpMotors';

class Reader {
  readonly missing: string[] = [];

  /** `$input->x`: missing is a notice and reads as `undefined`. */
  raw(from: Fields, key: string, at = ''): unknown {
    if (!(key in from) || from[key] === undefined) this.missing.push(`${at}${key}`);
    return from[key];
  }

  /** No notice when missing: the provider does not read it. */
  quiet(from: Fields, key: string): string {
    const value = from[key];
    return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
  }

  text(from: Fields, key: string, at = ''): string {
    const value = this.raw(from, key, at);
    if (typeof value === 'number' || typeof value === 'boolean') return String(value);
    return typeof value === 'string' ? value : '';
  }

  /** "10" reads as PHP's arithmetic reads it; anything else goes on for the schema to refuse. */
  points(from: Fields, key: string, at = ''): unknown {
    const value = this.raw(from, key, at);
    return typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  }
}

/** The bank's code is refused. */
function specWithdrawMethod(code: unknown): unknown {
  if (typeof code !== 'string' && typeof code !== 'number') return code;
  const text = String(code).trim();
  if (text === BANK_WITHDRAW_METHOD)
    throw new Refusal(422, lenientProviderMessages.bankWithdrawUnavailable);
  const methods = Object.keys(
    LENIENT_WITHDRAW_METHODS,
  ) as (keyof typeof LENIENT_WITHDRAW_METHODS)[];
  const method = methods.find((name) => LENIENT_WITHDRAW_METHODS[name] === text);
  return method === undefined ? text : PAYMENT_METHOD[method];
}

export function lenientWithdrawCode(specCode: string): string | undefined {
  const methods = Object.keys(PAYMENT_METHOD) as (keyof typeof PAYMENT_METHOD)[];
  const method = methods.find((name) => PAYMENT_METHOD[name] === specCode);
  return method === undefined ? undefined : LENIENT_WITHDRAW_METHODS[method];
}

/**
 * Text `strtotime` cannot read (an empty one too) is PHP's 1970-01-01, as its `date()` prints
 * `false`.
 */
function historyRange(from: string, to: string, now: number): [string, string] {
  if (from === '' && to === '') {
    const today = formatHistoryDate(istDateKey(now));
    return [today, today];
  }
  return [formatHistoryDate(phpDateOrEpoch(from, now)), formatHistoryDate(phpDateOrEpoch(to, now))];
}

/** Undefined where the player chooses. */
function fixedSession(kind: MarketKind, bidType: BidType): Session | undefined {
  const screen = BID_SCREENS.find(
    (name) =>
      BID_SCREEN_INFO[name].marketKind === kind && BID_SCREEN_INFO[name].bidType === bidType,
  );
  if (screen === undefined) return undefined;
  const open = lineSession(screen, 'Open');
  return open === lineSession(screen, 'Close') ? open : undefined;
}

function bidTypeOf(text: string): BidType | string {
  return HINDI_BID_TYPES[text.trim()] ?? bidTypeOfSpelling(text) ?? text;
}

/**
 * Only `new_result` is read (docs/lenient-profile.md#bids-and-histories); then our rules decide the
 * type, the session and the day.
 */
function readBid(
  raw: Fields,
  kind: MarketKind,
  read: Reader,
  { now, dayOfGame }: ReadContext,
): Fields {
  const bid = read.raw(raw, 'new_result');
  if (!isRecord(bid)) throw new Refusal(400, `${providerMessages.badRequest}: new_result`);
  const at = 'new_result.';
  const token = read.text(bid, 'unique_token', at);
  const gameId = read.text(bid, 'gameid', at);
  const gameName = read.text(bid, 'Gamename', at);
  const bidLevelType = read.text(bid, 'pana', at);
  const bidDate = read.text(bid, 'bid_date', at);
  const lines = read.raw(bid, 'result', at);
  if (!Array.isArray(lines))
    throw new Refusal(400, `${providerMessages.badRequest}: new_result.result`);

  const today = istDateKey(now);
  // The provider takes today's date only; ours files a night market's Close bids after midnight
  // under the day it opened.
  const dated = phpDate(bidDate, now);
  if (kind === 'main' && dated !== today && (dated === undefined || dated !== dayOfGame(gameId)))
    throw new Refusal(422, lenientProviderMessages.backDateBid);

  const perLine = bidLevelType.trim() === PER_LINE_BID_TYPES;
  const result = lines.map((line: unknown, index) => {
    const where = `${at}result.${index}.`;
    const fields = isRecord(line) ? line : {};
    const bidType = bidTypeOf(perLine ? read.text(fields, 'pana', where) : bidLevelType);
    // A type the market lacks (a public client sends Gali's left digit as 'Single Pana') is named,
    // not refused as malformed.
    if (BID_TYPE_SET.has(bidType) && !BID_TYPES_BY_MARKET[kind].includes(bidType as BidType))
      throw new Refusal(422, providerMessages.bidTypeNotPlayed(bidType));
    const sent = read.text(fields, 'session', where);
    const session =
      (BID_TYPE_SET.has(bidType) ? fixedSession(kind, bidType as BidType) : undefined) ??
      sessionOfSpelling(sent) ??
      sent;
    return {
      digits: read.text(fields, 'digits', where),
      closedigits: read.text(fields, 'closedigits', where),
      points: read.points(fields, 'points', where),
      session,
      pana: bidType,
      closepana: '',
    };
  });
  const total = result.reduce<unknown>(
    (sum, line) =>
      typeof sum === 'number' && typeof line.points === 'number' ? sum + line.points : undefined,
    0,
  );
  const first = result[0];
  const newResult = {
    unique_token: token,
    Gamename: gameName === '' ? gameId : gameName,
    totalbit: total,
    gameid: gameId,
    pana: first?.pana ?? bidTypeOf(bidLevelType),
    gametype: kind,
    bid_date: formatLongDate(today),
    session: first?.session ?? 'Open',
    result,
  };
  return kind === 'gali'
    ? { unique_token: token, game_id: gameId, new_result: newResult }
    : { game_id: gameId, new_result: newResult };
}

const BID_TYPE_SET: ReadonlySet<string> = new Set(
  Object.values(BID_SCREEN_INFO).map((info) => info.bidType),
);

/** The provider stores any text; nothing reads it back. */
function emailOrBlank(text: string): string {
  return text.length <= 254 && z.safeParse(z.email(), text).success ? text : '';
}

/** The provider reads all three numbers and stores only the one `upi_type` names. */
function readUpiDetails(raw: Fields, read: Reader, token: string): Fields {
  const type = read.text(raw, 'upi_type').trim();
  const numbers = {
    paytm_no: read.text(raw, 'paytm_no'),
    google_pay_no: read.text(raw, 'google_pay_no'),
    phon_pay_no: read.text(raw, 'phon_pay_no'),
  };
  const named = {
    [UPI_TYPE.paytm]: 'paytm_no',
    [UPI_TYPE.googlePay]: 'google_pay_no',
    [UPI_TYPE.phonePe]: 'phon_pay_no',
  } as const;
  const key = (named as Record<string, keyof typeof numbers>)[type];
  if (key === undefined) throw new Refusal(422, lenientProviderMessages.upiTypeNotValid);
  return {
    unique_token: token,
    upi_type: type,
    paytm_no: '',
    google_pay_no: '',
    phon_pay_no: '',
    [key]: numbers[key],
  };
}

function readFields(name: EndpointName, raw: Fields, read: Reader, context: ReadContext): Fields {
  const { now } = context;
  const token = () => read.text(raw, 'unique_token');
  const text = (key: string) => read.text(raw, key);
  const history = (fromKey: string, toKey: string) => {
    const [from, to] = historyRange(text(fromKey), text(toKey), now);
    return { unique_token: token(), [fromKey]: from, [toKey]: to };
  };
  switch (name) {
    case 'apiGetSocialData':
    case 'apiStarlineGameRates':
    case 'apiStarlineGame':
    case 'apiGalidisawarGame':
    case 'apiGameRates':
    case 'apiGalidisawarGameRates':
    case 'apiHowToPlay':
    case 'apiAdminBankDetails':
    case 'apiGetSliderImages':
    case 'apiMoneyDepositWithdrawalRule':
    case 'apiGetQrPay':
    case 'apiGetawayStatus':
      return {};
    case 'apiGetHeadline':
      return { ids: raw['ids'] };
    case 'apiGetDashboardData':
    case 'apiUserWalletBalance':
    case 'apiLastFundRequestDetail':
    case 'apiFundRequestHistory':
    case 'apiWalletTransactionHistory':
    case 'apiGetUserPaymentDetails':
    case 'apiUserPaymentMethodList':
    case 'apiGetAutoDepositList':
      return { unique_token: token() };
    case 'apiUserWithdrawTransactionHistory':
      return { unique_token: token(), mobile_no: UNREAD_PHONE };
    case 'apiCheckMobile':
    case 'apiResendOtp':
    case 'apiForgetCheckMobile':
      return { mobile: text('mobile') };
    case 'apiUserLogin':
      return { mobile: text('mobile'), password: text('password'), device_id: text('device_id') };
    case 'apiUserRegistration': {
      const fields = {
        name: text('name'),
        email: emailOrBlank(text('email')),
        password: text('password'),
        mobile: text('mobile'),
      };
      read.raw(raw, 'security_pin');
      return { ...fields, security_pin: REGISTRATION_SECURITY_PIN, device_id: null };
    }
    case 'apiForgotPassword':
      return { mobile: text('mobile'), new_pass: text('new_pass') };
    case 'apiChangePassword':
      return { unique_token: token(), old_pass: text('old_pass'), new_pass: text('new_pass') };
    case 'apiProfileUpdate': {
      const fields = { unique_token: token(), user_name: text('user_name') };
      read.raw(raw, 'email');
      return fields;
    }
    case 'apiAddUserUpiDetails':
      return readUpiDetails(raw, read, token());
    case 'apiFundRequestAdd':
      return { unique_token: token(), request_amount: read.points(raw, 'request_amount') };
    case 'apiUserWithdrawFundRequest':
      return {
        unique_token: token(),
        mobile: UNREAD_PHONE,
        request_amount: read.points(raw, 'request_amount'),
        payment_method: specWithdrawMethod(read.raw(raw, 'payment_method')),
      };
    case 'apiUserTransferWalletBalance':
      return {
        unique_token: token(),
        amount: read.points(raw, 'amount'),
        mobile_no: text('mobile_no'),
        transfer_note: text('transfer_note'),
      };
    // The provider reads no token here; the mock needs one, read without a notice PHP would not
    // print.
    case 'apiCheckUserForTransferAmt':
      return { unique_token: read.quiet(raw, 'unique_token'), mobile_no: text('mobile_no') };
    case 'apiWiningHistoryData':
    case 'apiStarlineWiningHistoryData':
    case 'apiGalidisawarWiningHistoryData':
      return history('date_from', 'date_to');
    case 'apiBidHistoryData':
    case 'apiStarlineBidHistoryData':
    case 'apiGalidisawarBidHistoryData':
      return history('bid_from', 'bid_to');
    case 'apiSubmitBid':
      return readBid(raw, 'main', read, context);
    case 'apiStarlineSubmitBid':
      return readBid(raw, 'starline', read, context);
    case 'apiGalidisawarSubmitBid':
      return readBid(raw, 'gali', read, context);
  }
}

export interface ReadContext {
  readonly now: number;
  readonly dayOfGame: (gameId: string) => DateKey | undefined;
}

/** Its app key already checked. */
export function lenientRequest(
  name: EndpointName,
  raw: Fields,
  appKey: string,
  context: ReadContext,
): LenientRequest {
  const read = new Reader();
  const fields = readFields(name, raw, read, context);
  return { body: { env_type: ENV_TYPE, app_key: appKey, ...fields }, missing: read.missing };
}

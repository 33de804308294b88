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
 * A request as the real provider reads it (balajimatka's `Apicontroller.php`, endpoint by
 * endpoint: docs/lenient-profile.md), turned into the spec body the handlers take. Each endpoint
 * reads the properties its PHP reads and nothing else: other fields are ignored; a number may come
 * as a string and a string as a number; a property it reads without `isset` and that is missing
 * makes PHP print a notice (`missing`) and reads as empty. Fields the spec requires but the
 * provider never reads are filled with a neutral value no handler reads. The game and money rules
 * stay ours: the spec schema and the services check the result.
 */

/** What a request read as the provider reads it: the spec body, and the properties it missed. */
export interface LenientRequest {
  readonly body: Record<string, unknown>;
  /** The properties the provider reads unchecked that the body lacks (each a PHP notice there). */
  readonly missing: readonly string[];
}

type Fields = Record<string, unknown>;

function isRecord(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A phone number the spec's schema requires where the provider reads none (the withdraw request's
 * `mobile`, the withdraw history's `mobile_no`): no handler reads it.
 */
const UNREAD_PHONE = '9000000000';

/** The provider's Hindi bid type labels, which it stores as these (main and Starline bids). */
const HINDI_BID_TYPES: Readonly<Record<string, BidType>> = {
  'सिंगल डिजिट': 'Single Digit',
  'सिंगल पाना': 'Single Pana',
  'डबल पाना': 'Double Pana',
  'ट्रिपल पाना': 'Triple Pana',
  'हाफ संगम': 'Half Sangam',
  'फुल संगम': 'Full Sangam',
};

/** The bid-level `pana` under which the provider reads each line's own `pana` (SP, DP, TP and motors). */
const PER_LINE_BID_TYPES = 'SpDpTpMotors';

/** The reading of one body: each read notes a property the provider reads unchecked and the body lacks. */
class Reader {
  readonly missing: string[] = [];

  /** A property read unchecked (`$input->x`): missing is a notice and reads as `undefined`. */
  raw(from: Fields, key: string, at = ''): unknown {
    if (!(key in from) || from[key] === undefined) this.missing.push(`${at}${key}`);
    return from[key];
  }

  /** Text the mock needs where the provider reads none: no notice when missing. */
  quiet(from: Fields, key: string): string {
    const value = from[key];
    return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
  }

  /** Text: a number is written as its digits, null and missing read as ''. */
  text(from: Fields, key: string, at = ''): string {
    const value = this.raw(from, key, at);
    if (typeof value === 'number' || typeof value === 'boolean') return String(value);
    return typeof value === 'string' ? value : '';
  }

  /**
   * Whole points: a number, or a string of digits ("10") as PHP's arithmetic reads it. Anything
   * else is passed on for the schema to refuse.
   */
  points(from: Fields, key: string, at = ''): unknown {
    const value = this.raw(from, key, at);
    return typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  }
}

/** The withdraw `payment_method` (a string or a number) in the spec's code; the bank's is refused. */
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

/** The lenient provider's code of a spec withdraw method code. */
export function lenientWithdrawCode(specCode: string): string | undefined {
  const methods = Object.keys(PAYMENT_METHOD) as (keyof typeof PAYMENT_METHOD)[];
  const method = methods.find((name) => PAYMENT_METHOD[name] === specCode);
  return method === undefined ? undefined : LENIENT_WITHDRAW_METHODS[method];
}

/**
 * A history range as the provider reads `date_from`/`date_to` (`bid_from`/`bid_to`): both empty is
 * today; otherwise each through `strtotime` (`php-date.ts`), text it cannot read (an empty one too)
 * being PHP's first day, 1970-01-01, as its `date()` prints `false`.
 */
function historyRange(from: string, to: string, now: number): [string, string] {
  if (from === '' && to === '') {
    const today = formatHistoryDate(istDateKey(now));
    return [today, today];
  }
  return [formatHistoryDate(phpDateOrEpoch(from, now)), formatHistoryDate(phpDateOrEpoch(to, now))];
}

/**
 * The session our rules give a bid type whatever the line says (main Jodi Close, Full Sangam Open,
 * every Starline and Gali line Open: `lineSession`), or undefined where the player chooses.
 */
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
 * A submit-bid body as `apiSubmitBid` (and its Starline and Gali twins) reads it: only `new_result`
 * (the top-level `game_id` and `unique_token` are not read); of it `unique_token`, `gameid`,
 * `Gamename`, `pana`, `bid_date`, `session` and `result` (`totalbit` is summed again from the
 * lines, `gametype` is not read); of each line `session`, `digits`, `closedigits`, `points`, and
 * its `pana` only under the bid-level pana 'SpDpTpMotors' (`closepana` is not read).
 *
 * Our rules then decide: the bid type is the line's `pana` under 'SpDpTpMotors' and the bid-level
 * `pana` otherwise (its Hindi labels read as the English ones); a line's session is read in any case
 * and, for the types whose session our rules fix, is that one; the bid-level `session` is not read
 * (each line's decides when it is taken). A main bid's `bid_date` must be today, as the provider
 * checks, or the market day our rules file it under; a Starline or Gali bid's is not read.
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
  // The provider takes today's calendar date only; our rules file a night market's Close bids
  // after midnight under the day it opened, which a client of ours sends.
  const dated = phpDate(bidDate, now);
  if (kind === 'main' && dated !== today && (dated === undefined || dated !== dayOfGame(gameId)))
    throw new Refusal(422, lenientProviderMessages.backDateBid);

  const perLine = bidLevelType.trim() === PER_LINE_BID_TYPES;
  const result = lines.map((line: unknown, index) => {
    const where = `${at}result.${index}.`;
    const fields = isRecord(line) ? line : {};
    const bidType = bidTypeOf(perLine ? read.text(fields, 'pana', where) : bidLevelType);
    // A type the market does not have (a public client sends its Gali left digit as 'Single Pana')
    // is named, rather than refused as a malformed field.
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

/** An email the spec takes, or '' (the provider stores any text; nothing here reads it back). */
function emailOrBlank(text: string): string {
  return text.length <= 254 && z.safeParse(z.email(), text).success ? text : '';
}

/**
 * `api-add-user-upi-details`: `upi_type` 1, 2 or 3 (a string or a number) saves the number it
 * names; the provider reads all three numbers and stores only that one.
 */
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

/** Per endpoint, the fields its PHP reads, as the spec body (the common fields aside). */
function readFields(name: EndpointName, raw: Fields, read: Reader, context: ReadContext): Fields {
  const { now } = context;
  const token = () => read.text(raw, 'unique_token');
  const text = (key: string) => read.text(raw, key);
  const history = (fromKey: string, toKey: string) => {
    const [from, to] = historyRange(text(fromKey), text(toKey), now);
    return { unique_token: token(), [fromKey]: from, [toKey]: to };
  };
  switch (name) {
    // Lists and content: the provider reads nothing but the app key.
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
    // Not on the provider (a 404 page): read as the spec writes it.
    case 'apiGetHeadline':
      return { ids: raw['ids'] };
    // `player_id` is read with isset.
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
      // The provider stores any pin and reads no device id here; this mock keeps neither.
      return { ...fields, security_pin: REGISTRATION_SECURITY_PIN, device_id: null };
    }
    case 'apiForgotPassword':
      return { mobile: text('mobile'), new_pass: text('new_pass') };
    case 'apiChangePassword':
      return { unique_token: token(), old_pass: text('old_pass'), new_pass: text('new_pass') };
    case 'apiProfileUpdate': {
      const fields = { unique_token: token(), user_name: text('user_name') };
      // Read (a notice when missing) but not kept here.
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
    // The provider reads no token here; the mock needs one (a name lookup is a signed-in
    // player's), read without a notice PHP would not print.
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

/** What a reading needs beyond the body. */
export interface ReadContext {
  /** The server clock's reading. */
  readonly now: number;
  /** The market day a bid on game `gameId` placed now belongs to, if the game exists. */
  readonly dayOfGame: (gameId: string) => DateKey | undefined;
}

/** `raw` (its app key already checked) as the spec body the provider's reading of it stands for. */
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

/**
 * Bid lines: the values each bid type allows, the check a bid screen runs on Proceed (spec
 * section 5, first error wins, digit errors before points errors) and the check the provider runs
 * on every submitted line.
 */
import { messages, providerMessages } from '../messages';
import type { BidType, MarketKind, Session } from './bid-types';
import { BID_TYPES_BY_MARKET, SESSIONS } from './bid-types';
import type { Minor } from './money';
import { minor, MINOR_PER_POINT } from './money';
import type { SpDpTpChoice, SpDpTpLists } from './motors';
import { expandDpMotor, expandSpDpTp, expandSpMotor, motorDigits, spDpTpCount } from './motors';
import {
  ALL_PANAS,
  DIGITS,
  DOUBLE_PANAS,
  JODIS,
  SINGLE_PANAS,
  TRIPLE_PANAS,
  isCanonicalPana,
  panaKind,
} from './panas';

/** Minimum points of one bid line (spec section 9). */
const MIN_BID_POINTS = 10;

/**
 * A cart line as the spec describes it (section 3) and as it goes into `new_result.result[]`:
 * `closedigits` is '' when the bid type uses one field, `points` are whole points.
 */
export interface CartLine {
  readonly digits: string;
  readonly closedigits: string;
  readonly points: number;
  readonly session: Session;
}

/** A cart line with the bid type it is submitted as (SP DP TP makes lines of three types). */
export interface EntryLine extends CartLine {
  readonly bidType: BidType;
}

/** The field of a line: `digits`, or `closedigits` (Half Sangam's pana, Full Sangam's close pana). */
export type BidField = 'digits' | 'closedigits';

/**
 * The values a line's field may hold, in suggestion-list order. An empty list means the field is
 * unused and must be ''.
 * - Single Digit, Left Digit, Right Digit: 0-9; Jodi Digit (main and Gali): 00-99.
 * - Single / Double / Triple Pana: the 120 / 90 / 10 canonical panas.
 * - Half Sangam: `digits` is the digit 0-9 and `closedigits` the pana from the full list, in both
 *   sessions (Open "B": open digit + close pana; Close "A": close digit + open pana).
 * - Full Sangam: open pana and close pana from the full list of 220.
 * - SP Motor / DP Motor: a submitted line holds one expanded pana, single / double.
 */
export function allowedValues(bidType: BidType, field: BidField): readonly string[] {
  if (field === 'closedigits') {
    return bidType === 'Half Sangam' || bidType === 'Full Sangam' ? ALL_PANAS : [];
  }
  switch (bidType) {
    case 'Single Digit':
    case 'Left Digit':
    case 'Right Digit':
    case 'Half Sangam':
      return DIGITS;
    case 'Jodi Digit':
      return JODIS;
    case 'Single Pana':
    case 'SP Motor':
      return SINGLE_PANAS;
    case 'Double Pana':
    case 'DP Motor':
      return DOUBLE_PANAS;
    case 'Triple Pana':
      return TRIPLE_PANAS;
    case 'Full Sangam':
      return ALL_PANAS;
  }
}

/** True when `value` is allowed in that field of that bid type ('' for an unused field). */
export function isAllowedValue(bidType: BidType, field: BidField, value: string): boolean {
  const allowed = allowedValues(bidType, field);
  if (allowed.length === 0) return value === '';
  switch (allowed) {
    case DIGITS:
      return /^[0-9]$/.test(value);
    case JODIS:
      return /^[0-9]{2}$/.test(value);
    case ALL_PANAS:
      return isCanonicalPana(value);
    case SINGLE_PANAS:
      return panaKind(value) === 'single';
    case DOUBLE_PANAS:
      return panaKind(value) === 'double';
    default:
      return panaKind(value) === 'triple';
  }
}

/** Every bid entry screen (spec section 2), by route family. */
export const BID_SCREENS = [
  'single-digit',
  'jodi-digit',
  'single-pana',
  'double-pana',
  'triple-pana',
  'half-sangam',
  'full-sangam',
  'sp-dp-tp',
  'sp-motor',
  'dp-motor',
  'starline-single-digit',
  'starline-single-pana',
  'starline-double-pana',
  'starline-triple-pana',
  'gali-left-digit',
  'gali-right-digit',
  'gali-jodi-digit',
] as const;
export type BidScreen = (typeof BID_SCREENS)[number];

/** What a player typed on a bid screen, raw, plus the balance the screen shows right now. */
export interface BidEntry {
  /**
   * The digit / number / pana field. Half Sangam: the digit (open digit in session Open, close
   * digit in session Close). Full Sangam: the open pana. Motors: the typed digits.
   */
  readonly digits: string;
  /** Half Sangam: the pana (close pana in session Open, open pana in session Close). Full Sangam: the close pana. */
  readonly closedigits?: string;
  readonly points: string;
  /** The session chosen on screens that offer one; ignored where the session is fixed. */
  readonly session: Session;
  /** The displayed balance: the wallet minus the points of the lines already in the cart. */
  readonly balanceMinor: Minor;
  /** SP DP TP checkboxes. */
  readonly chosen?: SpDpTpChoice;
}

export type BidEntryResult =
  | {
      readonly ok: true;
      /** One line per submitted line (a motor or SP DP TP entry yields several). */
      readonly lines: readonly EntryLine[];
      /** Points of all the lines: to deduct from the displayed balance. */
      readonly totalMinor: Minor;
      /** SP DP TP only: the chosen chart lists, for the cart row. */
      readonly combinations?: SpDpTpLists;
    }
  | { readonly ok: false; readonly message: string };

/** The bid type of a single-type screen, the market kind of every screen. */
export const BID_SCREEN_INFO: Readonly<
  Record<BidScreen, { readonly marketKind: MarketKind; readonly bidType: BidType | 'SP DP TP' }>
> = {
  'single-digit': { marketKind: 'main', bidType: 'Single Digit' },
  'jodi-digit': { marketKind: 'main', bidType: 'Jodi Digit' },
  'single-pana': { marketKind: 'main', bidType: 'Single Pana' },
  'double-pana': { marketKind: 'main', bidType: 'Double Pana' },
  'triple-pana': { marketKind: 'main', bidType: 'Triple Pana' },
  'half-sangam': { marketKind: 'main', bidType: 'Half Sangam' },
  'full-sangam': { marketKind: 'main', bidType: 'Full Sangam' },
  'sp-dp-tp': { marketKind: 'main', bidType: 'SP DP TP' },
  'sp-motor': { marketKind: 'main', bidType: 'SP Motor' },
  'dp-motor': { marketKind: 'main', bidType: 'DP Motor' },
  'starline-single-digit': { marketKind: 'starline', bidType: 'Single Digit' },
  'starline-single-pana': { marketKind: 'starline', bidType: 'Single Pana' },
  'starline-double-pana': { marketKind: 'starline', bidType: 'Double Pana' },
  'starline-triple-pana': { marketKind: 'starline', bidType: 'Triple Pana' },
  'gali-left-digit': { marketKind: 'gali', bidType: 'Left Digit' },
  'gali-right-digit': { marketKind: 'gali', bidType: 'Right Digit' },
  'gali-jodi-digit': { marketKind: 'gali', bidType: 'Jodi Digit' },
};

/**
 * The session a screen's lines carry: main Jodi rows are always 'Close'; Starline and Gali bids
 * are 'Open' (spec section 4); Full Sangam is 'Open' (decided here: it is placed before the open
 * time and the session does not change who wins); every other screen uses the player's choice.
 */
export function lineSession(screen: BidScreen, chosen: Session): Session {
  if (screen === 'jodi-digit') return 'Close';
  const { marketKind } = BID_SCREEN_INFO[screen];
  if (marketKind !== 'main' || screen === 'full-sangam') return 'Open';
  return chosen;
}

/**
 * The Proceed check of a bid screen. Returns the first error in the spec's order, or the lines to
 * add to the cart:
 * 1. the number field(s): empty 'Please enter the number', not allowed 'Number {n} is not valid'
 *    (the typed value, trimmed). Half Sangam checks the field shown first: the digit in session
 *    Open, the pana in session Close. SP DP TP: one digit (length 2 or more is not valid), then at
 *    least one type ticked. SP Motor: fewer than 3 distinct digits 'Digit not valid'. DP Motor:
 *    fewer than 2 characters 'Number {n} is not valid', fewer than 2 distinct digits
 *    'Please enter a valid Pana (at least 2 digits)';
 * 2. points: empty or not a whole number 'Please enter point', below 10 'Required minimum bid amount is 10';
 * 3. balance: the typed points above the displayed balance, 'Insufficient balance, please refill
 *    your account' (DP Motor: without the comma).
 *
 * The balance check compares the typed points, as the spec's points rule says. A motor or SP DP TP
 * entry adds points x lines and may leave the displayed balance negative; `validateCartSubmit`
 * then refuses with 'Not enough balance!' (spec section 5, SP Motor and DP Motor). The provider
 * refuses any submission above the real balance.
 */
export function validateBidEntry(screen: BidScreen, entry: BidEntry): BidEntryResult {
  const fail = (message: string): BidEntryResult => ({ ok: false, message });
  const digits = entry.digits.trim();
  const closedigits = (entry.closedigits ?? '').trim();
  const session = lineSession(screen, entry.session);
  const info = BID_SCREEN_INFO[screen];

  let values: { bidType: BidType; digits: string; closedigits: string }[];
  let combinations: SpDpTpLists | undefined;

  const checkField = (bidType: BidType, field: BidField, value: string): string | undefined => {
    if (value === '') return messages.pleaseEnterTheNumber;
    return isAllowedValue(bidType, field, value) ? undefined : messages.numberNotValid(value);
  };

  switch (screen) {
    case 'sp-dp-tp': {
      if (digits === '') return fail(messages.pleaseEnterTheNumber);
      const chosen = entry.chosen ?? { sp: false, dp: false, tp: false };
      const lists = expandSpDpTp(digits, chosen);
      if (lists === undefined) return fail(messages.numberNotValid(digits));
      if (spDpTpCount(lists) === 0) return fail(messages.spDpTpChooseType);
      combinations = lists;
      values = [
        ...lists.sp.map((p) => ({ bidType: 'Single Pana' as const, digits: p, closedigits: '' })),
        ...lists.dp.map((p) => ({ bidType: 'Double Pana' as const, digits: p, closedigits: '' })),
        ...lists.tp.map((p) => ({ bidType: 'Triple Pana' as const, digits: p, closedigits: '' })),
      ];
      break;
    }
    case 'sp-motor': {
      if (digits === '') return fail(messages.pleaseEnterTheNumber);
      const panas = expandSpMotor(digits);
      if (panas.length === 0) return fail(messages.digitNotValid);
      values = panas.map((p) => ({ bidType: 'SP Motor', digits: p, closedigits: '' }));
      break;
    }
    case 'dp-motor': {
      if (digits === '') return fail(messages.pleaseEnterTheNumber);
      if (digits.length < 2 || motorDigits(digits) === undefined)
        return fail(messages.numberNotValid(digits));
      const panas = expandDpMotor(digits);
      if (panas.length === 0) return fail(messages.dpMotorNeedsTwoDigits);
      values = panas.map((p) => ({ bidType: 'DP Motor', digits: p, closedigits: '' }));
      break;
    }
    case 'half-sangam': {
      const digitError = checkField('Half Sangam', 'digits', digits);
      const panaError = checkField('Half Sangam', 'closedigits', closedigits);
      const first = session === 'Open' ? (digitError ?? panaError) : (panaError ?? digitError);
      if (first !== undefined) return fail(first);
      values = [{ bidType: 'Half Sangam', digits, closedigits }];
      break;
    }
    case 'full-sangam': {
      const error =
        checkField('Full Sangam', 'digits', digits) ??
        checkField('Full Sangam', 'closedigits', closedigits);
      if (error !== undefined) return fail(error);
      values = [{ bidType: 'Full Sangam', digits, closedigits }];
      break;
    }
    default: {
      const bidType = info.bidType as BidType;
      const error = checkField(bidType, 'digits', digits);
      if (error !== undefined) return fail(error);
      values = [{ bidType, digits, closedigits: '' }];
    }
  }

  const pointsText = entry.points.trim();
  if (!/^[0-9]+$/.test(pointsText)) return fail(messages.pleaseEnterPoint);
  const points = Number(pointsText);
  if (points < MIN_BID_POINTS) return fail(messages.minimumBidAmount);
  const pointsMinor = points * MINOR_PER_POINT;
  if (!Number.isSafeInteger(pointsMinor * values.length) || pointsMinor > entry.balanceMinor) {
    return fail(
      screen === 'dp-motor' ? messages.insufficientBalanceDpMotor : messages.insufficientBalance,
    );
  }

  const lines = values.map((v) => ({ ...v, points, session }));
  const result: BidEntryResult = {
    ok: true,
    lines,
    totalMinor: minor(pointsMinor * lines.length),
  };
  return combinations === undefined ? result : { ...result, combinations };
}

/**
 * The Submit check of a cart: a negative displayed balance gives 'Not enough balance!' (spec
 * section 5). `balanceMinor` is the displayed balance after the cart's deductions.
 */
export function validateCartSubmit(balanceMinor: Minor): string | undefined {
  return balanceMinor < 0 ? messages.notEnoughBalance : undefined;
}

/** Sum of the lines' points, in minor units (the `totalbit` of a submission, times 100). */
export function cartTotalMinor(lines: readonly Pick<CartLine, 'points'>[]): Minor {
  return minor(lines.reduce((sum, line) => sum + line.points * MINOR_PER_POINT, 0));
}

/** A line as it arrives at the provider, before it is trusted. */
export interface SubmittedLine {
  readonly digits: string;
  readonly closedigits: string;
  readonly points: number;
  readonly session: string;
}

export type LineCheck =
  { readonly ok: true; readonly line: CartLine } | { readonly ok: false; readonly message: string };

/** A refused line (module level: the check runs on every submitted line). */
function refusedLine(message: string): LineCheck {
  return { ok: false, message };
}

/**
 * The provider's check of one submitted line: the bid type is played in that market kind, the
 * session is 'Open' or 'Close' (Starline and Gali: 'Open' only), every field holds an allowed value
 * (`allowedValues`; '' for an unused `closedigits`), points are a whole number of at least 10.
 * Messages come from `providerMessages`. Time windows and balance are the caller's to check.
 */
export function checkBidLine(
  bidType: BidType,
  line: SubmittedLine,
  marketKind: MarketKind = 'main',
): LineCheck {
  if (!BID_TYPES_BY_MARKET[marketKind].includes(bidType))
    return refusedLine(providerMessages.bidTypeNotPlayed(bidType));
  const session = SESSIONS.includes(line.session as Session)
    ? (line.session as Session)
    : undefined;
  if (session === undefined || (marketKind !== 'main' && session !== 'Open'))
    return refusedLine(providerMessages.bidSessionNotValid(line.session));
  if (!isAllowedValue(bidType, 'digits', line.digits))
    return refusedLine(providerMessages.bidDigitNotValid(line.digits));
  if (!isAllowedValue(bidType, 'closedigits', line.closedigits))
    return refusedLine(providerMessages.bidDigitNotValid(line.closedigits));
  if (!Number.isSafeInteger(line.points)) return refusedLine(providerMessages.bidPointsNotWhole);
  if (line.points < MIN_BID_POINTS) return refusedLine(providerMessages.bidPointsBelowMinimum);
  return {
    ok: true,
    line: {
      digits: line.digits,
      closedigits: line.closedigits,
      points: line.points,
      session,
    },
  };
}

// Which values a bid line may hold, the screens' Proceed check and the provider's check of each
// submitted line (docs/game-rules.md#bid-types).
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

const MIN_BID_POINTS = 10;

/** A line of `new_result.result[]`: `closedigits` is '' when the bid type has one field. */
export interface CartLine {
  readonly digits: string;
  readonly closedigits: string;
  readonly points: number;
  readonly session: Session;
}

export interface EntryLine extends CartLine {
  readonly bidType: BidType;
}

export type BidField = 'digits' | 'closedigits';

/**
 * The values a field may hold, in suggestion-list order; an empty list means the field must be ''.
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

/** What a player typed, raw, with the balance the screen shows (the wallet minus the cart). */
export interface BidEntry {
  /** Half Sangam: the digit. Full Sangam: the open pana. Motors: the typed digits. */
  readonly digits: string;
  /** Half Sangam: the pana. Full Sangam: the close pana. */
  readonly closedigits?: string;
  readonly points: string;
  readonly session: Session;
  readonly balanceMinor: Minor;
  readonly chosen?: SpDpTpChoice;
}

export type BidEntryResult =
  | {
      readonly ok: true;
      readonly lines: readonly EntryLine[];
      readonly totalMinor: Minor;
      readonly combinations?: SpDpTpLists;
    }
  | { readonly ok: false; readonly message: string };

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
 * Full Sangam is 'Open' (decided here: it is placed before the open time, and the session does not
 * change who wins).
 */
export function lineSession(screen: BidScreen, chosen: Session): Session {
  if (screen === 'jodi-digit') return 'Close';
  const { marketKind } = BID_SCREEN_INFO[screen];
  if (marketKind !== 'main' || screen === 'full-sangam') return 'Open';
  return chosen;
}

/**
 * The Proceed check: the first error in the screens' order (number fields, then points, then
 * balance), or the lines to add. It compares the typed points with the balance; a motor entry may
 * still leave the displayed balance negative, which `validateCartSubmit` refuses.
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

export function validateCartSubmit(balanceMinor: Minor): string | undefined {
  return balanceMinor < 0 ? messages.notEnoughBalance : undefined;
}

export function cartTotalMinor(lines: readonly Pick<CartLine, 'points'>[]): Minor {
  return minor(lines.reduce((sum, line) => sum + line.points * MINOR_PER_POINT, 0));
}

export interface SubmittedLine {
  readonly digits: string;
  readonly closedigits: string;
  readonly points: number;
  readonly session: string;
}

export type LineCheck =
  { readonly ok: true; readonly line: CartLine } | { readonly ok: false; readonly message: string };

/** Module level: this runs on every submitted line. */
function refusedLine(message: string): LineCheck {
  return { ok: false, message };
}

/** The provider's check of one line; windows and balance are the caller's to check. */
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

import { AMOUNT_STATUS, WITHDRAW_REQUEST_STATUS } from '@matka/shared/contract';
import { messages } from '@matka/shared/messages';
import { panaKind } from '@matka/shared/rules';

/** The colour family of a history card (spec section 2: "Card colour by pana type"). */
export type HistoryTone = 'digit' | 'jodi' | 'single' | 'double' | 'triple' | 'sangam' | 'other';

const TONE_BY_LABEL: Readonly<Record<string, HistoryTone>> = {
  'Single Digit': 'digit',
  'Left Digit': 'digit',
  'Right Digit': 'digit',
  'Jodi Digit': 'jodi',
  'Half Sangam': 'sangam',
  'Full Sangam': 'sangam',
  'Single Pana': 'single',
  'SP Motor': 'single',
  'Double Pana': 'double',
  'DP Motor': 'double',
  'Triple Pana': 'triple',
};

const PANA_LABELS = new Set(['Single Pana', 'Double Pana', 'Triple Pana', 'SP Motor', 'DP Motor']);

/**
 * The card colour of a bid or win by its `pana` (the bid type label). A pana line is coloured by
 * what its three digits are (single, double or triple pana), so an SP/DP Motor line or a provider
 * label we do not know still gets the colour of its pana; unknown labels otherwise fall back to
 * `other`.
 */
export function historyTone(pana: string, digits: string): HistoryTone {
  const label = TONE_BY_LABEL[pana];
  if (label === undefined || PANA_LABELS.has(pana)) {
    const kind = panaKind(digits);
    if (kind !== undefined) return kind;
  }
  return label ?? 'other';
}

/** Withdraw request status: '0' Pending, '1' Cancelled, '2' Approved, else Unknown (spec section 4). */
export function requestStatusLabel(status: string): string {
  switch (status) {
    case WITHDRAW_REQUEST_STATUS.pending:
      return messages.withdrawStatusPending;
    case WITHDRAW_REQUEST_STATUS.cancelled:
      return messages.withdrawStatusCancelled;
    case WITHDRAW_REQUEST_STATUS.approved:
      return messages.withdrawStatusApproved;
    default:
      return messages.withdrawStatusUnknown;
  }
}

/** 'Pending' / 'Cancelled' / 'Approved' / 'Unknown' as a CSS modifier. */
export function statusTone(status: string): 'pending' | 'cancelled' | 'approved' | 'unknown' {
  switch (status) {
    case WITHDRAW_REQUEST_STATUS.pending:
      return 'pending';
    case WITHDRAW_REQUEST_STATUS.cancelled:
      return 'cancelled';
    case WITHDRAW_REQUEST_STATUS.approved:
      return 'approved';
    default:
      return 'unknown';
  }
}

/** A passbook line's `amount_status`: '0' Pending, '1' Approved, '2' Cancelled, else Unknown. */
export function amountStatusLabel(status: string): string {
  switch (status) {
    case AMOUNT_STATUS.pending:
      return messages.withdrawStatusPending;
    case AMOUNT_STATUS.approved:
      return messages.withdrawStatusApproved;
    case AMOUNT_STATUS.cancelled:
      return messages.withdrawStatusCancelled;
    default:
      return messages.withdrawStatusUnknown;
  }
}

/** A passbook line's `amount_status` as a CSS modifier, the same tones as the requests'. */
export function amountStatusTone(status: string): 'pending' | 'cancelled' | 'approved' | 'unknown' {
  switch (status) {
    case AMOUNT_STATUS.pending:
      return 'pending';
    case AMOUNT_STATUS.approved:
      return 'approved';
    case AMOUNT_STATUS.cancelled:
      return 'cancelled';
    default:
      return 'unknown';
  }
}

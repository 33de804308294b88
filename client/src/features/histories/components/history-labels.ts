import { AMOUNT_STATUS, WITHDRAW_REQUEST_STATUS } from '@matka/shared/contract';
import { messages } from '@matka/shared/messages';
import { panaKind } from '@matka/shared/rules';

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

/** A pana line by its digits, so a Motor line or an unknown label gets its pana's colour. */
export function historyTone(pana: string, digits: string): HistoryTone {
  const label = TONE_BY_LABEL[pana];
  if (label === undefined || PANA_LABELS.has(pana)) {
    const kind = panaKind(digits);
    if (kind !== undefined) return kind;
  }
  return label ?? 'other';
}

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

/** Not the withdraw requests' codes: '1' is Approved here. */
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

// Withdraw, transfer and add-money forms: each returns its first message, or undefined. Typed
// amounts are whole points; limits and balances minor units.
import { messages } from '../messages';
import { isInsideWithdrawWindow } from '../time/windows';
import type { Minor } from './money';
import { formatPoints, MINOR_PER_POINT } from './money';
import { validatePhone } from './phone';

/** Exactly 100 is accepted, whatever 'Points Must be More than 100' says. */
export const MIN_TRANSFER_POINTS = 100;

export function withdrawStatusLabel(status: string | number | null | undefined): string {
  switch (String(status)) {
    case '0':
      return messages.withdrawStatusPending;
    case '1':
      return messages.withdrawStatusCancelled;
    case '2':
      return messages.withdrawStatusApproved;
    default:
      return messages.withdrawStatusUnknown;
  }
}

export function parseWholePointsMinor(text: string): Minor | undefined {
  const trimmed = text.trim();
  if (!/^[0-9]+$/.test(trimmed)) return undefined;
  const value = Number(trimmed) * MINOR_PER_POINT;
  return Number.isSafeInteger(value) ? (value as Minor) : undefined;
}

export interface WithdrawForm {
  readonly amount: string;
  readonly balanceMinor: Minor;
  readonly minWithdrawalMinor: Minor;
  readonly method: string | number | undefined;
  readonly withdrawOpenTime: string;
  readonly withdrawCloseTime: string;
  readonly nowMs: number;
}

/**
 * The withdraw window is inclusive, by the IST clock (docs/game-rules.md#market-days-and-windows).
 */
export function validateWithdraw(form: WithdrawForm): string | undefined {
  const amountMinor = parseWholePointsMinor(form.amount);
  if (amountMinor === undefined) return messages.amountRequired;
  if (amountMinor > form.balanceMinor) return messages.walletLimitExceeded;
  if (amountMinor < form.minWithdrawalMinor)
    return messages.minWithdrawAmount(formatPoints(form.minWithdrawalMinor));
  if (form.method === undefined || String(form.method).trim() === '')
    return messages.selectPaymentMethod;
  if (!isInsideWithdrawWindow(form.withdrawOpenTime, form.withdrawCloseTime, form.nowMs))
    return messages.withdrawOutsideHours;
  return undefined;
}

export interface TransferForm {
  readonly phone: string;
  readonly ownPhone: string;
  readonly points: string;
  readonly balanceMinor: Minor;
}

export function validateTransfer(form: TransferForm): string | undefined {
  const phoneError = validatePhone(form.phone, 'transfer');
  if (phoneError !== undefined) return phoneError;
  if (form.phone === form.ownPhone.trim()) return messages.transferOwnNumber;
  const pointsMinor = parseWholePointsMinor(form.points);
  if (pointsMinor === undefined) return messages.pointsRequired;
  if (pointsMinor < MIN_TRANSFER_POINTS * MINOR_PER_POINT) return messages.transferMinimum;
  if (pointsMinor > form.balanceMinor) return messages.notEnoughPoints;
  return undefined;
}

export interface DepositForm {
  readonly amount: string;
  /** Missing means 0. */
  readonly minDepositMinor: Minor;
  readonly method: string | undefined;
}

export function validateDeposit(form: DepositForm): string | undefined {
  const amountMinor = parseWholePointsMinor(form.amount);
  if (amountMinor === undefined || amountMinor === 0 || amountMinor < form.minDepositMinor)
    return messages.minAmountToAdd(formatPoints(form.minDepositMinor));
  if (form.method === undefined || form.method.trim() === '') return messages.selectPaymentMethod;
  return undefined;
}

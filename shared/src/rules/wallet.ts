/**
 * Wallet forms (spec section 5): withdraw, transfer and UPI add-money, each returning its first
 * message in the spec's order, or undefined when the form may be sent. Amounts are typed in whole
 * points; limits and balances are minor units. Pure: the clock reading is an argument.
 */
import { messages } from '../messages';
import { isInsideWithdrawWindow } from '../time/windows';
import type { Minor } from './money';
import { formatPoints, MINOR_PER_POINT } from './money';
import { validatePhone } from './phone';

/** Transfers below this many points are refused (spec section 5: exactly 100 is accepted). */
export const MIN_TRANSFER_POINTS = 100;

/** The label of a withdraw request's `request_status` (spec section 4). */
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

/** Typed whole points to minor units; undefined unless the text is digits only. */
export function parseWholePointsMinor(text: string): Minor | undefined {
  const trimmed = text.trim();
  if (!/^[0-9]+$/.test(trimmed)) return undefined;
  const value = Number(trimmed) * MINOR_PER_POINT;
  return Number.isSafeInteger(value) ? (value as Minor) : undefined;
}

export interface WithdrawForm {
  readonly amount: string;
  readonly balanceMinor: Minor;
  /** `min_withdrawal` from the dashboard. */
  readonly minWithdrawalMinor: Minor;
  /** The chosen payment method; blank or undefined when none. */
  readonly method: string | number | undefined;
  readonly withdrawOpenTime: string;
  readonly withdrawCloseTime: string;
  readonly nowMs: number;
}

/**
 * Withdraw: 'Amount is required!' (blank or not whole points), above the balance 'Wallet Limit
 * Exceeded', below `min_withdrawal` 'Min amt is {min}', no method 'Please select a payment
 * method', outside the inclusive withdraw window (IST) 'Withdrawals are only allowed during
 * specified hours.'
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
  /** The signed-in player's mobile. */
  readonly ownPhone: string;
  readonly points: string;
  readonly balanceMinor: Minor;
}

/**
 * Transfer: the phone (transfer wording), not the player's own number 'Don't Use Your Own Phone
 * No.', 'Points is required!' (blank or not whole points), below 100 'Points Must be More than
 * 100' (100 itself passes, as the spec notes), above the wallet 'Not Enough Points'.
 */
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
  /** `min_amt` of the last fund request detail (missing means 0). */
  readonly minDepositMinor: Minor;
  readonly method: string | undefined;
}

/**
 * UPI add money: an amount below the minimum deposit (or blank, or not whole points) 'Minimum
 * amount to add is {min}', no method 'Please select a payment method'.
 */
export function validateDeposit(form: DepositForm): string | undefined {
  const amountMinor = parseWholePointsMinor(form.amount);
  if (amountMinor === undefined || amountMinor === 0 || amountMinor < form.minDepositMinor)
    return messages.minAmountToAdd(formatPoints(form.minDepositMinor));
  if (form.method === undefined || form.method.trim() === '') return messages.selectPaymentMethod;
  return undefined;
}

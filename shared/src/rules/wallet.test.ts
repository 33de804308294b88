import { describe, expect, it } from 'vitest';
import { istTimeOnDate } from '../time/ist';
import { minor } from './money';
import type { WithdrawForm } from './wallet';
import { validateDeposit, validateTransfer, validateWithdraw, withdrawStatusLabel } from './wallet';

const at = (hours: number, minutes = 0) => istTimeOnDate('2026-11-22', hours * 60 + minutes);

describe('validateWithdraw', () => {
  const form: WithdrawForm = {
    amount: '500',
    balanceMinor: minor(100_000),
    minWithdrawalMinor: minor(50_000),
    method: '2',
    withdrawOpenTime: '10:00 AM',
    withdrawCloseTime: '06:00 PM',
    nowMs: at(12),
  };

  it.each([
    [{ amount: '' }, 'Amount is required!'],
    [{ amount: 'abc' }, 'Amount is required!'],
    [{ amount: '1001' }, 'Wallet Limit Exceeded'],
    [{ amount: '1001', method: undefined, nowMs: at(3) }, 'Wallet Limit Exceeded'],
    [{ amount: '499' }, 'Min amt is 500'],
    [{ amount: '499', minWithdrawalMinor: minor(49_950) }, 'Min amt is 499.50'],
    [{ method: '' }, 'Please select a payment method'],
    [{ method: undefined, nowMs: at(3) }, 'Please select a payment method'],
    [{ nowMs: at(9, 59) }, 'Withdrawals are only allowed during specified hours.'],
    [{ nowMs: at(18, 1) }, 'Withdrawals are only allowed during specified hours.'],
    [{ nowMs: at(10, 0) }, undefined],
    [{ nowMs: at(18, 0) }, undefined],
    [{ amount: '1000' }, undefined],
    [{ amount: '500' }, undefined],
  ])('%j -> %s', (over, expected) => {
    expect(validateWithdraw({ ...form, ...over })).toBe(expected);
  });
});

describe('validateTransfer', () => {
  const form = {
    phone: '9876543210',
    ownPhone: '9123456789',
    points: '100',
    balanceMinor: minor(50_000),
  };
  it.each([
    [{ phone: '' }, 'Phone No is required!'],
    [{ phone: '12345' }, 'Phone.No is not Valid!'],
    [{ phone: '9123456789' }, "Don't Use Your Own Phone No."],
    [{ points: '' }, 'Points is required!'],
    [{ points: '99' }, 'Points Must be More than 100'],
    [{ points: '100' }, undefined],
    [{ points: '500' }, undefined],
    [{ points: '501' }, 'Not Enough Points'],
  ])('%j -> %s', (over, expected) => {
    expect(validateTransfer({ ...form, ...over })).toBe(expected);
  });
});

describe('validateDeposit', () => {
  const form = { amount: '300', minDepositMinor: minor(30_000), method: 'PhonePe' };
  it.each([
    [{ amount: '' }, 'Minimum amount to add is 300'],
    [{ amount: '299' }, 'Minimum amount to add is 300'],
    [{ amount: '0', minDepositMinor: minor(0) }, 'Minimum amount to add is 0'],
    [{ method: undefined }, 'Please select a payment method'],
    [{ method: '' }, 'Please select a payment method'],
    [{}, undefined],
    [{ amount: '10', minDepositMinor: minor(0) }, undefined],
  ])('%j -> %s', (over, expected) => {
    expect(validateDeposit({ ...form, ...over })).toBe(expected);
  });
});

describe('withdrawStatusLabel', () => {
  it.each([
    ['0', 'Pending'],
    [1, 'Cancelled'],
    ['2', 'Approved'],
    ['7', 'Unknown'],
    [null, 'Unknown'],
  ])('%j -> %s', (status, label) => {
    expect(withdrawStatusLabel(status)).toBe(label);
  });
});

import { describe, expect, it } from 'vitest';
import { messages, providerMessages } from './index';

describe('templated messages', () => {
  it('fill in the spec wording', () => {
    expect(messages.numberNotValid('123')).toBe('Number 123 is not valid');
    expect(messages.biddingClosedFor('Jodi Digit')).toBe('Bidding is closed for Jodi Digit');
    expect(messages.minAmountToAdd(300)).toBe('Minimum amount to add is 300');
    expect(messages.minWithdrawAmount('500')).toBe('Min amt is 500');
    expect(messages.minimumDeposit(300)).toBe('Minimum deposit: ₹300');
    expect(messages.errorRegistering('timeout')).toBe('Error registering: timeout');
  });

  it('keep the per-screen variants apart', () => {
    expect(new Set([messages.insufficientBalance, messages.insufficientBalanceDpMotor]).size).toBe(
      2,
    );
    expect(
      new Set([
        messages.phoneNotValid,
        messages.upiPhoneNotValid,
        messages.transferPhoneNotValid,
        messages.forgotPhoneNotValid,
      ]).size,
    ).toBe(4);
  });

  it('are never empty', () => {
    for (const group of [messages, providerMessages])
      for (const value of Object.values(group)) {
        const text =
          typeof value === 'function' ? (value as (...args: string[]) => string)('x', 'y') : value;
        expect(text.trim()).not.toBe('');
      }
  });
});

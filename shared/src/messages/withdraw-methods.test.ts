import { describe, expect, it } from 'vitest';
import { consoleMessages } from './console';
import { withdrawMethodLabels, withdrawMethodOfLabel } from './withdraw-methods';

describe('withdraw method names', () => {
  it('name the spec codes in the testers console (spec section 9: 2 Google Pay, 3 Paytm, 4 PhonePe)', () => {
    expect(['2', '3', '4', '1'].map(consoleMessages.withdrawMethodName)).toEqual([
      'Google Pay',
      'Paytm',
      'PhonePe',
      '1',
    ]);
  });

  it('lead back from each name to its method', () => {
    for (const [key, label] of Object.entries(withdrawMethodLabels)) {
      expect(withdrawMethodOfLabel(label)).toBe(key);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { consoleMessages } from './console';
import { withdrawMethodByLabel, withdrawMethodLabels } from './withdraw-methods';

describe('withdraw method names', () => {
  it('name the spec codes in the testers console (spec section 9: 2 Google Pay, 3 Paytm, 4 PhonePe)', () => {
    expect(consoleMessages.withdrawMethods).toEqual({
      '2': 'Google Pay',
      '3': 'Paytm',
      '4': 'PhonePe',
    });
  });

  it('lead back from each name to its method', () => {
    for (const [key, label] of Object.entries(withdrawMethodLabels)) {
      expect(withdrawMethodByLabel[label]).toBe(key);
    }
  });
});

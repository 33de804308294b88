import { describe, expect, it } from 'vitest';
import { PAYMENT_METHOD } from '../contract/request';
import { withdrawMethodLabels, withdrawMethodName, withdrawMethodOfLabel } from './index';

describe('withdraw method names', () => {
  it('name the spec codes (2 Google Pay, 3 Paytm, 4 PhonePe), and an unknown code as itself', () => {
    expect(['2', '3', '4', '1'].map((code) => withdrawMethodName(code, PAYMENT_METHOD))).toEqual([
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

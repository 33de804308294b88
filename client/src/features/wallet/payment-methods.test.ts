import { minor } from '@matka/shared/rules';
import { describe, expect, it } from 'vitest';
import {
  buildUpiPayLink,
  pointsWithTwoDecimals,
  upiDetailsFor,
  withdrawMethodChoices,
  withdrawMethodChoicesFromList,
} from './payment-methods';

const SPEC_CODES = { googlePay: '2', paytm: '3', phonePe: '4' } as const;
/** balajimatka's codes (docs/decisions/009): 2 Paytm, 3 Google Pay, 4 PhonePe. */
const OTHER_CODES = { paytm: '2', googlePay: '3', phonePe: '4' } as const;

describe('buildUpiPayLink', () => {
  it('builds the upi://pay link with every value URL-encoded', () => {
    const link = buildUpiPayLink({
      payeeAddress: 'matka.mock@upi',
      payeeName: 'Demo Player',
      amountMinor: minor(25_000),
      nowMs: 1_795_000_000_000,
    });
    expect(link).toBe(
      'upi://pay?pa=matka.mock%40upi&pn=Demo%20Player&am=250.00&cu=INR&tn=Add%20Funds&tr=txn1795000000000',
    );
  });

  it('writes the amount with exactly two decimals', () => {
    expect(pointsWithTwoDecimals(minor(100))).toBe('1.00');
    expect(pointsWithTwoDecimals(minor(14_250))).toBe('142.50');
    expect(pointsWithTwoDecimals(minor(7))).toBe('0.07');
  });
});

describe('upiDetailsFor', () => {
  it('fills only the number of the chosen method (1 Paytm, 2 Google Pay, 3 PhonePe)', () => {
    expect(upiDetailsFor('Paytm', '9000000001')).toEqual({
      upi_type: '1',
      paytm_no: '9000000001',
      google_pay_no: '',
      phon_pay_no: '',
    });
    expect(upiDetailsFor('GPay', '9000000002')).toEqual({
      upi_type: '2',
      paytm_no: '',
      google_pay_no: '9000000002',
      phon_pay_no: '',
    });
    expect(upiDetailsFor('PhonePe', '9000000003')).toEqual({
      upi_type: '3',
      paytm_no: '',
      google_pay_no: '',
      phon_pay_no: '9000000003',
    });
  });
});

describe('withdrawMethodChoices', () => {
  it('offers the saved numbers with codes 2 Google Pay, 3 Paytm, 4 PhonePe', () => {
    expect(
      withdrawMethodChoices(
        {
          google_pay_number: '9000000002',
          paytm_number: ' ',
          phone_pay_number: '9000000004',
        },
        SPEC_CODES,
      ),
    ).toEqual([
      { code: '2', label: 'Google Pay', number: '9000000002' },
      { code: '4', label: 'PhonePe', number: '9000000004' },
    ]);
    expect(
      withdrawMethodChoices(
        { google_pay_number: '', paytm_number: '', phone_pay_number: '' },
        SPEC_CODES,
      ),
    ).toEqual([]);
  });

  it("sends the provider's codes where config.json gives others", () => {
    expect(
      withdrawMethodChoices(
        { google_pay_number: '9000000002', paytm_number: '9000000003', phone_pay_number: '' },
        OTHER_CODES,
      ),
    ).toEqual([
      { code: '3', label: 'Google Pay', number: '9000000002' },
      { code: '2', label: 'Paytm', number: '9000000003' },
    ]);
  });
});

describe('withdrawMethodChoicesFromList', () => {
  it("offers the provider's listed methods by code, never bank, never an empty number", () => {
    const list = [
      { type: '1', value: '1234567890123', name: 'Bank Account' },
      { type: '2', value: '9000000003', name: 'Paytm' },
      { type: '4', value: ' ', name: 'PhonePe' },
      { type: '3', value: '9000000002', name: 'GooglePay' },
    ];
    expect(withdrawMethodChoicesFromList(list, OTHER_CODES)).toEqual([
      { code: '2', label: 'Paytm', number: '9000000003' },
      { code: '3', label: 'Google Pay', number: '9000000002' },
    ]);
    // The same list read with the spec's codes names the methods by those codes.
    expect(withdrawMethodChoicesFromList(list, SPEC_CODES).map((choice) => choice.label)).toEqual([
      'Google Pay',
      'Paytm',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { ProviderSectionSchema, SPEC_WITHDRAW_METHODS } from './provider-config';

describe('the config.json provider section', () => {
  it("takes balajimatka's section (docs/decisions/009)", () => {
    const section = {
      paths: {
        apiGalidisawarGame: 'api-galidisswar-game',
        apiGetHeadline: null,
        apiUserPaymentMethodList: 'index.php/api-user-payment-method-list',
      },
      withdrawMethods: { paytm: '2', googlePay: '3', phonePe: '4' },
    };
    expect(ProviderSectionSchema.parse(section)).toEqual(section);
    expect(ProviderSectionSchema.parse({})).toEqual({});
  });

  it('names an unknown endpoint, a path that leaves the base URL and a repeated code', () => {
    const problems = (raw: unknown) =>
      ProviderSectionSchema.safeParse(raw).error?.issues.map((issue) => issue.path.join('.'));
    expect(problems({ paths: { apiGaliGame: 'x' } })).toEqual(['paths']);
    expect(problems({ paths: { apiGetHeadline: '/api-get-headline' } })).toEqual([
      'paths.apiGetHeadline',
    ]);
    expect(problems({ paths: { apiGetHeadline: 'a/../../admin' } })).toEqual([
      'paths.apiGetHeadline',
    ]);
    expect(problems({ paths: { apiGetHeadline: '' } })).toEqual(['paths.apiGetHeadline']);
    expect(problems({ withdrawMethods: { paytm: '2', googlePay: '2', phonePe: '4' } })).toEqual([
      'withdrawMethods',
    ]);
    expect(problems({ withdrawMethods: { paytm: '1', googlePay: '2', phonePe: '4' } })).toEqual([
      'withdrawMethods.paytm',
    ]);
    expect(problems({ withdrawMethods: { googlePay: '2', paytm: '3' } })).toEqual([
      'withdrawMethods.phonePe',
    ]);
    expect(problems({ path: {} })).toEqual(['']);
  });

  it("defaults to the spec's withdraw codes", () => {
    expect(SPEC_WITHDRAW_METHODS).toEqual({ googlePay: '2', paytm: '3', phonePe: '4' });
  });
});

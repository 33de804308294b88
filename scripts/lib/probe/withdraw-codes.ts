import type { WithdrawMethods } from '@matka/shared/contract';

/**
 * The provider's withdraw method codes, read from its payment-method list (`type`, `value`, `name`
 * per saved number): each listed method is known by its name, or else by its number matching one of
 * the player's saved numbers (`api-get-user-payment-details`). Codes are 2, 3 and 4 (1 is the bank,
 * which the client never sends), so two known codes give the third.
 */

export interface CodesFound {
  /** All three, or undefined when the list did not tell enough. */
  readonly methods: WithdrawMethods | undefined;
  readonly notes: readonly string[];
}

type Method = keyof WithdrawMethods;

const NAME_PATTERNS: readonly [Method, RegExp][] = [
  ['paytm', /pay\s*tm/i],
  ['googlePay', /google|g\s*pay/i],
  ['phonePe', /phone\s*pe|phone\s*pay/i],
];

/** Saved-number fields of the payment details, per method. */
const DETAIL_FIELDS: Record<Method, string> = {
  paytm: 'paytm_number',
  googlePay: 'google_pay_number',
  phonePe: 'phone_pay_number',
};

const CODES = ['2', '3', '4'] as const;
type Code = (typeof CODES)[number];

function rowsOf(
  answer: Record<string, unknown> | undefined,
  key: string,
): Record<string, unknown>[] {
  const value = answer?.[key];
  if (Array.isArray(value))
    return value.filter(
      (row): row is Record<string, unknown> => typeof row === 'object' && row !== null,
    );
  return typeof value === 'object' && value !== null ? [value as Record<string, unknown>] : [];
}

function methodOf(
  row: Record<string, unknown>,
  details: Record<string, unknown> | undefined,
): Method | undefined {
  const name = String(row['name'] ?? '');
  const byName = NAME_PATTERNS.find(([, pattern]) => pattern.test(name))?.[0];
  if (byName !== undefined) return byName;
  const value = String(row['value'] ?? '');
  if (value === '' || details === undefined) return undefined;
  const byNumber = (Object.keys(DETAIL_FIELDS) as Method[]).filter(
    (method) => String(details[DETAIL_FIELDS[method]] ?? '') === value,
  );
  return byNumber.length === 1 ? byNumber[0] : undefined;
}

export function withdrawCodes(
  list: Record<string, unknown> | undefined,
  paymentDetails: Record<string, unknown> | undefined,
): CodesFound {
  if (list === undefined) return { methods: undefined, notes: [] };
  const details = rowsOf(paymentDetails, 'payment_details')[0];
  const known: Partial<Record<Method, Code>> = {};
  for (const row of rowsOf(list, 'result')) {
    const code = CODES.find((c) => c === String(row['type'] ?? ''));
    if (code === undefined) continue;
    const method = methodOf(row, details);
    if (method !== undefined) known[method] = code;
  }
  const methods = Object.keys(known) as Method[];
  const unknown = (['paytm', 'googlePay', 'phonePe'] as const).filter(
    (m) => known[m] === undefined,
  );
  const freeCodes = CODES.filter((code) => !Object.values(known).includes(code));
  if (unknown.length === 1 && freeCodes.length === 1) known[unknown[0] as Method] = freeCodes[0];
  if (known.paytm === undefined || known.googlePay === undefined || known.phonePe === undefined)
    return {
      methods: undefined,
      notes: [
        `withdraw method codes not known (${methods.length} of 3 methods listed): save a number for each method on the test account and probe again`,
      ],
    };
  return {
    methods: { paytm: known.paytm, googlePay: known.googlePay, phonePe: known.phonePe },
    notes: [],
  };
}

import type {
  PaymentDetails,
  PaymentMethod,
  UPI_TYPE,
  WithdrawMethods,
} from '@matka/shared/contract';
import { englishMessages, messages, withdrawMethodLabels } from '@matka/shared/messages';
import { MINOR_PER_POINT, type Minor } from '@matka/shared/rules';

/** In the spec's order. */
export const UPI_WITHDRAW_METHODS = [
  { option: 'Paytm', upiType: '1' },
  { option: 'GPay', upiType: '2' },
  { option: 'PhonePe', upiType: '3' },
] as const satisfies readonly {
  option: string;
  upiType: (typeof UPI_TYPE)[keyof typeof UPI_TYPE];
}[];

export type UpiWithdrawOption = (typeof UPI_WITHDRAW_METHODS)[number]['option'];

export function isUpiWithdrawOption(value: unknown): value is UpiWithdrawOption {
  return UPI_WITHDRAW_METHODS.some((method) => method.option === value);
}

/** Only that method's number filled. */
export function upiDetailsFor(option: UpiWithdrawOption, number: string) {
  const method =
    UPI_WITHDRAW_METHODS.find((entry) => entry.option === option) ?? UPI_WITHDRAW_METHODS[0];
  return {
    upi_type: method.upiType,
    paytm_no: method.upiType === '1' ? number : '',
    google_pay_no: method.upiType === '2' ? number : '',
    phon_pay_no: method.upiType === '3' ? number : '',
  };
}

export type WithdrawMethodCode = WithdrawMethods[keyof WithdrawMethods];

export interface WithdrawMethodChoice {
  readonly code: WithdrawMethodCode;
  readonly label: string;
  readonly number: string;
}

const METHOD_ORDER = ['googlePay', 'paytm', 'phonePe'] as const;

/** With this provider's method codes (config.json `provider.withdrawMethods`). */
export function withdrawMethodChoices(
  details: PaymentDetails,
  codes: WithdrawMethods,
): WithdrawMethodChoice[] {
  const numbers = {
    googlePay: details.google_pay_number,
    paytm: details.paytm_number,
    phonePe: details.phone_pay_number,
  };
  return METHOD_ORDER.map((method) => ({
    code: codes[method],
    label: withdrawMethodLabels[method],
    number: numbers[method].trim(),
  })).filter((choice) => choice.number !== '');
}

/** Only codes of the method table: bank (`'1'` on some providers) is no payout (decision 009). */
export function withdrawMethodChoicesFromList(
  list: readonly PaymentMethod[],
  codes: WithdrawMethods,
): WithdrawMethodChoice[] {
  const choices: WithdrawMethodChoice[] = [];
  for (const entry of list) {
    const method = METHOD_ORDER.find((name) => codes[name] === entry.type);
    const number = entry.value.trim();
    if (method === undefined || number === '') continue;
    choices.push({ code: codes[method], label: withdrawMethodLabels[method], number });
  }
  return choices;
}

/** One payee address serves all four. */
export const UPI_PAY_OPTIONS = ['PhonePe', 'Google Pay', 'Paytm', 'Other UPI Gateway'] as const;
export type UpiPayOption = (typeof UPI_PAY_OPTIONS)[number];

/** The apps' own names are not translated. */
export function upiPayOptionName(option: UpiPayOption): string {
  return option === 'Other UPI Gateway' ? messages.otherUpiGateway : option;
}

export interface UpiPayLinkInput {
  readonly payeeAddress: string;
  readonly payeeName: string;
  readonly amountMinor: Minor;
  /** The transaction reference is 'txn' plus this. */
  readonly nowMs: number;
}

/** 14250 -> '142.50'. */
export function pointsWithTwoDecimals(amountMinor: Minor): string {
  const whole = Math.floor(amountMinor / MINOR_PER_POINT);
  const fraction = amountMinor % MINOR_PER_POINT;
  return `${whole}.${String(fraction).padStart(2, '0')}`;
}

export function buildUpiPayLink(input: UpiPayLinkInput): string {
  const params: [string, string][] = [
    ['pa', input.payeeAddress],
    ['pn', input.payeeName],
    ['am', pointsWithTwoDecimals(input.amountMinor)],
    ['cu', 'INR'],
    // The note goes to the UPI app and the payee: English whatever the screen's language.
    ['tn', englishMessages.upiPaymentNote],
    ['tr', `txn${input.nowMs}`],
  ];
  return `upi://pay?${params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')}`;
}

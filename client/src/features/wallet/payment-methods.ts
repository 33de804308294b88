import type {
  PaymentDetails,
  PaymentMethod,
  UPI_TYPE,
  WithdrawMethods,
} from '@matka/shared/contract';
import { englishMessages, messages, withdrawMethodLabels } from '@matka/shared/messages';
import { MINOR_PER_POINT, type Minor } from '@matka/shared/rules';

/** The UPI withdraw methods of Wallet Management, in the spec's order (section 2): Paytm, GPay, PhonePe. */
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

/**
 * The `api-add-user-upi-details` fields for one number: `upi_type` ('1' Paytm, '2' Google Pay,
 * '3' PhonePe) and only that method's number filled (spec section 7).
 */
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

/**
 * The saved numbers a withdrawal can go to (api-get-user-payment-details), in the spec's order
 * Google Pay, Paytm, PhonePe, with this provider's codes (spec section 9: 2, 3, 4; config.json
 * `provider.withdrawMethods`).
 */
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

/**
 * The provider's own list of withdraw methods (api-user-payment-method-list), in its order. Only
 * codes of the method table are offered: bank (`'1'` on some providers) cannot be paid out there
 * (docs/decisions/009).
 */
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

/** The UPI PAY options (spec section 9 "Payment options"); one payee address serves all four. */
export const UPI_PAY_OPTIONS = ['PhonePe', 'Google Pay', 'Paytm', 'Other UPI Gateway'] as const;
export type UpiPayOption = (typeof UPI_PAY_OPTIONS)[number];

/** An option's name on screen: the apps' own names, the last one in the language on screen. */
export function upiPayOptionName(option: UpiPayOption): string {
  return option === 'Other UPI Gateway' ? messages.otherUpiGateway : option;
}

export interface UpiPayLinkInput {
  readonly payeeAddress: string;
  /** The signed-in player's username. */
  readonly payeeName: string;
  readonly amountMinor: Minor;
  /** Epoch ms from the injected clock; the transaction reference is 'txn' plus this. */
  readonly nowMs: number;
}

/** Minor units as points with exactly two decimals: 10000 -> '100.00', 14250 -> '142.50'. */
export function pointsWithTwoDecimals(amountMinor: Minor): string {
  const whole = Math.floor(amountMinor / MINOR_PER_POINT);
  const fraction = amountMinor % MINOR_PER_POINT;
  return `${whole}.${String(fraction).padStart(2, '0')}`;
}

/**
 * The UPI payment link (spec section 7): payee address, payee name, amount with 2 decimals, INR,
 * note 'Add Funds', reference 'txn' + timestamp; every value URL-encoded.
 */
export function buildUpiPayLink(input: UpiPayLinkInput): string {
  const params: [string, string][] = [
    ['pa', input.payeeAddress],
    ['pn', input.payeeName],
    ['am', pointsWithTwoDecimals(input.amountMinor)],
    ['cu', 'INR'],
    // The note goes to the UPI app and the payee: the spec's English whatever the screen's language.
    ['tn', englishMessages.upiPaymentNote],
    ['tr', `txn${input.nowMs}`],
  ];
  return `upi://pay?${params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')}`;
}

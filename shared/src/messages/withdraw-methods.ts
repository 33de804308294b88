/** The withdraw methods' names (spec section 9 "Withdraw method codes"), keyed by method. */
export const withdrawMethodLabels = {
  googlePay: 'Google Pay',
  paytm: 'Paytm',
  phonePe: 'PhonePe',
} as const;

export type WithdrawMethodKey = keyof typeof withdrawMethodLabels;
export type WithdrawMethodLabel = (typeof withdrawMethodLabels)[WithdrawMethodKey];

/** A withdraw method's key from its name (the play scripts name methods as the player reads them). */
export const withdrawMethodByLabel = Object.fromEntries(
  Object.entries(withdrawMethodLabels).map(([key, label]) => [label, key]),
) as Readonly<Record<WithdrawMethodLabel, WithdrawMethodKey>>;

/** The withdraw methods' names (spec section 9 "Withdraw method codes"), keyed by method. */
export const withdrawMethodLabels = {
  googlePay: 'Google Pay',
  paytm: 'Paytm',
  phonePe: 'PhonePe',
} as const;

export type WithdrawMethodKey = keyof typeof withdrawMethodLabels;
export type WithdrawMethodLabel = (typeof withdrawMethodLabels)[WithdrawMethodKey];

/**
 * A withdraw method's key from its name (the play scripts name methods as the player reads them).
 * A function, not a table built at load: the client bundles this module, and a table built by a
 * call at load could not be left out of it.
 */
export function withdrawMethodOfLabel(label: WithdrawMethodLabel): WithdrawMethodKey {
  const keys = Object.keys(withdrawMethodLabels) as WithdrawMethodKey[];
  const key = keys.find((candidate) => withdrawMethodLabels[candidate] === label);
  if (key === undefined) throw new Error(`No withdraw method named ${label}`);
  return key;
}

import {
  endpoints,
  type EndpointName,
  type ProviderSectionSchema,
  type WithdrawMethods,
} from '@matka/shared/contract';
import type { z } from 'zod/mini';

/**
 * Where the lenient profile serves each endpoint, and its withdraw method codes: those of the
 * provider it plays (balajimatka, docs/decisions/009). The same object is the `provider` section of
 * the `config.json` the mock hands a client it serves in this profile.
 */

/**
 * The paths that differ from the spec's (`null` would be an endpoint the provider lacks: a 404
 * page). The spec's calls balajimatka lacks (`api-get-qr-pay`, `api-get-headline`,
 * `apiGetawayStatus`, `api-money-deposit-withdrawal-rule`) are served too: other deployments of the
 * same script add them (`provider-api.ts`).
 */
const LENIENT_PATHS = {
  apiGalidisawarGame: 'api-galidisswar-game',
  apiGalidisawarGameRates: 'api-galidisswar-game-rates',
  apiGalidisawarSubmitBid: 'api-galidisswar-submit-bid',
  apiGalidisawarBidHistoryData: 'api-galidisswar-bid-history-data',
  apiGalidisawarWiningHistoryData: 'api-galidisswar-wining-history-data',
  apiUserPaymentMethodList: 'api-user-payment-method-list',
} as const satisfies Partial<Record<EndpointName, string | null>>;

/** The withdraw `payment_method` codes: 2 Paytm, 3 Google Pay, 4 PhonePe (the spec swaps 2 and 3); 1 is the bank. */
export const LENIENT_WITHDRAW_METHODS = {
  paytm: '2',
  googlePay: '3',
  phonePe: '4',
} as const satisfies WithdrawMethods;

/** The code of a withdrawal to the bank account, listed but never paid out. */
export const BANK_WITHDRAW_METHOD = '1';

/** The `provider` section of config.json for a client of the lenient profile. */
export const LENIENT_PROVIDER_SECTION: z.input<typeof ProviderSectionSchema> = {
  paths: LENIENT_PATHS,
  withdrawMethods: LENIENT_WITHDRAW_METHODS,
};

/** The path the lenient profile serves an endpoint at, or null when it answers a 404 page there. */
export function lenientPath(name: EndpointName): string | null {
  const paths: Partial<Record<EndpointName, string | null>> = LENIENT_PATHS;
  const own = paths[name];
  return own === undefined ? endpoints[name].path : own;
}

/**
 * Every path the lenient profile serves an endpoint at: its own, and the spec's where that differs
 * (the Gali calls, which other deployments of the same code spell `galidisawar`); none for an
 * endpoint the provider lacks.
 */
export function lenientPaths(name: EndpointName): string[] {
  const own = lenientPath(name);
  if (own === null) return [];
  const spec = endpoints[name].path;
  return own === spec ? [own] : [own, spec];
}

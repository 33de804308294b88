/**
 * One request and one response schema per endpoint of spec section 7, and the table that joins
 * them, written by area as mock-server/src/routes is. A body that identifies the player carries
 * `unique_token` (the spec's "most authenticated calls add unique_token"): every call that reads or
 * changes a player's data. Public calls (content, rates, market lists, sign-up and sign-in) do not.
 */
import type { z } from 'zod/mini';
import { endpointPaths } from '../request';
import type { EndpointRow, EndpointSchemas } from './row';
import { authEndpoints } from './auth';
import { bidEndpoints } from './bids';
import { contentEndpoints } from './content';
import { historyEndpoints } from './histories';
import { marketEndpoints } from './markets';
import { walletEndpoints } from './wallet';

export { REGISTRATION_SECURITY_PIN } from './auth';
export { GATEWAY_STATUS } from './content';
export { UPI_TYPE } from './wallet';

export interface EndpointDefinition extends EndpointSchemas {
  /** The path under the provider's base URL, without a leading slash. */
  readonly path: string;
}

type PathName = keyof typeof endpointPaths;

/** A row as it is read: its schemas in place of their builders. */
type BuiltRow<R extends EndpointRow> = Omit<R, 'request' | 'response'> & {
  readonly request: ReturnType<R['request']>;
  readonly response: ReturnType<R['response']>;
};

/**
 * Each row with its path from `endpointPaths`, so a path is written once (request.ts), in the order
 * of `endpointPaths` (the spec's).
 */
function withPaths<T extends { readonly [N in PathName]: EndpointRow }>(
  table: T & { readonly [N in Exclude<keyof T, PathName>]: never },
): { readonly [N in PathName]: BuiltRow<T[N]> & { readonly path: (typeof endpointPaths)[N] } } {
  const rows = (Object.keys(endpointPaths) as PathName[]).map((name) => [
    name,
    builtRow(endpointPaths[name], table[name]),
  ]);
  return Object.fromEntries(rows) as never;
}

function builtRow(path: string, { request, response, ...rest }: EndpointRow): EndpointDefinition {
  return Object.defineProperties(
    { path, ...rest },
    { request: { get: request, enumerable: true }, response: { get: response, enumerable: true } },
  ) as EndpointDefinition;
}

/**
 * Every endpoint of spec section 7, keyed by the camelCase of its path, plus
 * `apiFundRequestHistory` (added by this project), `apiUserPaymentMethodList` (real providers',
 * docs/decisions/009) and `apiGetAutoDepositList` (real providers', docs/lenient-profile.md). The client, the mock server and the OpenAPI
 * document derive everything from this table: adding an endpoint is its path in `endpointPaths`
 * (kept apart so the app's entry can send requests before zod loads), its row in its area's file
 * here (the type refuses a name missing from either) and its handler in mock-server/src/routes.
 */
export const endpoints = withPaths({
  ...marketEndpoints,
  ...authEndpoints,
  ...contentEndpoints,
  ...walletEndpoints,
  ...bidEndpoints,
  ...historyEndpoints,
});

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
/** Every endpoint name, in table order. */
export const endpointNames = Object.keys(endpoints) as EndpointName[];

/** The whole JSON body of endpoint `N`, common fields included: what the client sends. */
export type RequestBody<N extends EndpointName> = z.input<Endpoints[N]['request']>;
/** The body without `env_type` and `app_key`: what a provider client method takes. */
export type RequestParams<N extends EndpointName> = Omit<RequestBody<N>, 'env_type' | 'app_key'>;
/** The answer as the server writes it (schema input). */
export type WireResponse<N extends EndpointName> = z.input<Endpoints[N]['response']>;
/** The answer as the client reads it (schema output, normalised). */
export type Response<N extends EndpointName> = z.output<Endpoints[N]['response']>;
/** Alias of `Response<N>` for modules where the name would shadow the fetch `Response`. */
export type EndpointResponse<N extends EndpointName> = Response<N>;

/** The endpoint whose path is `path` (with or without a leading slash), if any. */
export function endpointByPath(path: string): EndpointName | undefined {
  const bare = path.startsWith('/') ? path.slice(1) : path;
  return endpointNames.find((name) => endpoints[name].path === bare);
}

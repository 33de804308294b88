// One request and one response schema per endpoint, by area as mock-server/src/routes is. Every
// call that reads or changes a player's data carries `unique_token`; public calls do not.
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
  readonly path: string;
}

type PathName = keyof typeof endpointPaths;

type BuiltRow<R extends EndpointRow> = Omit<R, 'request' | 'response'> & {
  readonly request: ReturnType<R['request']>;
  readonly response: ReturnType<R['response']>;
};

/** So a path is written once (request.ts). */
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
 * Every endpoint, keyed by the camelCase of its path; the client, the mock and the OpenAPI document
 * derive everything from it. Adding one: its path in `endpointPaths`, its row here (the type
 * refuses a name missing from either), its handler in mock-server/src/routes.
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
export const endpointNames = Object.keys(endpoints) as EndpointName[];

/** What the client sends, common fields included. */
export type RequestBody<N extends EndpointName> = z.input<Endpoints[N]['request']>;
export type RequestParams<N extends EndpointName> = Omit<RequestBody<N>, 'env_type' | 'app_key'>;
export type WireResponse<N extends EndpointName> = z.input<Endpoints[N]['response']>;
export type Response<N extends EndpointName> = z.output<Endpoints[N]['response']>;
/** For modules where `Response` would shadow fetch's. */
export type EndpointResponse<N extends EndpointName> = Response<N>;

export function endpointByPath(path: string): EndpointName | undefined {
  const bare = path.startsWith('/') ? path.slice(1) : path;
  return endpointNames.find((name) => endpoints[name].path === bare);
}

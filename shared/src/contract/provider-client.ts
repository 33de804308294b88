import { endpointNames, endpoints } from './endpoints';
import { PROVIDER_HEADERS, providerRequest, type ProviderTarget } from './request';
import { isTrueLike } from './wire';
import type { EndpointDefinition, EndpointName, RequestParams, Response } from './endpoints';

/**
 * The one provider client: one method per endpoint, each POSTing JSON to `${baseUrl}/${path}` with
 * the common fields added and parsing the answer with the endpoint's response schema.
 */

/** Why a call failed; screens map each to a message (`errorMessage`). */
export type ProviderErrorKind = 'network' | 'http' | 'refused' | 'format';

/**
 * A failed provider call. `network`: no answer (offline, timeout, aborted); `refused`: a body whose
 * `status` is present and not true-like (false, `'false'`, 0, null ...), at any HTTP status, with its
 * message in `serverMessage`, so a method that resolves never carries a false `status`; `http`: another non-2xx
 * answer; `format`: not JSON, or JSON that does not fit the response schema.
 */
export class ProviderError extends Error {
  override readonly name = 'ProviderError';
  readonly kind: ProviderErrorKind;
  readonly endpoint: EndpointName;
  readonly httpStatus: number | undefined;
  /** The body's `msg` or `message`, when it has a non-empty one. */
  readonly serverMessage: string | undefined;

  constructor(
    kind: ProviderErrorKind,
    endpoint: EndpointName,
    details: { httpStatus?: number; serverMessage?: string; cause?: unknown } = {},
  ) {
    super(details.serverMessage ?? `${endpoint}: ${kind} error`, { cause: details.cause });
    this.kind = kind;
    this.endpoint = endpoint;
    this.httpStatus = details.httpStatus;
    this.serverMessage = details.serverMessage;
  }
}

/** The server's message when the error carries one, else `fallback` (spec section 8: "server msg" or a fixed text). */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ProviderError && error.serverMessage !== undefined
    ? error.serverMessage
    : fallback;
}

/** The part of an abort signal the client uses (the fetch `AbortSignal`). */
export interface AbortSignalLike {
  readonly aborted: boolean;
  addEventListener(type: 'abort', listener: () => void, options?: { once?: boolean }): void;
  removeEventListener(type: 'abort', listener: () => void): void;
}

/** The part of a fetch `Response` the client reads. */
export interface FetchResponseLike {
  readonly ok: boolean;
  readonly status: number;
  text(): Promise<string>;
}

/**
 * The request the client hands to fetch: always a POST with JSON headers, a string body and a
 * signal. Typed as loosely as the DOM's `RequestInit` so that a DOM-typed `fetch` fits `FetchLike`.
 */
interface FetchInit {
  method?: string;
  headers?: unknown;
  body?: unknown;
  signal?: AbortSignalLike | null;
}

/**
 * The fetch function the client needs; `globalThis.fetch` and a DOM-typed `fetch` fit (declared as a
 * method, whose parameters TypeScript compares both ways). The client always passes `init`.
 */
export type FetchLike = {
  fetch(url: string, init?: FetchInit): Promise<FetchResponseLike>;
}['fetch'];

export interface ProviderClientOptions extends ProviderTarget {
  /** Defaults to `globalThis.fetch`, looked up at call time. */
  readonly fetch?: FetchLike;
  /** A call with no answer after this long fails with kind `network`. Default 15000 ms. */
  readonly timeoutMs?: number;
}

/** Per-call options: a signal to cancel the call (TanStack Query passes one to query functions). */
interface CallOptions {
  readonly signal?: AbortSignalLike;
}

/** A client method: the params may be left out when the endpoint takes none. */
type ProviderMethod<N extends EndpointName> =
  Record<string, never> extends RequestParams<N>
    ? (params?: RequestParams<N>, options?: CallOptions) => Promise<Response<N>>
    : (params: RequestParams<N>, options?: CallOptions) => Promise<Response<N>>;

export type ProviderClient = { readonly [N in EndpointName]: ProviderMethod<N> };

interface AbortControllerLike {
  readonly signal: AbortSignalLike;
  abort(): void;
}

/** The timer and abort globals of browsers and Node; `shared` is compiled without DOM types. */
interface RuntimeGlobals {
  fetch: FetchLike;
  AbortController: new () => AbortControllerLike;
  setTimeout(handler: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

const runtime = (): RuntimeGlobals => globalThis as unknown as RuntimeGlobals;

/**
 * The first JSON object in a text (the provider may answer `api-forgot-password` and
 * `api-profile-update` with text around the object, spec section 7), or undefined.
 */
export function extractJsonObject(text: string): unknown {
  let start = text.indexOf('{');
  while (start !== -1) {
    let depth = 0;
    let inString = false;
    for (let index = start; index < text.length; index += 1) {
      const char = text[index];
      if (inString) {
        if (char === '\\') index += 1;
        else if (char === '"') inString = false;
      } else if (char === '"') inString = true;
      else if (char === '{') depth += 1;
      else if (char === '}') {
        depth -= 1;
        if (depth === 0) {
          try {
            return JSON.parse(text.slice(start, index + 1));
          } catch {
            break;
          }
        }
      }
    }
    start = text.indexOf('{', start + 1);
  }
  return undefined;
}

const NOT_JSON = Symbol('not JSON');

function parseBody(text: string, textWrapped: boolean): unknown {
  try {
    return JSON.parse(text);
  } catch {
    if (!textWrapped) return NOT_JSON;
    return extractJsonObject(text) ?? NOT_JSON;
  }
}

function bodyField(body: unknown, key: string): unknown {
  return typeof body === 'object' && body !== null
    ? (body as Record<string, unknown>)[key]
    : undefined;
}

function bodyMessage(body: unknown): string | undefined {
  for (const key of ['msg', 'message']) {
    const value = bodyField(body, key);
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return undefined;
}

/** A body that has a `status` which is not true-like is a refusal (spec section 8: "A response with status not true is a failure"). */
function isRefusal(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'status' in body && !isTrueLike(body.status);
}

/** Posts one call and returns the parsed answer; throws `ProviderError`. */
async function callProvider<N extends EndpointName>(
  options: ProviderClientOptions,
  name: N,
  params: RequestParams<N> | undefined,
  callOptions: CallOptions = {},
): Promise<Response<N>> {
  const endpoint: EndpointDefinition = endpoints[name];
  const globals = runtime();
  const doFetch: FetchLike = options.fetch ?? ((url, init) => globals.fetch(url, init));
  const { url, body } = providerRequest(options, endpoint.path, params);

  const controller = new globals.AbortController();
  const abort = () => controller.abort();
  const outer = callOptions.signal;
  if (outer?.aborted) abort();
  outer?.addEventListener('abort', abort, { once: true });
  const timer = globals.setTimeout(abort, options.timeoutMs ?? 15_000);

  let status: number;
  let ok: boolean;
  let text: string;
  try {
    const answer = await doFetch(url, {
      method: 'POST',
      headers: PROVIDER_HEADERS,
      body,
      signal: controller.signal,
    });
    status = answer.status;
    ok = answer.ok;
    text = await answer.text();
  } catch (cause) {
    throw new ProviderError('network', name, { cause });
  } finally {
    globals.clearTimeout(timer);
    outer?.removeEventListener('abort', abort);
  }

  const json = parseBody(text, endpoint.textWrapped === true);
  const serverMessage = json === NOT_JSON ? undefined : bodyMessage(json);
  const details = { httpStatus: status, ...(serverMessage === undefined ? {} : { serverMessage }) };
  if (isRefusal(json)) throw new ProviderError('refused', name, details);
  if (!ok) throw new ProviderError('http', name, details);
  if (json === NOT_JSON) throw new ProviderError('format', name, details);
  const parsed = endpoint.response.safeParse(json);
  if (!parsed.success) throw new ProviderError('format', name, { ...details, cause: parsed.error });
  return parsed.data as Response<N>;
}

/** A client with one method per endpoint: `client.apiGetDashboardData({ unique_token })`. */
export function createProviderClient(options: ProviderClientOptions): ProviderClient {
  const client: Record<string, unknown> = {};
  for (const name of endpointNames) {
    client[name] = (params: RequestParams<typeof name> | undefined, callOptions?: CallOptions) =>
      callProvider(options, name, params, callOptions);
  }
  return client as ProviderClient;
}

import { endpointNames, endpoints } from './endpoints';
import {
  endpointPaths,
  PROVIDER_HEADERS,
  providerPath,
  providerRequest,
  type ProviderTarget,
} from './request';
import { isTrueLike } from './wire';
import type { EndpointDefinition, EndpointName, RequestParams, Response } from './endpoints';

/**
 * The one provider client: one method per endpoint, each POSTing JSON to `${baseUrl}/${path}` with
 * the common fields added and parsing the answer with the endpoint's response schema.
 */

/** Why a call failed; screens map each to a message (`errorMessage`). */
export type ProviderErrorKind =
  'network' | 'http' | 'refused' | 'format' | 'missing' | 'sessionEnded';

/**
 * A failed provider call. `network`: no answer (offline, timeout, aborted); `missing`: the provider
 * lacks the endpoint (HTTP 404 without a refusal in its body, or its path configured null: nothing
 * was sent); `refused`: a body
 * whose `status` is present and not true-like (false, `'false'`, 0, null ...), at any other HTTP
 * status, with its message in `serverMessage`, so a method that resolves never carries a false
 * `status` (a list endpoint's "no data" is an empty list, not a refusal); `sessionEnded`: a
 * successful answer whose player fields are all blank, a provider's way of not knowing the token
 * (docs/decisions/009); `http`: another non-2xx answer; `format`: no JSON object in the body, or
 * one that does not fit the response schema.
 */
export class ProviderError extends Error {
  override readonly name = 'ProviderError';
  readonly kind: ProviderErrorKind;
  readonly endpoint: EndpointName;
  /** The path called (the spec's when the configuration says the provider lacks it). */
  readonly path: string;
  readonly httpStatus: number | undefined;
  /** The body's `msg` or `message`, when it has a non-empty one. */
  readonly serverMessage: string | undefined;

  constructor(
    kind: ProviderErrorKind,
    endpoint: EndpointName,
    details: { path?: string; httpStatus?: number; serverMessage?: string; cause?: unknown } = {},
  ) {
    super(details.serverMessage ?? `${endpoint}: ${kind} error`, { cause: details.cause });
    this.kind = kind;
    this.endpoint = endpoint;
    this.path = details.path ?? endpointPaths[endpoint];
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
 * The first JSON object in a text, or undefined: a provider may print PHP notices (HTML) before its
 * JSON on any endpoint (spec section 7 names two; docs/decisions/009). A candidate that does not
 * parse (CSS braces in an HTML page) is skipped.
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

/** The body's JSON object: the whole text, or the object inside it. */
function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
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
export function isRefusal(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'status' in body && !isTrueLike(body.status);
}

function isEmptyList(value: unknown): boolean {
  return value === undefined || value === null || (Array.isArray(value) && value.length === 0);
}

/**
 * A list endpoint's "no data" (`status` false, every list key empty or absent, whatever the message):
 * real providers answer an empty list so (docs/decisions/009).
 */
export function isNoData(endpoint: EndpointDefinition, body: unknown): boolean {
  return (
    endpoint.lists !== undefined && endpoint.lists.every((key) => isEmptyList(bodyField(body, key)))
  );
}

function isBlank(value: unknown): boolean {
  return (
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
  );
}

/** An answer whose player fields are all blank: the provider no longer knows the token. */
function isSignedOutAnswer(endpoint: EndpointDefinition, body: unknown): boolean {
  return (
    endpoint.blankWhenSignedOut !== undefined &&
    endpoint.blankWhenSignedOut.every((key) => isBlank(bodyField(body, key)))
  );
}

/** An HTTP answer as read off the wire. */
export interface RawAnswer {
  readonly status: number;
  readonly ok: boolean;
  readonly text: string;
}

/**
 * Reads one answer leniently (docs/decisions/009): the JSON object in the text, `status` as a
 * boolean-like value, a list endpoint's "no data" as empty lists, a blank player answer as the end
 * of the session, an HTTP 404 page as a missing endpoint. Throws `ProviderError`.
 */
export function readProviderAnswer<N extends EndpointName>(
  name: N,
  answer: RawAnswer,
  path: string = endpointPaths[name],
): Response<N> {
  const endpoint: EndpointDefinition = endpoints[name];
  const json = parseBody(answer.text);
  const serverMessage = json === NOT_JSON ? undefined : bodyMessage(json);
  const details = {
    path,
    httpStatus: answer.status,
    ...(serverMessage === undefined ? {} : { serverMessage }),
  };
  // A 404 page, not a refusal that happens to use 404 (the mock's unknown receiver).
  if (answer.status === 404 && !isRefusal(json)) throw new ProviderError('missing', name, details);
  let body = json;
  if (isRefusal(json)) {
    if (!answer.ok || !isNoData(endpoint, json)) throw new ProviderError('refused', name, details);
    body = { ...(json as object), status: true };
  }
  if (!answer.ok) throw new ProviderError('http', name, details);
  if (body === NOT_JSON) throw new ProviderError('format', name, details);
  if (isSignedOutAnswer(endpoint, body)) throw new ProviderError('sessionEnded', name, details);
  const parsed = endpoint.response.safeParse(body);
  if (!parsed.success) throw new ProviderError('format', name, { ...details, cause: parsed.error });
  return parsed.data as Response<N>;
}

/** Posts one call and returns the parsed answer; throws `ProviderError`. */
async function callProvider<N extends EndpointName>(
  options: ProviderClientOptions,
  name: N,
  params: RequestParams<N> | undefined,
  callOptions: CallOptions = {},
): Promise<Response<N>> {
  const path = providerPath(options.paths, name);
  if (path === null) throw new ProviderError('missing', name);
  const globals = runtime();
  const doFetch: FetchLike = options.fetch ?? ((url, init) => globals.fetch(url, init));
  const { url, body } = providerRequest(options, path, params);

  const controller = new globals.AbortController();
  const abort = () => controller.abort();
  const outer = callOptions.signal;
  if (outer?.aborted) abort();
  outer?.addEventListener('abort', abort, { once: true });
  const timer = globals.setTimeout(abort, options.timeoutMs ?? 15_000);

  let answer: RawAnswer;
  try {
    const response = await doFetch(url, {
      method: 'POST',
      headers: PROVIDER_HEADERS,
      body,
      signal: controller.signal,
    });
    answer = { status: response.status, ok: response.ok, text: await response.text() };
  } catch (cause) {
    throw new ProviderError('network', name, { path, cause });
  } finally {
    globals.clearTimeout(timer);
    outer?.removeEventListener('abort', abort);
  }
  return readProviderAnswer(name, answer, path);
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

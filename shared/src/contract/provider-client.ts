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
 * The one provider client: a method per endpoint, answers read by the endpoint's response schema.
 */

export type ProviderErrorKind =
  'network' | 'http' | 'refused' | 'format' | 'missing' | 'sessionEnded';

/**
 * `refused` is a present, not true-like `status` at any HTTP code, so a method that resolves never
 * carries a false `status`; `sessionEnded` is an answer with the player's fields blank, a
 * provider's way of not knowing the token (docs/architecture.md#the-contract).
 */
export class ProviderError extends Error {
  override readonly name = 'ProviderError';
  readonly kind: ProviderErrorKind;
  readonly endpoint: EndpointName;
  readonly path: string;
  readonly httpStatus: number | undefined;
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

export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ProviderError && error.serverMessage !== undefined
    ? error.serverMessage
    : fallback;
}

export interface AbortSignalLike {
  readonly aborted: boolean;
  addEventListener(type: 'abort', listener: () => void, options?: { once?: boolean }): void;
  removeEventListener(type: 'abort', listener: () => void): void;
}

export interface FetchResponseLike {
  readonly ok: boolean;
  readonly status: number;
  text(): Promise<string>;
}

/** Typed as loosely as the DOM's `RequestInit`, so a DOM-typed `fetch` fits `FetchLike`. */
interface FetchInit {
  method?: string;
  headers?: unknown;
  body?: unknown;
  signal?: AbortSignalLike | null;
}

/** A method, so TypeScript compares its parameters both ways and a DOM-typed `fetch` fits. */
export type FetchLike = {
  fetch(url: string, init?: FetchInit): Promise<FetchResponseLike>;
}['fetch'];

export interface ProviderClientOptions extends ProviderTarget {
  /** Looked up at call time. */
  readonly fetch?: FetchLike;
  /** Default 15000 ms. */
  readonly timeoutMs?: number;
}

interface CallOptions {
  readonly signal?: AbortSignalLike;
}

type ProviderMethod<N extends EndpointName> =
  Record<string, never> extends RequestParams<N>
    ? (params?: RequestParams<N>, options?: CallOptions) => Promise<Response<N>>
    : (params: RequestParams<N>, options?: CallOptions) => Promise<Response<N>>;

export type ProviderClient = { readonly [N in EndpointName]: ProviderMethod<N> };

interface AbortControllerLike {
  readonly signal: AbortSignalLike;
  abort(): void;
}

/** `shared` is compiled without DOM types. */
interface RuntimeGlobals {
  fetch: FetchLike;
  AbortController: new () => AbortControllerLike;
  setTimeout(handler: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

const runtime = (): RuntimeGlobals => globalThis as unknown as RuntimeGlobals;

/**
 * Providers may print PHP notices before their JSON on any endpoint
 * (docs/decisions/009-lenient-provider-client.md); a candidate that does not parse (CSS braces) is
 * skipped.
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

export function isRefusal(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'status' in body && !isTrueLike(body.status);
}

function isEmptyList(value: unknown): boolean {
  return value === undefined || value === null || (Array.isArray(value) && value.length === 0);
}

/** Real providers answer an empty list as a refusal with its lists empty. */
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

function isSignedOutAnswer(endpoint: EndpointDefinition, body: unknown): boolean {
  return (
    endpoint.blankWhenSignedOut !== undefined &&
    endpoint.blankWhenSignedOut.every((key) => isBlank(bodyField(body, key)))
  );
}

export interface RawAnswer {
  readonly status: number;
  readonly ok: boolean;
  readonly text: string;
}

/**
 * Reads one answer leniently (docs/decisions/009-lenient-provider-client.md). Throws
 * `ProviderError`.
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
  // A 404 page, not a refusal that uses 404 (the mock's unknown receiver).
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

export function createProviderClient(options: ProviderClientOptions): ProviderClient {
  const client: Record<string, unknown> = {};
  for (const name of endpointNames) {
    client[name] = (params: RequestParams<typeof name> | undefined, callOptions?: CallOptions) =>
      callProvider(options, name, params, callOptions);
  }
  return client as ProviderClient;
}

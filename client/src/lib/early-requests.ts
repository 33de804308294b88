import type { RequestParams } from '@matka/shared/contract';
import {
  PROVIDER_HEADERS,
  providerPath,
  providerRequest,
  type EndpointPathName,
  type ProviderTarget,
} from '@matka/shared/contract/request';

/**
 * Provider calls started by the app's entry, before the screen and the provider client have loaded
 * (the first screen's data, see `AppRoute.prefetchData`). The first identical call (same URL and
 * body) takes the answer instead of asking again; an answer nobody took within `MAX_AGE_MS` is
 * dropped, so a balance is never shown from an old early request.
 */
export const MAX_AGE_MS = 5_000;

interface EarlyRequest {
  readonly answer: Promise<Response>;
  readonly startedAt: number;
  /**
   * The device's time (epoch ms) the call was sent and answered at: with the answer's Date header,
   * a sample of the provider's clock (server-time.ts), so the first screen already counts down on it.
   */
  readonly sentAtMs: number;
  receivedAtMs?: number;
}

/** Called with a taken early answer and its device times (the provider clock's sample). */
export type EarlyAnswerTimer = (answer: Response, sentAtMs: number, receivedAtMs: number) => void;

const pending = new Map<string, EarlyRequest>();
const keyOf = (url: string, body: string) => `${url}\n${body}`;

/**
 * Starts a call now and returns its answer (for hints only: the body can be read once, by the
 * taker), or undefined when this provider lacks the endpoint (config.json path null).
 */
export function requestEarly<N extends EndpointPathName>(
  target: ProviderTarget,
  name: N,
  params: RequestParams<N>,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
  now: () => number = () => performance.now(),
): Promise<Response> | undefined {
  const path = providerPath(target.paths, name);
  if (path === null) return undefined;
  const { url, body } = providerRequest(target, path, params);
  const sentAtMs = Date.now();
  const answer = fetchImpl(url, { method: 'POST', headers: PROVIDER_HEADERS, body });
  const early: EarlyRequest = { answer, startedAt: now(), sentAtMs };
  answer.then(
    () => {
      early.receivedAtMs = Date.now();
    },
    () => undefined,
  );
  pending.set(keyOf(url, body), early);
  return answer;
}

/**
 * The early answer to this request, once, or undefined; `timed` hears of it with its device times.
 * The caller's abort signal (its timeout or TanStack Query's cancel) still ends the wait.
 */
export function takeEarly(
  url: string,
  init: { body?: unknown; signal?: AbortSignal | null } = {},
  now: () => number = () => performance.now(),
  timed?: EarlyAnswerTimer,
): Promise<Response> | undefined {
  if (typeof init.body !== 'string') return undefined;
  const key = keyOf(url, init.body);
  const early = pending.get(key);
  pending.delete(key);
  if (!early || now() - early.startedAt > MAX_AGE_MS) return undefined;
  const answer = early.answer.then((response) => {
    timed?.(response, early.sentAtMs, early.receivedAtMs ?? Date.now());
    return response;
  });
  const { signal } = init;
  if (!signal) return answer;
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason);
    if (signal.aborted) abort();
    signal.addEventListener('abort', abort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/** Tests: forget every early request. */
export function clearEarlyRequests(): void {
  pending.clear();
}

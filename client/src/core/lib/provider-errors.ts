import { messages } from '@matka/shared/messages';
import { isOnline } from '@/lib/online';
import { toast } from '@/lib/toast';

/**
 * What the app reads of a failed provider call (`ProviderError` of the contract) without importing
 * the contract: this module is used by the query client and the write hook, which the landing loads
 * before zod.
 */
interface ProviderErrorLike {
  readonly kind: string;
  readonly path: string;
  readonly httpStatus: number | undefined;
  readonly serverMessage: string | undefined;
  readonly cause: unknown;
}

function asProviderError(error: unknown): ProviderErrorLike | undefined {
  if (!(error instanceof Error) || error.name !== 'ProviderError') return undefined;
  const { kind, path, httpStatus, serverMessage } = error as Error & Partial<ProviderErrorLike>;
  if (typeof kind !== 'string' || typeof path !== 'string') return undefined;
  return {
    kind,
    path,
    httpStatus: typeof httpStatus === 'number' ? httpStatus : undefined,
    serverMessage: typeof serverMessage === 'string' ? serverMessage : undefined,
    cause: error.cause,
  };
}

/**
 * How a failed provider call reads to a player (docs/failures.md): each screen tells these apart
 * and never shows one as another (an unreachable provider is not a refusal, an empty list or a
 * disabled account).
 */
export type Failure =
  /** The provider answered no; `message` is its own text, when it gave one. */
  | { readonly kind: 'refused'; readonly message: string | undefined }
  /** The provider lacks the endpoint (HTTP 404, or configured null; docs/decisions/009). */
  | { readonly kind: 'missing'; readonly path: string }
  /** The provider no longer knows the session: the session ends (provider.ts), the screen says nothing. */
  | { readonly kind: 'sessionEnded' }
  /** It failed or could not be reached: an HTTP 5xx, no answer in time, a body that is not its answer. */
  | { readonly kind: 'unavailable' }
  /** No answer while the browser says it is offline. */
  | { readonly kind: 'offline' };

/**
 * Reads a failure: a refusal is an answer below HTTP 500 with `status` false (a 5xx is a failure
 * whatever its body says: the production server's "provider unreachable" and a crashed provider
 * both carry a message); anything that is not an answer of the provider is `unavailable`, or
 * `offline` while the browser says so.
 */
export function describeFailure(error: unknown, online: boolean = isOnline()): Failure {
  const known = asProviderError(error);
  if (known?.kind === 'missing') return { kind: 'missing', path: known.path };
  if (known?.kind === 'sessionEnded') return { kind: 'sessionEnded' };
  if (known?.kind === 'refused' && (known.httpStatus === undefined || known.httpStatus < 500))
    return { kind: 'refused', message: known.serverMessage };
  return online ? { kind: 'unavailable' } : { kind: 'offline' };
}

/**
 * The text of a failure that is not a refusal (a refusal is worded by its screen, as the spec
 * says): the missing endpoint named, or the one honest "not answering" or "offline" message.
 */
export function failureText(failure: Exclude<Failure, { kind: 'refused' }>): string {
  switch (failure.kind) {
    case 'missing':
      return messages.endpointMissing(failure.path);
    case 'sessionEnded':
      return messages.sessionEnded;
    case 'unavailable':
      return messages.providerUnavailable;
    case 'offline':
      return messages.offlineTryAgain;
  }
}

/** No answer in time: the client's own timer aborted the call (`ProviderError` kind `network`). */
function timedOut(known: ProviderErrorLike): boolean {
  // A DOMException, which is not an Error everywhere (jsdom).
  const { cause } = known;
  return (
    known.kind === 'network' &&
    typeof cause === 'object' &&
    cause !== null &&
    (cause as { name?: unknown }).name === 'AbortError'
  );
}

/**
 * Whether a failed read is asked again by itself, once: only a failure that may pass (a 5xx, a
 * broken body, a dropped connection). A refusal is an answer, a missing endpoint stays missing, and
 * a call that already waited the whole timeout would make the player wait as long again.
 */
export function isWorthRetrying(error: unknown): boolean {
  if (describeFailure(error).kind !== 'unavailable') return false;
  const known = asProviderError(error);
  return known === undefined || !timedOut(known);
}

/** The path of the endpoint the provider lacks (HTTP 404, or configured null), if that is the failure. */
function missingEndpointPath(error: unknown): string | undefined {
  const known = asProviderError(error);
  return known?.kind === 'missing' ? known.path : undefined;
}

/**
 * An optional endpoint that gives nothing usable (docs/decisions/009): the provider lacks it, or
 * answers an HTML page or another HTTP error below 500. A refusal (`status` false with a message)
 * is an answer, shown as the spec says; no answer at all or an HTTP 5xx is a failure, shown as one
 * with a retry (docs/failures.md), not a feature the provider lacks.
 */
export function isUnusableAnswer(error: unknown): boolean {
  const known = asProviderError(error);
  if (known === undefined) return false;
  if (known.kind === 'missing' || known.kind === 'format') return true;
  return known.kind === 'http' && (known.httpStatus === undefined || known.httpStatus < 500);
}

const noticed = new Set<string>();

/**
 * Says once per endpoint and page load that the provider lacks an endpoint a screen needs, naming
 * its path (`messages.endpointMissing`): every poll of it fails alike, and one message is enough.
 */
export function noticeMissingEndpoint(error: unknown): void {
  const path = missingEndpointPath(error);
  if (path === undefined || noticed.has(path)) return;
  noticed.add(path);
  toast.error(messages.endpointMissing(path));
}

/** Tests: every missing endpoint is noticed again. */
export function forgetMissingEndpointNotices(): void {
  noticed.clear();
}

import { messages } from '@matka/shared/messages';
import { isOnline } from '@/lib/online';
import { toast } from '@/lib/toast';

/** `ProviderError` read by shape: the landing loads this module before zod and the contract. */
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

/** Never shown one as another, e.g. an unreachable provider as a refusal (docs/failures.md). */
export type Failure =
  | { readonly kind: 'refused'; readonly message: string | undefined }
  /** The provider lacks the endpoint (HTTP 404, or configured null; docs/decisions/009). */
  | { readonly kind: 'missing'; readonly path: string }
  /** The session ends and the screen says nothing. */
  | { readonly kind: 'sessionEnded' }
  /** An HTTP 5xx, no answer in time, or a body that is not its answer. */
  | { readonly kind: 'unavailable' }
  | { readonly kind: 'offline' };

/** A 5xx is no refusal whatever its body: our server's "provider unreachable" has a message too. */
export function describeFailure(error: unknown, online: boolean = isOnline()): Failure {
  const known = asProviderError(error);
  if (known?.kind === 'missing') return { kind: 'missing', path: known.path };
  if (known?.kind === 'sessionEnded') return { kind: 'sessionEnded' };
  if (known?.kind === 'refused' && (known.httpStatus === undefined || known.httpStatus < 500))
    return { kind: 'refused', message: known.serverMessage };
  return online ? { kind: 'unavailable' } : { kind: 'offline' };
}

/** A refusal is worded by its screen; every other failure has one text. */
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

/** Only what may pass: a call that timed out already would make the player wait twice. */
export function isWorthRetrying(error: unknown): boolean {
  if (describeFailure(error).kind !== 'unavailable') return false;
  const known = asProviderError(error);
  return known === undefined || !timedOut(known);
}

function missingEndpointPath(error: unknown): string | undefined {
  const known = asProviderError(error);
  return known?.kind === 'missing' ? known.path : undefined;
}

/** An HTML page or a 4xx: the provider lacks it; a 5xx is a failure (docs/decisions/009). */
export function isUnusableAnswer(error: unknown): boolean {
  const known = asProviderError(error);
  if (known === undefined) return false;
  if (known.kind === 'missing' || known.kind === 'format') return true;
  return known.kind === 'http' && (known.httpStatus === undefined || known.httpStatus < 500);
}

const noticed = new Set<string>();

/** Once per endpoint and page load: every poll of it fails alike. */
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

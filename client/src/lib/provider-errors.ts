import { messages } from '@matka/shared/messages';
import { toast } from './toast';

/**
 * What the app reads of a failed provider call (`ProviderError` of the contract) without importing
 * the contract: this module is used by the query client and the write hook, which the landing loads
 * before zod.
 */
interface ProviderErrorLike {
  readonly kind: string;
  readonly path: string;
}

function asProviderError(error: unknown): ProviderErrorLike | undefined {
  if (!(error instanceof Error) || error.name !== 'ProviderError') return undefined;
  const { kind, path } = error as Error & Partial<ProviderErrorLike>;
  return typeof kind === 'string' && typeof path === 'string' ? { kind, path } : undefined;
}

/** The path of the endpoint the provider lacks (HTTP 404, or configured null), if that is the failure. */
export function missingEndpointPath(error: unknown): string | undefined {
  const known = asProviderError(error);
  return known?.kind === 'missing' ? known.path : undefined;
}

/**
 * An optional endpoint that gives nothing usable (docs/decisions/009): the provider lacks it, or
 * answers an HTML page, another HTTP error, or nothing. A refusal (`status` false with a message)
 * is an answer, shown as the spec says.
 */
export function isUnusableAnswer(error: unknown): boolean {
  const kind = asProviderError(error)?.kind;
  return kind === 'missing' || kind === 'http' || kind === 'format' || kind === 'network';
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

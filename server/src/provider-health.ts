import { fetchFailure } from '@matka/shared/contract';
import {
  PROVIDER_HEADERS,
  providerPath,
  providerRequest,
  type ProviderPaths,
} from '@matka/shared/contract/request';

/**
 * Whether the provider answers (docs/deploying.md, "What each failure looks like"), from this
 * server's own read-only call only: a player's call (an unknown path, a bad body) says nothing of
 * the provider's health. `/readyz` and the start-up line read it; `/healthz` never does, so a slow
 * provider gets nothing restarted.
 */

/** The readiness call gives up after this long. */
const CHECK_TIMEOUT_MS = 5_000;

export interface ProviderStatus {
  /** The provider answered a call as a working provider does. */
  readonly answers: boolean;
  /** `answered`, or why not, in a few words: `connection refused`, `HTTP 502`, ... */
  readonly detail: string;
  /** When this was learnt (the server's clock). */
  readonly at: number;
}

export interface ProviderHealthOptions {
  readonly providerUrl: string;
  readonly providerCookie: string | undefined;
  readonly appKey: string;
  readonly paths: ProviderPaths | undefined;
  /** How old an outcome may be and still be answered (READY_CHECK_SECONDS). */
  readonly checkEveryMs: number;
  /** The clock outcomes are dated by (tests pass their own). Default Date.now. */
  readonly now?: () => number;
}

export interface ProviderHealth {
  /** The latest check's outcome when it is fresh, else a new check's. */
  status(): Promise<ProviderStatus>;
}

/** What an HTTP status says about the provider: 404 at a spec path means PROVIDER_URL is wrong. */
function fromHttpStatus(httpStatus: number): { answers: boolean; detail: string } {
  if (httpStatus >= 500) return { answers: false, detail: `HTTP ${httpStatus}` };
  if (httpStatus === 404)
    return { answers: false, detail: 'HTTP 404 at an endpoint path (is PROVIDER_URL right?)' };
  return { answers: true, detail: 'answered' };
}

export function createProviderHealth(options: ProviderHealthOptions): ProviderHealth {
  const now = options.now ?? Date.now;
  let latest: ProviderStatus | undefined;
  let checking: Promise<ProviderStatus> | undefined;

  // A read-only endpoint every provider has, which needs no player.
  const checkPath =
    providerPath(options.paths, 'apiGetSocialData') ??
    providerPath(options.paths, 'apiGameRates') ??
    'api-get-social-data';

  const check = async (): Promise<ProviderStatus> => {
    const { url, body } = providerRequest(
      { baseUrl: options.providerUrl, appKey: options.appKey },
      checkPath,
      {},
    );
    let outcome: { answers: boolean; detail: string };
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          ...PROVIDER_HEADERS,
          ...(options.providerCookie === undefined ? {} : { cookie: options.providerCookie }),
        },
        body,
        signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
      });
      await response.body?.cancel();
      outcome = fromHttpStatus(response.status);
    } catch (error) {
      outcome = { answers: false, detail: fetchFailure(error, CHECK_TIMEOUT_MS) };
    }
    latest = { ...outcome, at: now() };
    return latest;
  };

  return {
    status() {
      if (latest !== undefined && now() - latest.at < options.checkEveryMs)
        return Promise.resolve(latest);
      // One call at a time, however many probes ask.
      checking ??= check().finally(() => {
        checking = undefined;
      });
      return checking;
    },
  };
}

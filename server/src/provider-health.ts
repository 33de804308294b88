import { fetchFailure } from '@matka/shared/contract';
import {
  PROVIDER_HEADERS,
  providerPath,
  providerRequest,
  type ProviderPaths,
} from '@matka/shared/contract/request';

/**
 * From this server's own read-only call only: a player's call says nothing of the provider's health
 * (docs/deploying.md).
 */

const CHECK_TIMEOUT_MS = 5_000;

export interface ProviderStatus {
  readonly answers: boolean;
  /** `answered`, or why not: `connection refused`, `HTTP 502`. */
  readonly detail: string;
  readonly at: number;
}

export interface ProviderHealthOptions {
  readonly providerUrl: string;
  readonly providerCookie: string | undefined;
  readonly appKey: string;
  readonly paths: ProviderPaths | undefined;
  readonly checkEveryMs: number;
  readonly now?: () => number;
}

export interface ProviderHealth {
  status(): Promise<ProviderStatus>;
}

/** 404 at a spec path means PROVIDER_URL is wrong. */
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
      checking ??= check().finally(() => {
        checking = undefined;
      });
      return checking;
    },
  };
}

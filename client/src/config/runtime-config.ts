import { PAYMENT_METHOD, type ProviderTarget } from '@matka/shared/contract/request';
import type { WithdrawMethods } from '@matka/shared/contract/provider-config';
import type { RuntimeConfig } from './runtime-config-schema';

export type { RuntimeConfig } from './runtime-config-schema';

let pending: Promise<RuntimeConfig> | undefined;
let loaded: RuntimeConfig | undefined;

/**
 * Reads `config.json` beside `index.html` once, so one build serves the mock or the real provider.
 * The zod schema is imported on demand: the landing's initial load carries no zod.
 */
export function loadRuntimeConfig(fetchImpl: typeof fetch = (...args) => fetch(...args)) {
  pending ??= (async () => {
    const url = new URL('config.json', document.baseURI);
    const schema = import('./runtime-config-schema');
    const response = await fetchImpl(url, { cache: 'no-store' });
    if (!response.ok) throw new Error(`config.json could not be loaded (HTTP ${response.status})`);
    const [{ parseRuntimeConfig }, raw] = await Promise.all([
      schema,
      response.json() as Promise<unknown>,
    ]);
    loaded = parseRuntimeConfig(raw);
    return loaded;
  })();
  pending.catch(() => {
    pending = undefined;
  });
  return pending;
}

/** The configuration once loaded (after `loadRuntimeConfig` resolved); undefined before. */
export function runtimeConfig(): RuntimeConfig | undefined {
  return loaded;
}

/** Tests and embedders: use this configuration instead of fetching `config.json`. */
export function setRuntimeConfig(config: RuntimeConfig | undefined): void {
  loaded = config;
  pending = config ? Promise.resolve(config) : undefined;
}

/** Where provider calls go, from the configuration: the base URL and this provider's paths. */
export function providerTarget(config: RuntimeConfig): ProviderTarget {
  const paths = config.provider?.paths;
  return {
    baseUrl: apiBaseUrl(config),
    appKey: config.appKey,
    envType: config.envType,
    ...(paths === undefined ? {} : { paths }),
  };
}

/**
 * The `payment_method` code of each withdraw method on this provider: config.json's, else the
 * spec's.
 */
export function withdrawMethodCodes(config: RuntimeConfig | undefined): WithdrawMethods {
  return config?.provider?.withdrawMethods ?? PAYMENT_METHOD;
}

/** Provider base URL: '' becomes the page's origin (the mock server can serve the client itself). */
export function apiBaseUrl(config: RuntimeConfig): string {
  const base = config.apiBaseUrl.trim() || window.location.origin;
  return base.replace(/\/+$/, '');
}

/** A provider path (slider images may be relative to the provider) as an absolute URL. */
export function resolveProviderUrl(src: string): string {
  const config = runtimeConfig();
  try {
    return new URL(src, `${config ? apiBaseUrl(config) : window.location.origin}/`).href;
  } catch {
    return src;
  }
}

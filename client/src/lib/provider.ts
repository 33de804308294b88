import { createProviderClient, type ProviderClient } from '@matka/shared/contract';
import { loadRuntimeConfig, providerTarget } from '../config/runtime-config';
import { takeEarly } from './early-requests';

export type { ProviderClient };

let client: Promise<ProviderClient> | undefined;

/**
 * The one provider client, built from the runtime configuration on first use. It looks the global
 * `fetch` up at call time, so tests fake the network by replacing it.
 */
export function getProvider(): Promise<ProviderClient> {
  client ??= loadRuntimeConfig().then((config) =>
    createProviderClient({
      ...providerTarget(config),
      // A call the entry already started (the first screen's data) takes that answer.
      fetch: (url, init?: RequestInit) => takeEarly(url, init) ?? fetch(url, init),
    }),
  );
  client.catch(() => {
    client = undefined;
  });
  return client;
}

/** Tests: forget the built client (after changing the runtime configuration). */
export function resetProvider(): void {
  client = undefined;
}

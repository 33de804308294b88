import { createProviderClient, type ProviderClient } from '@matka/shared/contract';
import { apiBaseUrl, loadRuntimeConfig } from '../config/runtime-config';

export type { ProviderClient };

let client: Promise<ProviderClient> | undefined;

/**
 * The one provider client, built from the runtime configuration on first use. It looks the global
 * `fetch` up at call time, so tests fake the network by replacing it.
 */
export function getProvider(): Promise<ProviderClient> {
  client ??= loadRuntimeConfig().then((config) =>
    createProviderClient({
      baseUrl: apiBaseUrl(config),
      appKey: config.appKey,
      envType: config.envType,
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

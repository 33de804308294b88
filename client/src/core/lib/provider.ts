import {
  createProviderClient,
  endpointNames,
  ProviderError,
  requestToken,
  type ProviderClient,
} from '@matka/shared/contract';
import { INVALID_TOKEN_MESSAGE } from '@matka/shared/messages';
import { loadRuntimeConfig, providerTarget } from '@/config/runtime-config';
import { takeEarly } from '@/lib/early-requests';
import { afterFirstScreen } from '@/lib/hydration';
import { fetchNotingServerTime, noteServerTime } from './server-time';
import { endSession } from '@/lib/session';

export type { ProviderClient };

let client: Promise<ProviderClient> | undefined;

/** Not a 401 for a wrong app key; some providers blank the fields instead (docs/decisions/009). */
function isSessionEnded(error: unknown): boolean {
  return (
    error instanceof ProviderError &&
    (error.kind === 'sessionEnded' ||
      (error.httpStatus === 401 && error.serverMessage === INVALID_TOKEN_MESSAGE))
  );
}

type AnyCall = (params?: object, options?: object) => Promise<unknown>;

/** Ends the session whichever screen, poll or write was told; the caller still gets the error. */
function watchingSessions(inner: ProviderClient): ProviderClient {
  const watched: Record<string, AnyCall> = {};
  for (const name of endpointNames) {
    const call = inner[name] as AnyCall;
    watched[name] = (params, options) =>
      call(params, options).catch((error: unknown) => {
        if (isSessionEnded(error)) endSession(requestToken(params));
        throw error;
      });
  }
  return watched as unknown as ProviderClient;
}

/** Looks the global `fetch` up at call time, so tests fake the network by replacing it. */
export function getProvider(): Promise<ProviderClient> {
  client ??= loadRuntimeConfig().then((config) =>
    watchingSessions(
      createProviderClient({
        ...providerTarget(config),
        // A call the entry already started (the first screen's data) takes that answer. Every
        // answer's Date header sets the provider's clock (server-time.ts). Answers wait for a
        // prerendered first screen to hydrate (hydration.ts).
        fetch: (url, init?: RequestInit) =>
          afterFirstScreen(
            takeEarly(url, init, undefined, noteServerTime) ??
              fetchNotingServerTime(() => fetch(url, init)),
          ),
      }),
    ),
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

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

/**
 * The provider's answer that a session token is no longer valid (revoked by a password change or
 * reset, expired after the idle time, or ended by an operator): HTTP 401 with its invalid-token
 * message (the mock), or a dashboard or balance with the player's fields blank (providers that
 * never refuse a token, docs/decisions/009). A 401 for a wrong app key is not one.
 */
function isSessionEnded(error: unknown): boolean {
  return (
    error instanceof ProviderError &&
    (error.kind === 'sessionEnded' ||
      (error.httpStatus === 401 && error.serverMessage === INVALID_TOKEN_MESSAGE))
  );
}

type AnyCall = (params?: object, options?: object) => Promise<unknown>;

/**
 * Every call of the client, watched in one place: a call answered "session ended" ends the session
 * it carried (`endSession`: sign-out, message, sign-in screen), whichever screen, poll or write
 * made it. The error still reaches the caller.
 */
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

/**
 * The one provider client, built from the runtime configuration on first use. It looks the global
 * `fetch` up at call time, so tests fake the network by replacing it.
 */
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

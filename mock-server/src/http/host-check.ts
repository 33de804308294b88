import type { FastifyInstance } from 'fastify';
import { isHostAllowed } from 'host-validation-middleware';
import { providerMessages } from '@matka/shared/messages';

/**
 * Answers only requests whose `Host` names this server (SECURITY.md, "Allowed hosts"): a page of
 * another site whose name was rebound to this machine (DNS rebinding) reads the answers of its own
 * origin, so it could take an OTP and reset a player's password. Vite's rule, from the library its
 * dev server uses: this machine's names (`localhost`, `*.localhost`), any IP address (a rebinding
 * needs a name) and `allowedHosts` (`.example.com` for every subdomain). The Host is the one the
 * caller sent, never a proxy's X-Forwarded-Host: the dev server's proxy keeps the name it checked,
 * the production server sends the provider's own.
 */
export function answerOnlyAllowedHosts(
  app: FastifyInstance,
  allowedHosts: readonly string[],
): void {
  // Frozen: the library then remembers each Host it allowed.
  const allowed = Object.freeze([...allowedHosts]);
  app.addHook('onRequest', async (request, reply) => {
    if (isHostAllowed(request.headers.host, allowed)) return;
    request.log.warn({ host: request.headers.host }, 'host not allowed (MOCK_ALLOWED_HOSTS)');
    return reply
      .code(421)
      .header('cache-control', 'no-store')
      .send({ status: false, msg: providerMessages.hostNotAllowed });
  });
}

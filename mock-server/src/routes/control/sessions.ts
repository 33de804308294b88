import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import { control } from '../../http/control-route';
import { userByMobile } from './lookups';

/**
 * Ending a player's sessions, so a tester sees what the app does with a token that stopped working.
 * Minimal: the tokens are deleted; the hardening of the control API makes session expiry real.
 */
export function sessionControls(app: FastifyInstance, ctx: ServerContext): void {
  control(app, ctx, 'userExpireSessions', (body) => ({
    status: true,
    expired: ctx.repos.overview.expireSessions(userByMobile(ctx, body.mobile).id),
  }));
}

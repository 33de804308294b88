import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod/mini';
import { providerMessages } from '@matka/shared/messages';
import {
  controlEndpoints,
  describeControlIssues,
  type ControlEndpointName,
} from '@matka/shared/contract';
import type { ServerContext } from '../context';
import { Refusal } from '../lib/refusal';
import { markServed, unservedOf } from './served-endpoints';

export type ControlBody<N extends ControlEndpointName> = z.output<
  (typeof controlEndpoints)[N]['request']
>;
export type ControlAnswer<N extends ControlEndpointName> = z.input<
  (typeof controlEndpoints)[N]['response']
>;

/** The header that carries the control API's secret. */
const CONTROL_TOKEN_HEADER = 'x-control-token';

function sameSecret(given: string, expected: string): boolean {
  const left = Buffer.from(given);
  const right = Buffer.from(expected);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Refuses (401) every request of the control routes registered on `app` that does not carry
 * `token` in the `x-control-token` header, before its body is read (SECURITY.md "Control API"). A
 * custom header also makes a browser ask first (CORS preflight), which other origins do not pass.
 */
export function requireControlToken(app: FastifyInstance, token: string): void {
  if (token === '') throw new Error('The control API needs a token');
  app.addHook('onRequest', async (request) => {
    const given = request.headers[CONTROL_TOKEN_HEADER];
    if (typeof given !== 'string' || !sameSecret(given, token))
      throw new Refusal(401, providerMessages.controlTokenRequired);
  });
}

/**
 * Serves one endpoint of the control API (shared/src/contract/control.ts) at `POST /{path}`: the
 * body is checked against its request schema (400), then the handler runs as one ordered write
 * (`ctx.writes`: after the bids queued before it, atomically) at the server clock's "now". Like
 * `provide`, the path and schemas come from the contract entry. `bodyLimit` raises the server's
 * body limit for this endpoint (a reseed carries a whole exported database); `trustedKeys` skips
 * foreign key look-ups (a declaration writes keys copied from stored rows).
 */
export function control<N extends ControlEndpointName>(
  app: FastifyInstance,
  ctx: ServerContext,
  name: N,
  handler: (body: ControlBody<N>, now: number) => ControlAnswer<N>,
  options: { bodyLimit?: number; trustedKeys?: boolean } = {},
): void {
  const endpoint = controlEndpoints[name];
  markServed(ctx, 'control', name);
  const routeOptions = options.bodyLimit === undefined ? {} : { bodyLimit: options.bodyLimit };
  app.post(`/${endpoint.path}`, routeOptions, async (request, reply) => {
    const parsed = z.safeParse(endpoint.request as z.ZodMiniType, request.body);
    if (!parsed.success)
      throw new Refusal(
        400,
        providerMessages.controlRequestNotValid(describeControlIssues(parsed.error.issues)),
      );
    const body = parsed.data as ControlBody<N>;
    const answer = ctx.writes.write(() => handler(body, ctx.clock.now()), {
      trustedKeys: options.trustedKeys === true,
    });
    return reply.send(answer);
  });
}

/** Throws, naming them, when control endpoints have no handler (called once the routes are in). */
export function assertEveryControlEndpointServed(ctx: ServerContext): void {
  const missing = unservedOf(ctx, 'control', Object.keys(controlEndpoints));
  if (missing.length > 0) throw new Error(`No control handler for ${missing.join(', ')}`);
}

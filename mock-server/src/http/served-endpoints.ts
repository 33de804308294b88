import type { ServerContext } from '../context';

/**
 * Which contract endpoints a server has registered a handler for, per API ('provider' or
 * 'control'), so that start-up fails on an endpoint with no handler or with two. Keyed by the
 * server's context because Fastify gives each route plugin its own instance.
 */
type Api = 'provider' | 'control';

const servedBy = new WeakMap<ServerContext, Record<Api, Set<string>>>();

function servedOf(ctx: ServerContext): Record<Api, Set<string>> {
  let served = servedBy.get(ctx);
  if (served === undefined) {
    served = { provider: new Set(), control: new Set() };
    servedBy.set(ctx, served);
  }
  return served;
}

/** Records a handler for `name`; a second handler for the same endpoint is a programming error. */
export function markServed(ctx: ServerContext, api: Api, name: string): void {
  const served = servedOf(ctx)[api];
  if (served.has(name)) throw new Error(`${api} endpoint ${name} has two handlers`);
  served.add(name);
}

/** The names in `names` without a handler yet. */
export function unservedOf(ctx: ServerContext, api: Api, names: readonly string[]): string[] {
  const served = servedOf(ctx)[api];
  return names.filter((name) => !served.has(name));
}

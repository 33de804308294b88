import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import { control } from '../../http/control-route';
import { clockReading } from './clock';

/** What one reseed seeded. */
interface SeededCounts {
  users: number;
  markets: number;
  bids: number;
  results: number;
}

/**
 * The scenarios of the running mock (`createScenarioDesk` in src/seed, handed in by app.ts: routes
 * do not seed). Errors are `Refusal`s: 404 for an unknown scenario, 400 for an invalid one.
 */
export interface ScenarioDesk {
  list(): { name: string; description: string; bulk: boolean }[];
  prepare(
    source: { scenario: string } | { file: Record<string, unknown> },
    now: number,
  ): {
    readonly clock: { readonly at: number; readonly frozen: boolean } | undefined;
    seed(now: number): SeededCounts;
  };
  exportState(
    now: number,
    frozen: boolean,
    options: { description?: string | undefined; full?: boolean | undefined },
  ): object;
}

/** An exported state is every row of the database: far above the provider endpoints' body limit. */
const RESEED_BODY_LIMIT_BYTES = 64 * 1024 * 1024;

/** Listing scenarios, reseeding the live database from one (or from an exported file), exporting it. */
export function scenarioControls(
  app: FastifyInstance,
  ctx: ServerContext,
  desk: ScenarioDesk,
): void {
  control(app, ctx, 'scenarios', () => ({ status: true, scenarios: desk.list() }));

  control(
    app,
    ctx,
    'reseed',
    (body, now) => {
      const prepared = desk.prepare(body, now);
      // Seeded at the exported state's time; its clock is set only once the seeding is accepted.
      const { users, markets, bids, results } = prepared.seed(prepared.clock?.at ?? now);
      if (prepared.clock !== undefined) ctx.clock.set(prepared.clock.at, prepared.clock.frozen);
      return { status: true, users, markets, bids, results, clock: clockReading(ctx) };
    },
    { bodyLimit: RESEED_BODY_LIMIT_BYTES },
  );

  control(app, ctx, 'exportState', (body, now) => ({
    status: true,
    scenario: desk.exportState(now, ctx.clock.frozen, {
      description: body.description,
      full: body.full,
    }) as Record<string, unknown>,
  }));
}

import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import { requireControlToken } from '../../http/control-route';
import { clockControls } from './clock';
import { faultControls } from './faults';
import { moneyControls } from './money';
import { overviewControls } from './overview';
import { paymentSlipControls } from './payment-slips';
import { playerControls } from './players';
import { providerStateControls } from './provider-state';
import { resultControls } from './results';
import { scenarioControls, type ScenarioDesk } from './scenarios';

/** The testers' control API (`POST /control/...`); schemas in shared/src/contract/control.ts. */
export async function controlRoutes(
  app: FastifyInstance,
  { ctx, token, scenarios }: { ctx: ServerContext; token: string; scenarios: ScenarioDesk },
): Promise<void> {
  requireControlToken(app, token);
  resultControls(app, ctx);
  moneyControls(app, ctx);
  playerControls(app, ctx);
  providerStateControls(app, ctx);
  clockControls(app, ctx);
  faultControls(app, ctx);
  overviewControls(app, ctx);
  scenarioControls(app, ctx, scenarios);
  paymentSlipControls(app, ctx);
}

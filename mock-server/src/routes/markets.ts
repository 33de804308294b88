import type { FastifyInstance } from 'fastify';
import { RATE_KEYS, type MarketKind } from '@matka/shared/rules';
import type { ServerContext } from '../context';
import { provide, SerializedAnswer } from '../http/provider-route';
import { points } from '../lib/format';
import { readRates } from '../services/settlement';
import { chartPath } from '../services/markets';
import { sliderData } from './content';

/** The dashboard, the Starline and Gali lists (polled every 5 s) and the three rate tables. */
export async function marketsRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: ServerContext },
): Promise<void> {
  // Polled every 5 s by every player: all but the wallet and betting status is the same for everyone
  // between changes, so that part is serialized once per market rows, settings and host.
  let shared:
    { key: string; settings: object; fields: Record<string, unknown>; json: string } | undefined;
  provide(app, ctx, 'apiGetDashboardData', ({ user, baseUrl }) => {
    const s = ctx.settings();
    const rows = ctx.markets.cached('main', baseUrl);
    let fresh = false;
    if (shared?.key !== rows.key || shared.settings !== s) {
      const fields = {
        result: rows.rows,
        sliderdata: sliderData(baseUrl),
        mobile_1: s.mobile_1,
        mobile_no: s.mobile_no,
        telegram_no: s.telegram_no,
        min_withdrawal: s.min_withdrawal,
        withdraw_open_time: s.withdraw_open_time,
        withdraw_close_time: s.withdraw_close_time,
      };
      shared = { key: rows.key, settings: s, fields, json: JSON.stringify(fields).slice(1, -1) };
      fresh = true;
    }
    const own = {
      status: true,
      wallet_amt: points(ctx.repos.users.balanceOf(user.id)),
      betting_status: user.betting_status,
    };
    const json = `${JSON.stringify(own).slice(0, -1)},${shared.json}}`;
    return new SerializedAnswer(json, fresh, fresh ? { ...own, ...shared.fields } : undefined);
  });

  provide(app, ctx, 'apiStarlineGame', ({ baseUrl }) => ({
    status: true,
    result: ctx.markets.rows('starline', baseUrl),
    web_starline_chart_url: `${baseUrl}${chartPath('starline')}`,
  }));

  provide(app, ctx, 'apiGalidisawarGame', ({ baseUrl }) => ({
    status: true,
    result: ctx.markets.rows('gali', baseUrl),
    web_galidessar_chart_url: `${baseUrl}${chartPath('gali')}`,
  }));

  const ratesAnswer = (kind: MarketKind) => {
    const rates = readRates(ctx.repos, kind);
    const entry: Record<string, number> = {};
    for (const key of RATE_KEYS) {
      entry[`${key}_val_1`] = rates[key].val1;
      entry[`${key}_val_2`] = rates[key].val2;
    }
    return { status: true, game_rates: [entry] };
  };
  provide(app, ctx, 'apiGameRates', () => ratesAnswer('main'));
  provide(app, ctx, 'apiStarlineGameRates', () => ratesAnswer('starline'));
  provide(app, ctx, 'apiGalidisawarGameRates', () => ratesAnswer('gali'));
}

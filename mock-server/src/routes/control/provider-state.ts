import type { FastifyInstance } from 'fastify';
import { providerMessages } from '@matka/shared/messages';
import type { ServerContext } from '../../context';
import { control } from '../../http/control-route';
import { Refusal } from '../../lib/refusal';

/** What the provider's operator sets for everyone: gateway status, headlines, a market closed today. */
export function providerStateControls(app: FastifyInstance, ctx: ServerContext): void {
  const { repos } = ctx;

  control(app, ctx, 'gatewayStatus', (body) => {
    repos.content.putSetting('gateway_status', body.getaway_status);
    return { status: true };
  });

  control(app, ctx, 'headline', (body) => {
    repos.content.putHeadline(body.id, body.status, body.notes);
    return { status: true };
  });

  control(app, ctx, 'marketClosed', (body, now) => {
    const market = repos.markets.byId(Number(body.game_id));
    if (market === undefined)
      throw new Refusal(404, providerMessages.controlNoMarket(body.game_id));
    const day = ctx.markets.stateOf(market, now).day;
    if (body.closed) repos.markets.closeForDay(market.id, day);
    else repos.markets.reopenForDay(market.id, day);
    ctx.markets.invalidate();
    return { status: true };
  });
}

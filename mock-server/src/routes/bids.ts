import type { FastifyInstance } from 'fastify';
import { providerMessages } from '@matka/shared/messages';
import type { ServerContext } from '../context';
import { provide } from '../http/provider-route';

/** The three submit-bid endpoints: every line checked, the total debited, the lines stored, atomically. */
export async function bidsRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: ServerContext },
): Promise<void> {
  provide(app, ctx, 'apiSubmitBid', ({ body, user, now }) => {
    const { walletPoints } = ctx.bids.submit(user, 'main', body.game_id, body.new_result, now);
    return { status: true, msg: providerMessages.bidPlaced, wallet_amt: walletPoints };
  });
  provide(app, ctx, 'apiStarlineSubmitBid', ({ body, user, now }) => {
    const { walletPoints } = ctx.bids.submit(user, 'starline', body.game_id, body.new_result, now);
    return { status: true, msg: providerMessages.bidPlaced, wallet_amt: walletPoints };
  });
  provide(app, ctx, 'apiGalidisawarSubmitBid', ({ body, user, now }) => {
    const { walletPoints } = ctx.bids.submit(user, 'gali', body.game_id, body.new_result, now);
    return { status: true, msg: providerMessages.bidPlaced, wallet_amt: walletPoints };
  });
}

import type { FastifyInstance } from 'fastify';
import type { MarketKind } from '@matka/shared/rules';
import { formatLongDate, parseHistoryDate } from '@matka/shared/time';
import { providerMessages } from '@matka/shared/messages';
import type { ServerContext } from '../context';
import { provide } from '../http/provider-route';
import { points } from '../lib/format';
import { Refusal } from '../lib/refusal';
import type { BidHistoryRow } from '../repositories/bids-repository';

/** Bid and win histories of the three market kinds, by market day in [from, to]. */
export async function historiesRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: ServerContext },
): Promise<void> {
  const range = (from: string, to: string): [string, string] => {
    const a = parseHistoryDate(from);
    const b = parseHistoryDate(to);
    if (a === undefined || b === undefined) throw new Refusal(400, providerMessages.badRequest);
    return a <= b ? [a, b] : [b, a];
  };
  const lines = (userId: number, kind: MarketKind, status: string, from: string, to: string) =>
    ctx.repos.bids.history(userId, kind, status, ...range(from, to));
  const bidRecord = (b: BidHistoryRow) => ({
    pana: b.bid_type,
    game_name: b.game_name,
    session: b.session,
    digits: b.digits,
    closedigits: b.closedigits,
    bid_date: formatLongDate(b.day),
    points: points(b.points_minor),
  });
  const winRecord = (b: BidHistoryRow) => ({
    pana: b.bid_type,
    game_name: b.game_name,
    session: b.session,
    digits: b.digits,
    closedigits: b.closedigits,
    wining_date: formatLongDate(b.day),
    amount: points(b.payout_minor),
  });

  provide(app, ctx, 'apiBidHistoryData', ({ body, user }) => ({
    status: true,
    msg: '',
    bid_data: lines(user.id, 'main', '%', body.bid_from, body.bid_to).map(bidRecord),
  }));
  provide(app, ctx, 'apiWiningHistoryData', ({ body, user }) => ({
    status: true,
    msg: '',
    win_data: lines(user.id, 'main', 'won', body.date_from, body.date_to).map(winRecord),
  }));
  provide(app, ctx, 'apiStarlineBidHistoryData', ({ body, user }) => ({
    status: true,
    msg: '',
    bid_data: lines(user.id, 'starline', '%', body.bid_from, body.bid_to).map(bidRecord),
  }));
  provide(app, ctx, 'apiStarlineWiningHistoryData', ({ body, user }) => ({
    status: true,
    msg: '',
    win_data: lines(user.id, 'starline', 'won', body.date_from, body.date_to).map(winRecord),
  }));
  provide(app, ctx, 'apiGalidisawarBidHistoryData', ({ body, user }) => ({
    status: true,
    msg: '',
    bid_data: lines(user.id, 'gali', '%', body.bid_from, body.bid_to).map(bidRecord),
  }));
  provide(app, ctx, 'apiGalidisawarWiningHistoryData', ({ body, user }) => ({
    status: true,
    msg: '',
    bid_data: lines(user.id, 'gali', 'won', body.date_from, body.date_to).map(winRecord),
  }));
}

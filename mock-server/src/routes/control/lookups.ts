import { providerMessages } from '@matka/shared/messages';
import type { ServerContext } from '../../context';
import { Refusal } from '../../lib/refusal';
import type { MarketRow } from '../../repositories/markets-repository';
import type { UserRow } from '../../repositories/users-repository';

/** The market `gameId` of this kind, or a 404 refusal. */
export function marketOfKind(
  ctx: ServerContext,
  gameId: string,
  kind: MarketRow['kind'],
): MarketRow {
  const market = ctx.repos.markets.byId(Number(gameId));
  if (market === undefined || market.kind !== kind)
    throw new Refusal(404, providerMessages.controlNoMarket(gameId, kind));
  return market;
}

/** The player with this phone number, or a 404 refusal. */
export function userByMobile(ctx: ServerContext, mobile: string): UserRow {
  const user = ctx.repos.users.byMobile(mobile);
  if (user === undefined) throw new Refusal(404, providerMessages.controlNoPlayer(mobile));
  return user;
}

/** The market `gameId` of any kind, or a 404 refusal. */
export function marketById(ctx: ServerContext, gameId: string): MarketRow {
  const market = ctx.repos.markets.byId(Number(gameId));
  if (market === undefined) throw new Refusal(404, providerMessages.controlNoMarket(gameId));
  return market;
}

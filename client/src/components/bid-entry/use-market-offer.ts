import type { Market } from '@matka/shared/contract';
import { marketOffer, type MarketKind } from '@matka/shared/rules';
import type { MarketOffer } from '@matka/shared/time';
import { useQuery } from '@tanstack/react-query';
import { dashboardQueryOptions } from '@/core/lib/queries';
import { useSession } from '@/lib/session';
import type { GameState } from './game-state';

/**
 * A main market's close time: from the navigation state (the market card passes it), else from the
 * dashboard's row of the same game id (cached from the home, polled every 5 s anyway). Undefined
 * while neither knows it. Starline slots and Gali games need none.
 */
function useCloseTime(kind: MarketKind, game: GameState | undefined): string | undefined {
  const token = useSession()?.token ?? '';
  const lookUp = kind === 'main' && game !== undefined && game.closeTime === undefined;
  const { data: fromDashboard } = useQuery({
    ...dashboardQueryOptions(token),
    select: (answer: { result: Market[] }) =>
      answer.result.find((market) => market.game_id === game?.gameId)?.close_time,
    enabled: lookUp && token !== '',
  });
  return game?.closeTime ?? (lookUp ? fromDashboard : undefined);
}

/**
 * What the game offers at an instant (`marketOffer`, the rule the provider's checks call too): the
 * day its bids belong to, whether it takes bids, whether the Open session and the timed types are
 * open. A main market whose close time is unknown (not in the state, and the dashboard not loaded
 * or without the game) offers nothing, on today's date: its day cannot be told, so every tile says
 * 'Bidding is closed for {game type}' and Open is disabled rather than offering a bid the provider
 * may refuse or file under another day.
 */
export function useMarketOffer(
  kind: MarketKind,
  game: GameState | undefined,
): (nowMs: number) => MarketOffer {
  const closeTime = useCloseTime(kind, game) ?? '';
  const openTime = game?.openTime ?? '';
  return (nowMs) => marketOffer(kind, openTime, closeTime, nowMs);
}

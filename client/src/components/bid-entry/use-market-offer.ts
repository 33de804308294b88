import type { Market } from '@matka/shared/contract';
import { marketOffer, type MarketKind } from '@matka/shared/rules';
import type { MarketOffer } from '@matka/shared/time';
import { useQuery } from '@tanstack/react-query';
import { dashboardQueryOptions } from '@/core/lib/queries';
import { useSession } from '@/lib/session';
import type { GameState } from './game-state';

/** Else the dashboard's row of the game: navigation state may be written without it. */
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
 * Without a close time a main market offers nothing: its day cannot be told, and a bid the
 * provider may refuse or file under another day is worse than a closed tile.
 */
export function useMarketOffer(
  kind: MarketKind,
  game: GameState | undefined,
): (nowMs: number) => MarketOffer {
  const closeTime = useCloseTime(kind, game) ?? '';
  const openTime = game?.openTime ?? '';
  return (nowMs) => marketOffer(kind, openTime, closeTime, nowMs);
}

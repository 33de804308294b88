import { queryOptions } from '@tanstack/react-query';
import { getProvider } from '@/core/lib/provider';

export type RatesKind = 'main' | 'gali' | 'starline';

export function gameRatesQueryOptions(kind: RatesKind) {
  return queryOptions({
    queryKey: ['content', 'game-rates', kind],
    queryFn: async ({ signal }) => {
      const provider = await getProvider();
      const answer =
        kind === 'main'
          ? await provider.apiGameRates({}, { signal })
          : kind === 'gali'
            ? await provider.apiGalidisawarGameRates({}, { signal })
            : await provider.apiStarlineGameRates({}, { signal });
      return answer.game_rates[0] ?? null;
    },
    staleTime: 5 * 60_000,
  });
}

export function howToPlayQueryOptions() {
  return queryOptions({
    queryKey: ['content', 'how-to-play'],
    queryFn: async ({ signal }) => {
      const answer = await (await getProvider()).apiHowToPlay({}, { signal });
      return answer.content[0] ?? null;
    },
    staleTime: 5 * 60_000,
  });
}

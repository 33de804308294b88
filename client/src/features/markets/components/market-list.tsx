import { messages } from '@matka/shared/messages';
import type { Market } from '@matka/shared/contract';
import { useQuery } from '@tanstack/react-query';
import { QueryFallback } from '@/core/components/ui/query-failure';
import { dashboardQueryOptions } from '@/core/lib/queries';
import { useSession } from '@/lib/session';
import { MarketCard } from './market-card';

const selectMarkets = (data: { result: Market[] }) => data.result;

/** Structural sharing, a stable `select`, memoised cards: an unchanged poll re-renders nothing. */
export function MarketList({ bettingEnabled }: { readonly bettingEnabled: boolean }) {
  const token = useSession()?.token ?? '';
  const options = dashboardQueryOptions(token);
  const { data: markets } = useQuery({ ...options, select: selectMarkets });
  if (markets === undefined)
    return (
      <QueryFallback
        queryKey={options.queryKey}
        loading={<p className="muted">{messages.loadingMarkets}</p>}
      />
    );
  if (markets.length === 0) return <p className="muted">{messages.noMarkets}</p>;
  return (
    <ul className="market-list" aria-label={messages.markets}>
      {markets.map((market) => (
        <MarketCard key={market.game_id} market={market} bettingEnabled={bettingEnabled} />
      ))}
    </ul>
  );
}

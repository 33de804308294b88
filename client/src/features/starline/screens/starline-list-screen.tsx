import { messages } from '@matka/shared/messages';
import { useQuery } from '@tanstack/react-query';
import {
  ChartButton,
  GameListBody,
  GameListHeader,
  HistoryLinks,
} from '@/core/components/game-list';
import { rateRows } from '@/components/rate-rows';
import { Screen } from '@/core/components/ui/screen-title';
import { paths } from '@/config/paths';
import { useBetting } from '@/core/lib/queries';
import {
  starlineGameQueryOptions,
  starlineRatesQueryOptions,
} from '@/features/starline/api/starline-queries';
import { StarlineRow } from '@/features/starline/components/starline-row';
import '@/styles/game-lists.css';

function StarlineHeader({
  chartUrl,
  bettingEnabled,
}: {
  chartUrl: string;
  bettingEnabled: boolean;
}) {
  const rates = useQuery({
    ...starlineRatesQueryOptions(),
    select: (answer) => answer.game_rates[0],
  });
  return (
    <GameListHeader title={messages.starlineRates} rows={rateRows('starline')} rates={rates}>
      <ChartButton chartUrl={chartUrl} />
      {bettingEnabled ? (
        <HistoryLinks bidHistory={paths.starlineBidHistory} winHistory={paths.starlineWinHistory} />
      ) : null}
    </GameListHeader>
  );
}

/**
 * The Starline list (/imp2, /star): header with Chart, Bid-History and Win History
 * (betting '1'), the rates panel, then one row per slot, polled every 5 s.
 */
export function StarlineListScreen() {
  const betting = useBetting();
  const options = starlineGameQueryOptions();
  const { data } = useQuery(options);
  const bettingEnabled = betting.status === 'betting';
  const chartUrl = data?.web_starline_chart_url ?? '';
  return (
    <Screen label={messages.kingStarline}>
      <h1 className="visually-hidden">{messages.kingStarline}</h1>
      <StarlineHeader chartUrl={chartUrl} bettingEnabled={bettingEnabled} />
      <GameListBody
        what={messages.starline}
        games={data?.result}
        queryKey={options.queryKey}
        waitingFor={betting.status === undefined ? betting.queryKey : undefined}
        renderGame={(slot) => (
          <StarlineRow
            key={slot.game_id}
            slot={slot}
            bettingEnabled={bettingEnabled}
            chartUrl={chartUrl}
          />
        )}
      />
    </Screen>
  );
}

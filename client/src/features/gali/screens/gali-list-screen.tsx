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
import { galiGameQueryOptions, galiRatesQueryOptions } from '@/features/gali/api/gali-queries';
import { GaliCard } from '@/features/gali/components/gali-card';
import '@/styles/game-lists.css';
import '@/features/gali/gali.css';

function GaliHeader({ chartUrl, bettingEnabled }: { chartUrl: string; bettingEnabled: boolean }) {
  const rates = useQuery({ ...galiRatesQueryOptions(), select: (answer) => answer.game_rates[0] });
  return (
    <GameListHeader title={messages.galiRates} rows={rateRows('gali')} rates={rates}>
      {bettingEnabled ? (
        <HistoryLinks bidHistory={paths.galiBidHistory} winHistory={paths.galiWinHistory} />
      ) : null}
      <ChartButton chartUrl={chartUrl} />
    </GameListHeader>
  );
}

/**
 * The Gali Disawar list, polled every 5 s. `/galiallgame` offers Play Game to a
 * betting player; `/galiIMP` is charts only, so every card offers View Charts.
 */
function GaliList({ chartsOnly }: { readonly chartsOnly: boolean }) {
  const betting = useBetting();
  const options = galiGameQueryOptions();
  const { data } = useQuery(options);
  const bettingEnabled = betting.status === 'betting';
  const chartUrl = data?.web_galidessar_chart_url ?? '';
  return (
    <Screen label={messages.galiDisawar}>
      <h1 className="visually-hidden">
        {chartsOnly ? messages.galiDisawarCharts : messages.galiDisawar}
      </h1>
      <GaliHeader chartUrl={chartUrl} bettingEnabled={bettingEnabled} />
      <GameListBody
        what={messages.galiDisawar}
        games={data?.result}
        queryKey={options.queryKey}
        waitingFor={betting.status === undefined ? betting.queryKey : undefined}
        renderGame={(game) => (
          <GaliCard
            key={game.game_id}
            game={game}
            playable={bettingEnabled && !chartsOnly}
            chartUrl={chartUrl}
          />
        )}
      />
    </Screen>
  );
}

/** /galiallgame */
export function GaliAllGameScreen() {
  return <GaliList chartsOnly={false} />;
}

/** /galiIMP */
export function GaliChartsScreen() {
  return <GaliList chartsOnly />;
}

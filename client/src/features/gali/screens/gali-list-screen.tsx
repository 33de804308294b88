import { messages } from '@matka/shared/messages';
import { GALI_RATE_KEYS } from '@matka/shared/rules';
import { useQuery } from '@tanstack/react-query';
import {
  ChartButton,
  GameListBody,
  GameListHeader,
  HistoryLinks,
} from '@/core/components/game-list';
import type { RateRow } from '@/core/components/rates-panel';
import { Screen } from '@/core/components/ui/screen-title';
import { paths } from '@/config/paths';
import { useBetting } from '@/core/lib/queries';
import { galiGameQueryOptions, galiRatesQueryOptions } from '@/features/gali/api/gali-queries';
import { GaliCard } from '@/features/gali/components/gali-card';
import '@/styles/game-lists.css';
import '@/features/gali/gali.css';

/**
 * The Gali rates panel reads Left, Right and Jodi from the single_digit, single_pana and
 * double_pana fields of the first game_rates entry: the spec's field quirk (section 2, "Gali
 * Disawar"; rules page "How much"), kept on purpose. `GALI_RATE_KEYS` is also what settlement pays.
 */
export const GALI_RATE_ROWS: readonly RateRow[] = [
  { label: 'Left Digit', key: GALI_RATE_KEYS['Left Digit'] },
  { label: 'Right Digit', key: GALI_RATE_KEYS['Right Digit'] },
  { label: 'Jodi Digit', key: GALI_RATE_KEYS['Jodi Digit'] },
];

function GaliHeader({ chartUrl, bettingEnabled }: { chartUrl: string; bettingEnabled: boolean }) {
  const rates = useQuery({ ...galiRatesQueryOptions(), select: (answer) => answer.game_rates[0] });
  return (
    <GameListHeader title={messages.galiRates} rows={GALI_RATE_ROWS} rates={rates}>
      {bettingEnabled ? (
        <HistoryLinks bidHistory={paths.galiBidHistory} winHistory={paths.galiWinHistory} />
      ) : null}
      <ChartButton chartUrl={chartUrl} />
    </GameListHeader>
  );
}

/**
 * The Gali Disawar list, polled every 5 s (spec section 2). `/galiallgame` offers Play Game to a
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

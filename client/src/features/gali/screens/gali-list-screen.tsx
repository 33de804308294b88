import { messages } from '@matka/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ChartIcon } from '../../../components/ui/icons';
import { Screen } from '../../../components/ui/screen-title';
import { paths } from '../../../config/paths';
import { useBettingStatus } from '../../../lib/queries';
import { galiGameQueryOptions, galiRatesQueryOptions } from '../api/gali-queries';
import { GaliCard } from '../components/gali-card';
import { RatesPanel, type RateRow } from '../../../components/rates-panel';
import '../../../styles/game-lists.css';
import '../gali.css';

/**
 * The Gali rates panel reads Left, Right and Jodi from the single_digit, single_pana and
 * double_pana fields of the first game_rates entry: the spec's field quirk (section 2, "Gali
 * Disawar"; rules page "How much"), kept on purpose.
 */
export const GALI_RATE_ROWS: readonly RateRow[] = [
  { label: 'Left Digit', key: 'single_digit' },
  { label: 'Right Digit', key: 'single_pana' },
  { label: 'Jodi Digit', key: 'double_pana' },
];

function GaliHeader({ chartUrl, bettingEnabled }: { chartUrl: string; bettingEnabled: boolean }) {
  const rates = useQuery({ ...galiRatesQueryOptions(), select: (answer) => answer.game_rates[0] });
  return (
    <header className="list-header">
      <div className="list-header__actions">
        {bettingEnabled ? (
          <>
            <Link className="button button--light button--small" to={paths.galiBidHistory}>
              Bid-History
            </Link>
            <Link className="button button--light button--small" to={paths.galiWinHistory}>
              Win History
            </Link>
          </>
        ) : null}
        {chartUrl ? (
          <a
            className="button button--accent button--small"
            href={chartUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            <ChartIcon size={18} /> Chart
          </a>
        ) : (
          <button type="button" className="button button--accent button--small" disabled>
            <ChartIcon size={18} /> Chart
          </button>
        )}
      </div>
      <RatesPanel
        title="Gali Disawar Rates"
        rows={GALI_RATE_ROWS}
        entry={rates.data}
        pending={rates.isPending}
      />
    </header>
  );
}

/**
 * The Gali Disawar list, polled every 5 s (spec section 2). `/galiallgame` offers Play Game to a
 * betting player; `/galiIMP` is charts only, so every card offers View Charts.
 */
function GaliList({ chartsOnly }: { readonly chartsOnly: boolean }) {
  const betting = useBettingStatus();
  const { data, isPending, isError } = useQuery(galiGameQueryOptions());
  const bettingEnabled = betting === '1';
  const chartUrl = data?.web_galidessar_chart_url ?? '';
  return (
    <Screen label="Gali Disawar">
      <h1 className="visually-hidden">{chartsOnly ? 'Gali Disawar Charts' : 'Gali Disawar'}</h1>
      <GaliHeader chartUrl={chartUrl} bettingEnabled={bettingEnabled} />
      {isPending || betting === undefined ? (
        <p className="muted">Loading games…</p>
      ) : isError ? (
        <p className="muted">Could not load the Gali Disawar games. Pull down to try again.</p>
      ) : data.result.length === 0 ? (
        <p className="muted">{messages.noDataFound}</p>
      ) : (
        <ul className="market-list" aria-label="Gali Disawar games">
          {data.result.map((game) => (
            <GaliCard
              key={game.game_id}
              game={game}
              playable={bettingEnabled && !chartsOnly}
              chartUrl={chartUrl}
            />
          ))}
        </ul>
      )}
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

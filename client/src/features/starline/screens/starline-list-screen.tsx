import { messages } from '@matka/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ChartIcon } from '../../../components/ui/icons';
import { Screen } from '../../../components/ui/screen-title';
import { paths } from '../../../config/paths';
import { useBettingStatus } from '../../../lib/queries';
import { starlineGameQueryOptions, starlineRatesQueryOptions } from '../api/starline-queries';
import { RatesPanel, type RateRow } from '../../../components/rates-panel';
import { StarlineRow } from '../components/starline-row';
import '../../../styles/game-lists.css';

/** The rates panel's rows, in the spec's order (section 2, "Starline header"). */
export const STARLINE_RATE_ROWS: readonly RateRow[] = [
  { label: 'Single Digit', key: 'single_digit' },
  { label: 'Double Pana', key: 'double_pana' },
  { label: 'Single Pana', key: 'single_pana' },
  { label: 'Triple Pana', key: 'tripple_pana' },
];

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
    <header className="list-header">
      <div className="list-header__actions">
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
        {bettingEnabled ? (
          <>
            <Link className="button button--light button--small" to={paths.starlineBidHistory}>
              Bid-History
            </Link>
            <Link className="button button--light button--small" to={paths.starlineWinHistory}>
              Win History
            </Link>
          </>
        ) : null}
      </div>
      <RatesPanel
        title="Starline Rates"
        rows={STARLINE_RATE_ROWS}
        entry={rates.data}
        pending={rates.isPending}
      />
    </header>
  );
}

/**
 * The Starline list (/imp2, /star; spec section 2): header with Chart, Bid-History and Win History
 * (betting '1'), the rates panel, then one row per slot, polled every 5 s.
 */
export function Component() {
  const betting = useBettingStatus();
  const { data, isPending, isError } = useQuery(starlineGameQueryOptions());
  const bettingEnabled = betting === '1';
  const chartUrl = data?.web_starline_chart_url ?? '';
  return (
    <Screen label="King Starline">
      <h1 className="visually-hidden">King Starline</h1>
      <StarlineHeader chartUrl={chartUrl} bettingEnabled={bettingEnabled} />
      {isPending || betting === undefined ? (
        <p className="muted">Loading games…</p>
      ) : isError ? (
        <p className="muted">Could not load the Starline games. Pull down to try again.</p>
      ) : data.result.length === 0 ? (
        <p className="muted">{messages.noDataFound}</p>
      ) : (
        <ul className="market-list" aria-label="Starline games">
          {data.result.map((slot) => (
            <StarlineRow
              key={slot.game_id}
              slot={slot}
              bettingEnabled={bettingEnabled}
              chartUrl={chartUrl}
            />
          ))}
        </ul>
      )}
    </Screen>
  );
}

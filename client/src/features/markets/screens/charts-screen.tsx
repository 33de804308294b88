import { messages } from '@matka/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { QueryFallback } from '@/core/components/ui/query-failure';
import { ScreenTitle } from '@/core/components/ui/screen-title';
import { dashboardQueryOptions } from '@/core/lib/queries';
import { useSession } from '@/lib/session';

/**
 * /charts: every market by game_name with View Charts opening web_chart_url in a new tab, and the
 * Starline and Gali Disawar lists, whose rows open their charts (the way in for charts-only
 * players, docs/decisions/005).
 */
export function ChartsScreen() {
  const token = useSession()?.token ?? '';
  const options = dashboardQueryOptions(token);
  const { data: markets } = useQuery({ ...options, select: (data) => data.result });
  return (
    <div className="screen">
      <ScreenTitle>{messages.marketCharts}</ScreenTitle>
      <nav className="chart-games" aria-label={messages.starlineAndGaliCharts}>
        <Link className="button button--primary" to={paths.starlineCharts}>
          {messages.kingStarline}
        </Link>
        <Link className="button button--primary" to={paths.galiCharts}>
          {messages.galiDisawar}
        </Link>
      </nav>
      {markets === undefined ? (
        <QueryFallback
          queryKey={options.queryKey}
          loading={<p className="muted">{messages.loading}</p>}
        />
      ) : null}
      <ul className="chart-list">
        {markets?.map((market) => (
          <li key={market.game_id} className="chart-list__row">
            <span>{market.game_name}</span>
            <a
              className="button button--primary button--small"
              href={market.web_chart_url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={messages.viewChartsOf(market.game_name)}
            >
              {messages.viewCharts}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

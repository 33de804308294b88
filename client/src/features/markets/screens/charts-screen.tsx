import { messages } from '@matka/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { ScreenTitle } from '../../../components/ui/screen-title';
import { dashboardQueryOptions } from '../../../lib/queries';
import { useSession } from '../../../lib/session';

/** /charts: every market by game_name with View Charts opening web_chart_url in a new tab. */
export function Component() {
  const token = useSession()?.token ?? '';
  const { data: markets, isPending } = useQuery({
    ...dashboardQueryOptions(token),
    select: (data) => data.result,
  });
  return (
    <div className="screen">
      <ScreenTitle>Market Charts</ScreenTitle>
      {isPending ? <p className="muted">Loading…</p> : null}
      <ul className="chart-list">
        {markets?.map((market) => (
          <li key={market.game_id} className="chart-list__row">
            <span>{market.game_name}</span>
            <a
              className="button button--primary button--small"
              href={market.web_chart_url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${messages.viewCharts}: ${market.game_name}`}
            >
              {messages.viewCharts}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

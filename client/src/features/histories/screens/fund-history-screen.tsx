import { messages } from '@matka/shared/messages';
import { formatPoints } from '@matka/shared/rules';
import { useQuery } from '@tanstack/react-query';
import { Screen, ScreenTitle } from '../../../components/ui/screen-title';
import { useSession } from '../../../lib/session';
import { fundRequestsQueryOptions } from '../api/history-queries';
import { EmptyState, ListLoading } from '../components/empty-state';
import { requestStatusLabel, statusTone } from '../components/history-labels';
import '../histories.css';

const TITLE = 'Deposit History';

/**
 * /addfundhistory: the player's deposit requests (this project's api-fund-request-history). The
 * status codes mirror the withdraw ones, so they carry the same labels. Empty or failed: 'No Data Found'.
 */
export function Component() {
  const token = useSession()?.token ?? '';
  const query = useQuery(fundRequestsQueryOptions(token));

  let body;
  if (query.isError || token === '' || (query.data !== undefined && query.data.length === 0)) {
    body = <EmptyState title={messages.noDataFound} />;
  } else if (query.data === undefined) {
    body = <ListLoading />;
  } else {
    body = (
      <ul className="history-list" aria-label={TITLE}>
        {query.data.map((row) => (
          <li key={row.request_id} className="ledger-row">
            <div className="ledger-row__main">
              <p className="ledger-row__note">Deposit request #{row.request_id}</p>
              <p className="muted ledger-row__date">{row.insert_date}</p>
            </div>
            <div className="ledger-row__side">
              <p className="ledger-row__amount">{formatPoints(row.request_amount)} pts</p>
              <p className={`status-badge status-badge--${statusTone(row.request_status)}`}>
                {requestStatusLabel(row.request_status)}
              </p>
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Screen label={TITLE}>
      <ScreenTitle>{TITLE}</ScreenTitle>
      {body}
    </Screen>
  );
}

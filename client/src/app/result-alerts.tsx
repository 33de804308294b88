import type { Market } from '@matka/shared/contract';
import { messages } from '@matka/shared/messages';
import { formatPoints, type MarketKind, type Minor } from '@matka/shared/rules';
import { istDateKey } from '@matka/shared/time';
import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { galiGameQueryOptions } from '../features/gali/api/gali-queries';
import { starlineGameQueryOptions } from '../features/starline/api/starline-queries';
import { useClock } from '../lib/clock';
import { dashboardQueryOptions } from '../lib/queries';
import { walletChangeKeys } from '../lib/query-keys';
import {
  pendingResults,
  subscribePending,
  takeDeclared,
  wonToday,
  type ResultAlert,
} from '../lib/result-alerts';
import { notifyInBackground } from '../lib/result-notifications';
import { useSession } from '../lib/session';

/**
 * While a bid waits for its result, its list is also watched from every screen, every 30 s and in
 * the background too (so a hidden app can notify); nothing is watched while nothing is pending.
 */
const PENDING_WATCH_MS = 30_000;

const WIN_HISTORY_PATH: Record<MarketKind, string> = {
  main: paths.winHistory,
  starline: paths.starlineWinHistory,
  gali: paths.galiWinHistory,
};

/** Which list a query key is: the dashboard (main markets), Starline or Gali games. */
function listKind(key: QueryKey): MarketKind | undefined {
  if (key[0] === 'dashboard') return 'main';
  if (key[0] === 'starline' && key[1] === 'game') return 'starline';
  if (key[0] === 'gali' && key[1] === 'game') return 'gali';
  return undefined;
}

function usePendingKinds(today: string): ReadonlySet<MarketKind> {
  const kinds = useSyncExternalStore(subscribePending, () =>
    [...new Set(pendingResults(today).map((entry) => entry.kind))].sort().join(','),
  );
  return new Set(kinds.split(',').filter(Boolean) as MarketKind[]);
}

/** Keeps the lists of pending bids fetched (see PENDING_WATCH_MS); renders nothing. */
function PendingWatch({ token, today }: { readonly token: string; readonly today: string }) {
  const kinds = usePendingKinds(today);
  const watch = { refetchInterval: PENDING_WATCH_MS, refetchIntervalInBackground: true };
  useQuery({ ...dashboardQueryOptions(token), ...watch, enabled: kinds.has('main') });
  useQuery({ ...starlineGameQueryOptions(), ...watch, enabled: kinds.has('starline') });
  useQuery({ ...galiGameQueryOptions(), ...watch, enabled: kinds.has('gali') });
  return null;
}

/**
 * Result alerts (not in the spec; lib/result-alerts.ts): each list answer the app receives is
 * checked against the bids waiting for a result; a declared one shows a banner with the result and
 * what the player won (today's win history), with a link to it, and a system notification when the
 * app is in the background. The same answer carries the new balance to the top bar.
 */
export function ResultAlerts() {
  const queryClient = useQueryClient();
  const clock = useClock();
  const token = useSession()?.token ?? '';
  const [alerts, setAlerts] = useState<ResultAlert[]>([]);
  const today = istDateKey(clock.now());

  useEffect(() => {
    if (token === '') return undefined;
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      const kind = listKind(event.query.queryKey);
      const rows = (event.query.state.data as { result?: Market[] } | undefined)?.result;
      if (kind === undefined || !Array.isArray(rows)) return;
      const day = istDateKey(clock.now());
      const found = takeDeclared(kind, rows, day);
      if (found.length === 0) return;
      setAlerts((current) => [...current, ...found]);
      // Settlement credited the wallet with the declaration: the balance card and passbook too.
      for (const key of walletChangeKeys(token).slice(1))
        void queryClient.invalidateQueries({ queryKey: key });
      for (const alert of found) {
        void wonToday(alert, token, day)
          .catch(() => 0 as Minor)
          .then((wonMinor) => {
            setAlerts((current) =>
              current.map((shown) => (shown.id === alert.id ? { ...shown, wonMinor } : shown)),
            );
            const title = messages.resultDeclared(alert.gameName, alert.result);
            notifyInBackground(
              alert.id,
              title,
              wonMinor > 0 ? messages.youWon(formatPoints(wonMinor)) : '',
            );
          });
      }
    });
  }, [queryClient, clock, token]);

  if (token === '') return null;
  return (
    <>
      <PendingWatch token={token} today={today} />
      {alerts.length === 0 ? null : (
        <section className="result-alerts" aria-label={messages.resultAlerts}>
          {alerts.map((alert) => (
            <div key={alert.id} className="result-alert" role="status">
              <p className="result-alert__result">
                {messages.resultDeclared(alert.gameName, alert.result)}
              </p>
              {alert.wonMinor !== undefined && alert.wonMinor > 0 ? (
                <p className="result-alert__won">{messages.youWon(formatPoints(alert.wonMinor))}</p>
              ) : null}
              <div className="result-alert__actions">
                <Link to={WIN_HISTORY_PATH[alert.kind]}>{messages.seeWinHistory}</Link>
                <button
                  type="button"
                  className="button button--light button--small"
                  onClick={() =>
                    setAlerts((current) => current.filter((shown) => shown.id !== alert.id))
                  }
                >
                  {messages.dismissAlert}
                </button>
              </div>
            </div>
          ))}
        </section>
      )}
    </>
  );
}

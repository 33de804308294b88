import type { Market } from '@matka/shared/contract';
import { messages } from '@matka/shared/messages';
import { formatPoints, type MarketKind, type Minor } from '@matka/shared/rules';
import { addDays, istDateKey } from '@matka/shared/time';
import {
  useQuery,
  useQueryClient,
  type Query,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { galiGameQueryOptions } from '@/features/gali/api/gali-queries';
import { historyQueryOptions } from '@/features/histories/api/history-queries';
import { historyDaySearch } from '@/features/histories/history-day';
import { starlineGameQueryOptions } from '@/features/starline/api/starline-queries';
import { useClock } from '@/core/lib/clock';
import { dashboardQueryOptions } from '@/core/lib/queries';
import { UNASKED_READ } from '@/core/lib/query-client';
import { walletChangeKeys } from '@/core/lib/query-keys';
import {
  noteBidHistory,
  pendingResults,
  subscribePending,
  takeDeclared,
  wonOnItsDay,
  type ResultAlert,
} from '@/lib/result-alerts';
import { notifyInBackground } from '@/lib/result-notifications';
import { useSession } from '@/lib/session';
import { whenIdle } from '@/lib/when-idle';

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

/** The win history holding what the alert's result paid, opened on the result's day. */
const winHistoryOf = (alert: ResultAlert) =>
  `${WIN_HISTORY_PATH[alert.kind]}?${historyDaySearch(alert.day)}`;

/** Which list a query key is: the dashboard (main markets), Starline or Gali games. */
function listKind(key: QueryKey): MarketKind | undefined {
  if (key[0] === 'dashboard') return 'main';
  if (key[0] === 'starline' && key[1] === 'game') return 'starline';
  if (key[0] === 'gali' && key[1] === 'game') return 'gali';
  return undefined;
}

/** The list rows a query holds when it is one of the three lists, with its kind. */
function listRows(query: Query): { kind: MarketKind; rows: Market[] } | undefined {
  const kind = listKind(query.queryKey);
  const rows = (query.state.data as { result?: Market[] } | undefined)?.result;
  return kind === undefined || !Array.isArray(rows) ? undefined : { kind, rows };
}

const MARKET_KINDS: readonly MarketKind[] = ['main', 'starline', 'gali'];
/** The players whose bid histories this app start has read. */
const historiesRead = new Set<string>();

/**
 * The bid histories of today (and of yesterday for main markets: a night market's day is yesterday
 * until it closes after midnight), read once per app start and player: bids placed on another
 * device wait for their results too. This chunk loads after the first paint (result-alerts-slot.tsx), so the
 * reads never delay a first screen; one that fails (a provider without that history) only leaves
 * those bids unwatched, and says nothing. One list at a time, each once the browser is idle: the
 * three answers read at once made long tasks on a cheap phone, and none of them is urgent.
 */
async function readTodaysBids(
  queryClient: QueryClient,
  token: string,
  today: string,
  checkReceived: () => void,
) {
  if (historiesRead.has(token)) return;
  historiesRead.add(token);
  for (const kind of MARKET_KINDS) {
    const range = { from: kind === 'main' ? addDays(today, -1) : today, to: today };
    await whenIdle();
    await queryClient
      .fetchQuery({ ...historyQueryOptions(kind, 'bid', token, range), meta: UNASKED_READ })
      .then((rows) => {
        noteBidHistory(kind, rows, today);
        // At once, before the pending watch renders: a bid the lists received already settle, or
        // whose market has moved on to a later day, sets no list polling in the background.
        checkReceived();
      })
      .catch(() => undefined);
  }
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
 * what the player won (the win history of the result's day), with a link to it, and a system notification when the
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
    const check = (query: Query) => {
      const list = listRows(query);
      if (list === undefined) return;
      const found = takeDeclared(list.kind, list.rows, clock.now());
      if (found.length === 0) return;
      setAlerts((current) => [...current, ...found]);
      // Settlement credited the wallet with the declaration: the balance card and passbook too.
      for (const key of walletChangeKeys(token).slice(1))
        void queryClient.invalidateQueries({ queryKey: key });
      for (const alert of found) {
        void wonOnItsDay(alert, token)
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
    };
    const cache = queryClient.getQueryCache();
    const unsubscribe = cache.subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'success') check(event.query);
    });
    // This chunk loads after the first answers: the lists already received count too, once the
    // bid histories have said what else is pending.
    void readTodaysBids(queryClient, token, istDateKey(clock.now()), () => {
      for (const query of cache.getAll()) check(query);
    });
    return unsubscribe;
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
                <Link to={winHistoryOf(alert)}>{messages.seeWinHistory}</Link>
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

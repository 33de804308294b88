import {
  closeResultFromPana,
  marketOffer,
  openResultFromPana,
  type MarketKind,
} from '@matka/shared/rules';
import type { DateKey, MarketOffer } from '@matka/shared/time';
import { MSG_STATUS, type WireResponse } from '@matka/shared/contract';
import type { Repositories } from '../repositories';
import type { MarketRow, ResultRow } from '../repositories/markets-repository';
import type { ServerClock } from '../lib/server-clock';

export type WireMarket = WireResponse<'apiGetDashboardData'>['result'] extends infer L
  ? L extends readonly (infer M)[]
    ? M
    : never
  : never;

/** Where a market stands at an instant, as the server's checks see it. */
export interface MarketState {
  day: DateKey;
  /**
   * The shared offer of its times (`marketOffer`, the rule the client's screens read), narrowed by
   * the server's data: nothing on a day closed by the operator or once the deciding result is
   * declared, no Open session once the open result is.
   */
  offer: MarketOffer;
  /** Takes bids at all (`MSG_STATUS.running`): `offer.takesBids`. */
  open: boolean;
  result: ResultRow | undefined;
  closedToday: boolean;
}

export function chartPath(kind: MarketKind, marketId?: number): string {
  return kind === 'main' ? `/mock/charts/main/${marketId ?? ''}` : `/mock/charts/${kind}`;
}

/**
 * Market rows and states from the server clock. The rows are the same for every player between
 * changes, so they are cached per kind and minute and dropped on any result, closure or clock change.
 */
export function createMarketsService(repos: Repositories, clock: ServerClock) {
  let version = 0;
  const cache = new Map<string, { key: string; rows: WireMarket[]; json: string }>();
  const states = new Map<number, { key: string; state: MarketState }>();
  // Market rows change only when the database is seeded again, which calls invalidate().
  const rowsById = new Map<number, MarketRow | undefined>();
  // Market windows are whole minutes, so a state read in one minute holds for all of it.
  const cacheKey = (now: number) => `${Math.floor(now / 60_000)}:${clock.version}:${version}`;

  function computeState(market: MarketRow, now: number): MarketState {
    const times = marketOffer(market.kind, market.open_time, market.close_time, now);
    const day = times.day;
    const result = repos.markets.result(market.id, day);
    const closedToday = repos.markets.closedOn(day).has(market.id);
    const openDeclared = (result?.open_value ?? null) !== null;
    const closeDeclared = (result?.close_value ?? null) !== null;
    // Main: the close result ends the day, the open result the Open session. Starline and Gali:
    // any declared part ends the slot.
    const running = !closedToday && !closeDeclared && (market.kind === 'main' || !openDeclared);
    const takesBids = running && times.takesBids;
    const offer: MarketOffer = {
      day,
      takesBids,
      openSession: takesBids && !openDeclared && times.openSession,
    };
    return { day, offer, open: takesBids, result, closedToday };
  }

  function stateOf(market: MarketRow, now: number): MarketState {
    const key = cacheKey(now);
    const hit = states.get(market.id);
    if (hit !== undefined && hit.key === key) return hit.state;
    const state = computeState(market, now);
    states.set(market.id, { key, state });
    return state;
  }

  function wireRow(market: MarketRow, state: MarketState, baseUrl: string): WireMarket {
    const r = state.result;
    let openResult = '';
    let closeResult = '';
    if (market.kind === 'gali') {
      openResult = r?.open_value ?? '';
      closeResult = r?.close_value ?? '';
    } else {
      openResult = r?.open_value == null ? '' : openResultFromPana(r.open_value);
      closeResult =
        market.kind === 'main' && r?.close_value != null ? closeResultFromPana(r.close_value) : '';
    }
    return {
      game_id: String(market.id),
      game_name: market.name,
      open_time: market.open_time,
      close_time: market.close_time,
      open_result: openResult,
      close_result: closeResult,
      msg_status: state.open ? MSG_STATUS.running : MSG_STATUS.closed,
      web_chart_url: market.kind === 'main' ? `${baseUrl}${chartPath('main', market.id)}` : '',
    };
  }

  return {
    stateOf,
    /** A market's row, read once until the next invalidate(). */
    byId(id: number): MarketRow | undefined {
      if (rowsById.has(id)) return rowsById.get(id);
      const row = repos.markets.byId(id);
      // Only a few ids are cached (an unknown id is not remembered, so no one can fill the map).
      if (row !== undefined) rowsById.set(id, row);
      return row;
    },
    /** The wire rows of one kind at the server's "now", cached until the minute or anything else changes. */
    rows(kind: MarketKind, baseUrl: string): WireMarket[] {
      return this.cached(kind, baseUrl).rows;
    },
    /** The rows with their JSON text and the cache key they were built under (it changes with them). */
    cached(kind: MarketKind, baseUrl: string): { key: string; rows: WireMarket[]; json: string } {
      const now = clock.now();
      const key = `${cacheKey(now)}:${baseUrl}`;
      const hit = cache.get(kind);
      if (hit !== undefined && hit.key === key) return hit;
      const rows = repos.markets.byKind(kind).map((m) => wireRow(m, stateOf(m, now), baseUrl));
      const entry = { key, rows, json: JSON.stringify(rows) };
      cache.set(kind, entry);
      return entry;
    },
    /** Call after a result, a closure or a market change. */
    invalidate(): void {
      version += 1;
      states.clear();
      rowsById.clear();
    },
  };
}
export type MarketsService = ReturnType<typeof createMarketsService>;

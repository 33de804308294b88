import type { FastifyInstance } from 'fastify';
import {
  closeResultFromPana,
  formatGaliResult,
  formatMainResult,
  formatStarlineResult,
  openResultFromPana,
  type MarketKind,
} from '@matka/shared/rules';
import type { ServerContext } from '../../context';
import { control } from '../../http/control-route';
import { formatInsertDate, points } from '../../lib/format';
import type { MarketRow, ResultRow } from '../../repositories/markets-repository';
import type { MoneyRequestRow } from '../../repositories/overview-repository';
import { checkLedger } from '../../services/ledger-check';
import { readRates } from '../../services/settlement';
import { marketById } from './lookups';

const MARKET_KINDS: readonly MarketKind[] = ['main', 'starline', 'gali'];

/** The result as the player's list shows it ('123-68-350', '123-6', '47'; masked while undeclared). */
function shownResult(kind: MarketKind, result: ResultRow | undefined): string {
  const open = result?.open_value ?? null;
  const close = result?.close_value ?? null;
  if (kind === 'gali') return formatGaliResult(open, close);
  if (kind === 'starline')
    return formatStarlineResult(open === null ? '' : openResultFromPana(open));
  return formatMainResult(
    open === null ? '' : openResultFromPana(open),
    close === null ? '' : closeResultFromPana(close),
  );
}

function moneyRequest(row: MoneyRequestRow) {
  return {
    request_id: String(row.id),
    mobile: row.mobile,
    name: row.name,
    amount_minor: row.amount_minor,
    status: row.status,
    insert_date: formatInsertDate(row.created_at),
    payment_method: row.payment_method,
  };
}

/** What the testers' console shows across players: players, markets and their waiting bids, money requests. */
export function overviewControls(app: FastifyInstance, ctx: ServerContext): void {
  const { repos } = ctx;

  control(app, ctx, 'players', (body) => {
    const { total, rows } = repos.overview.players(body.search?.trim() ?? '', body.limit ?? 100);
    return {
      status: true,
      total,
      players: rows.map((p) => ({
        user_id: String(p.id),
        name: p.name,
        mobile: p.mobile,
        betting_status: p.betting_status,
        wallet_amt: points(p.balance_minor),
        balance_minor: p.balance_minor,
        sessions: p.sessions,
        pending_bids: p.pending_bids,
        pending_withdrawals: p.pending_withdrawals,
        pending_fund_requests: p.pending_fund_requests,
      })),
    };
  });

  control(app, ctx, 'markets', (body, now) => {
    const waiting = repos.overview.waitingGroups();
    const kinds = body.kind === undefined ? MARKET_KINDS : [body.kind];
    const describe = (market: MarketRow) => {
      const state = ctx.markets.stateOf(market, now);
      return {
        game_id: String(market.id),
        kind: market.kind,
        name: market.name,
        open_time: market.open_time,
        close_time: market.close_time,
        day: state.day,
        takes_bids: state.offer.takesBids,
        open_session: state.offer.openSession,
        closed_today: state.closedToday,
        open_value: state.result?.open_value ?? null,
        close_value: state.result?.close_value ?? null,
        result: shownResult(market.kind, state.result),
        waiting: waiting
          .filter((w) => w.market_id === market.id)
          .map((w) => ({
            day: w.day,
            settles_on: w.settles_on,
            lines: w.lines,
            points_minor: w.points_minor,
          })),
      };
    };
    return {
      status: true,
      markets: kinds.flatMap((kind) => repos.markets.byKind(kind).map(describe)),
    };
  });

  control(app, ctx, 'marketBids', (body, now) => {
    const market = marketById(ctx, body.game_id);
    const day = body.day ?? ctx.markets.stateOf(market, now).day;
    const { total, rows } = repos.overview.linesOfDay(market.id, day);
    const rates = readRates(repos, market.kind);
    const declared = repos.markets.result(market.id, day);
    return {
      status: true,
      game_id: String(market.id),
      kind: market.kind,
      day,
      open_value: declared?.open_value ?? null,
      close_value: declared?.close_value ?? null,
      total,
      lines: rows.map((line) => ({
        bid_id: String(line.id),
        mobile: line.mobile,
        bid_type: line.bid_type,
        session: line.session,
        digits: line.digits,
        closedigits: line.closedigits,
        points_minor: line.points_minor,
        settles_on: line.settles_on,
        state: line.state,
        payout_minor: line.payout_minor,
      })),
      rates: Object.fromEntries(
        Object.entries(rates).map(([key, rate]) => [
          key,
          [rate.val1, rate.val2] as [number, number],
        ]),
      ),
    };
  });

  control(app, ctx, 'moneyRequests', (body) => {
    const all = body.which === 'all';
    return {
      status: true,
      fund_requests: repos.overview.fundRequests(all).map(moneyRequest),
      withdrawals: repos.overview.withdrawals(all).map(moneyRequest),
    };
  });

  control(app, ctx, 'ledgerCheck', () => ({
    status: true,
    violations: checkLedger(ctx.db).violations,
  }));
}

import { MSG_STATUS, WITHDRAW_REQUEST_STATUS } from '@matka/shared/contract';
import {
  formatGaliResult,
  formatMainResult,
  formatStarlineResult,
  type MarketKind,
} from '@matka/shared/rules';
import { formatHistoryDate } from '@matka/shared/time';
import type { Expectations, HistoryCheckSpec } from './script-schema';
import { ExpectationFailed, type Play } from './play-context';

/** A history line as a script names it: points won or staked. */
interface Line {
  market: string;
  type: string;
  session: string;
  digits: string;
  closedigits: string;
  points: number;
}
type LineSpec = Partial<Line>;

const toPoints = (minor: number) => minor / 100;
const show = (line: LineSpec) =>
  [
    line.market,
    line.type,
    line.session,
    line.closedigits ? `${line.digits}-${line.closedigits}` : line.digits,
    line.points === undefined ? undefined : `${line.points} points`,
  ]
    .filter((part) => part !== undefined && part !== '')
    .join(' ');
const showAll = (lines: readonly LineSpec[]) =>
  lines.length === 0 ? 'no lines' : `${lines.length}: ${lines.map(show).join('; ')}`;

const matches = (line: Line, spec: LineSpec) =>
  (Object.entries(spec) as [keyof Line, unknown][]).every(([key, want]) => line[key] === want);

/** The win or bid history lines of a player's market days, as the app lists them. */
async function historyLines(
  play: Play,
  spec: HistoryCheckSpec,
  which: 'win' | 'bid',
): Promise<Line[]> {
  const unique_token = await play.token(spec.player);
  const first = formatHistoryDate(await play.day(spec.days_ago));
  const last = formatHistoryDate(await play.day(spec.to_days_ago ?? spec.days_ago));
  const wins = { unique_token, date_from: first, date_to: last };
  const bids = { unique_token, bid_from: first, bid_to: last };
  const p = play.provider;
  const kind: MarketKind = spec.kind;
  const records =
    which === 'win'
      ? kind === 'main'
        ? (await p.apiWiningHistoryData(wins)).win_data
        : kind === 'starline'
          ? (await p.apiStarlineWiningHistoryData(wins)).win_data
          : (await p.apiGalidisawarWiningHistoryData(wins)).bid_data
      : kind === 'main'
        ? (await p.apiBidHistoryData(bids)).bid_data
        : kind === 'starline'
          ? (await p.apiStarlineBidHistoryData(bids)).bid_data
          : (await p.apiGalidisawarBidHistoryData(bids)).bid_data;
  return records
    .map((r) => ({
      market: r.game_name,
      type: r.pana,
      // Compared in the script's spelling (lower case): the wire's is 'Open' / 'Close'.
      session: r.session.toLowerCase(),
      digits: r.digits,
      closedigits: r.closedigits,
      points: toPoints('amount' in r ? r.amount : r.points),
    }))
    .filter((line) => spec.market === undefined || line.market === spec.market);
}

async function checkHistory(
  play: Play,
  spec: HistoryCheckSpec,
  which: 'win' | 'bid',
): Promise<string> {
  const found = await historyLines(play, spec, which);
  const total = Math.round(found.reduce((sum, l) => sum + l.points, 0) * 100) / 100;
  if (spec.count !== undefined && found.length !== spec.count)
    throw new ExpectationFailed(`${spec.count} line(s)`, showAll(found));
  if (spec.total_points !== undefined && total !== spec.total_points)
    throw new ExpectationFailed(
      `${spec.total_points} points in all`,
      `${total}: ${showAll(found)}`,
    );
  if (spec.lines !== undefined) {
    const left = [...found];
    const ok =
      found.length === spec.lines.length &&
      spec.lines.every((want) => {
        const at = left.findIndex((line) => matches(line, want));
        if (at >= 0) left.splice(at, 1);
        return at >= 0;
      });
    if (!ok) throw new ExpectationFailed(showAll(spec.lines), showAll(found));
  }
  return `${found.length} line(s), ${total} points`;
}

async function checkWallet(play: Play, spec: NonNullable<Expectations['wallet']>): Promise<string> {
  const unique_token = await play.token(spec.player);
  const shown = toPoints((await play.provider.apiUserWalletBalance({ unique_token })).wallet_amt);
  if (shown !== spec.points)
    throw new ExpectationFailed(`${spec.points} points`, `${shown} points`);
  const user = await play.control('user', { mobile: spec.player });
  if (user.balance_minor !== user.ledger_sum_minor)
    throw new ExpectationFailed(
      'a balance equal to the sum of the ledger',
      `${toPoints(user.balance_minor)} against ${toPoints(user.ledger_sum_minor)}`,
    );
  return `${shown} points`;
}

async function checkMarket(play: Play, spec: NonNullable<Expectations['market']>): Promise<string> {
  const kind = spec.kind ?? (await play.market(spec.market)).kind;
  let rows;
  if (kind === 'main') {
    if (spec.player === undefined)
      throw new ExpectationFailed('a "player" whose dashboard lists the main market', 'none');
    rows = (
      await play.provider.apiGetDashboardData({ unique_token: await play.token(spec.player) })
    ).result;
  } else {
    rows =
      kind === 'starline'
        ? (await play.provider.apiStarlineGame()).result
        : (await play.provider.apiGalidisawarGame()).result;
  }
  const row = rows.find((r) => r.game_name === spec.market);
  if (row === undefined) throw new ExpectationFailed(`${spec.market} in the list`, 'not listed');
  const result =
    kind === 'main'
      ? formatMainResult(row.open_result, row.close_result)
      : kind === 'starline'
        ? formatStarlineResult(row.open_result)
        : formatGaliResult(row.open_result, row.close_result);
  const takesBids = row.msg_status === MSG_STATUS.running;
  if (spec.result !== undefined && result !== spec.result)
    throw new ExpectationFailed(`result ${spec.result}`, result);
  if (spec.takes_bids !== undefined && takesBids !== spec.takes_bids)
    throw new ExpectationFailed(
      spec.takes_bids ? 'taking bids' : 'not taking bids',
      takesBids ? 'taking bids' : 'not taking bids',
    );
  return `${result}, ${takesBids ? 'taking bids' : 'closed'}`;
}

const WITHDRAW_STATES: Record<string, string> = {
  [WITHDRAW_REQUEST_STATUS.pending]: 'pending',
  [WITHDRAW_REQUEST_STATUS.cancelled]: 'cancelled',
  [WITHDRAW_REQUEST_STATUS.approved]: 'approved',
};

async function checkWithdrawals(
  play: Play,
  spec: NonNullable<Expectations['withdrawals']>,
): Promise<string> {
  const unique_token = await play.token(spec.player);
  const list = (
    await play.provider.apiUserWithdrawTransactionHistory({ unique_token, mobile_no: spec.player })
  ).withdrawdata;
  const states = list.map((w) => WITHDRAW_STATES[w.request_status] ?? w.request_status);
  if (spec.count !== undefined && list.length !== spec.count)
    throw new ExpectationFailed(`${spec.count} request(s)`, `${list.length}: ${states.join(', ')}`);
  if (spec.latest !== undefined && states[0] !== spec.latest)
    throw new ExpectationFailed(`the newest ${spec.latest}`, states[0] ?? 'no request');
  return `${list.length}, newest ${states[0] ?? 'none'}`;
}

async function checkPassbook(
  play: Play,
  spec: NonNullable<Expectations['passbook']>,
): Promise<string> {
  const unique_token = await play.token(spec.player);
  const [row] = (await play.provider.apiWalletTransactionHistory({ unique_token }))
    .transaction_history;
  if (row === undefined) throw new ExpectationFailed('a passbook row', 'an empty passbook');
  const credit = row.transaction_type === '1';
  const found = `${credit ? 'credit' : 'debit'} ${toPoints(row.amount)} "${row.transaction_note}"`;
  const wanted = [
    spec.credit === undefined ? undefined : `credit ${spec.credit}`,
    spec.debit === undefined ? undefined : `debit ${spec.debit}`,
    spec.note === undefined ? undefined : `"${spec.note}"`,
  ]
    .filter(Boolean)
    .join(' ');
  const ok =
    (spec.credit === undefined || (credit && toPoints(row.amount) === spec.credit)) &&
    (spec.debit === undefined || (!credit && toPoints(row.amount) === spec.debit)) &&
    (spec.note === undefined || row.transaction_note === spec.note);
  if (!ok) throw new ExpectationFailed(`the newest row ${wanted}`, found);
  return found;
}

/** The money invariants over the whole database (the control API's ledger check). */
export async function checkLedgerBalanced(play: Play): Promise<string> {
  const { violations } = await play.control('ledgerCheck', {});
  if (violations.length > 0)
    throw new ExpectationFailed('no broken money invariant', violations.join('; '));
  return 'balanced';
}

/** Checks every expectation of an `expect` step, in the order written; answers what it saw. */
export async function checkExpectations(play: Play, spec: Expectations): Promise<string> {
  const seen: string[] = [];
  for (const key of Object.keys(spec) as (keyof Expectations)[]) {
    let detail: string;
    switch (key) {
      case 'wallet':
        detail = await checkWallet(play, spec.wallet!);
        break;
      case 'win_history':
        detail = await checkHistory(play, spec.win_history!, 'win');
        break;
      case 'bid_history':
        detail = await checkHistory(play, spec.bid_history!, 'bid');
        break;
      case 'market':
        detail = await checkMarket(play, spec.market!);
        break;
      case 'withdrawals':
        detail = await checkWithdrawals(play, spec.withdrawals!);
        break;
      case 'passbook':
        detail = await checkPassbook(play, spec.passbook!);
        break;
      case 'ledger':
        detail = await checkLedgerBalanced(play);
        break;
    }
    seen.push(`${key.replace('_', ' ')} ${detail}`);
  }
  return seen.join('; ');
}

import { ALL_PANAS, BID_TYPES_BY_MARKET, DIGITS, type MarketKind } from '@matka/shared/rules';
import { endpoints, type EndpointName } from '@matka/shared/contract';
import type { ServerProcess } from '../support/server-process';
import type { ScenarioInput } from '../../src/seed';

/** mulberry32: every run is reproducible from its printed seed. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const APP_KEY = 'test-app-key';
const FIRST_MOBILE = 7_000_000_000;
const PLAYERS = 200;

/** A default scenario with 200 extra players of 2,000 points each. */
export function loadScenario(base: ScenarioInput): ScenarioInput {
  return {
    ...base,
    generate: {
      players: {
        count: PLAYERS,
        first_mobile: String(FIRST_MOBILE),
        password: 'pw',
        opening_balance: 2000,
        scrypt_cost: 16,
      },
    },
  };
}

export interface Player {
  mobile: string;
  token: string;
}

export interface Markets {
  main: string[];
  starline: string[];
  gali: string[];
}

/** What the client saw succeed, per player: evidence that must survive a crash. */
export interface Acknowledged {
  bids: Map<string, number>;
  transfersOut: Map<string, number>;
  withdrawals: Map<string, number>;
  fundRequests: Map<string, number>;
}

export interface RunStats {
  operations: number;
  byStatus: Record<string, number>;
  byKind: Record<string, number>;
  /** Requests whose connection broke (a killed server). */
  broken: number;
  serverErrors: string[];
}

const pick = <T>(list: readonly T[], r: () => number): T =>
  list[Math.floor(r() * list.length)] as T;
const int = (lo: number, hi: number, r: () => number) => lo + Math.floor(r() * (hi - lo + 1));

function lineFor(kind: MarketKind, type: string, r: () => number) {
  const d = () => pick(DIGITS, r);
  const pana = () => pick(ALL_PANAS, r);
  switch (type) {
    case 'Single Digit':
    case 'Left Digit':
    case 'Right Digit':
      return { digits: d(), closedigits: '' };
    case 'Jodi Digit':
      return { digits: d() + d(), closedigits: '' };
    case 'Half Sangam':
      return { digits: d(), closedigits: pana() };
    case 'Full Sangam':
      return { digits: pana(), closedigits: pana() };
    default:
      return { digits: kind === 'gali' ? d() : pana(), closedigits: '' };
  }
}

function bidRequest(token: string, kind: MarketKind, gameId: string, r: () => number) {
  const type = pick(BID_TYPES_BY_MARKET[kind], r);
  const session = kind === 'main' && r() < 0.5 ? 'Close' : 'Open';
  const lines = Array.from({ length: int(1, 3, r) }, () => ({
    ...lineFor(kind, type, r),
    points: int(1, 12, r) * 10,
    session,
    pana: type,
    closepana: '',
  }));
  const newResult = {
    unique_token: token,
    Gamename: 'Game',
    totalbit: lines.reduce((sum, l) => sum + l.points, 0),
    gameid: gameId,
    pana: type,
    gametype: kind,
    bid_date: '22-November-2026',
    session,
    result: lines,
  };
  const name: EndpointName =
    kind === 'main'
      ? 'apiSubmitBid'
      : kind === 'starline'
        ? 'apiStarlineSubmitBid'
        : 'apiGalidisawarSubmitBid';
  const body =
    kind === 'gali'
      ? { unique_token: token, game_id: gameId, new_result: newResult }
      : { game_id: gameId, new_result: newResult };
  return { name, body };
}

/**
 * Sends `count` random operations, `concurrency` in flight: bids of every type on every market kind,
 * transfers, withdrawal and fund requests, approvals and cancellations, deposits, result
 * declarations and corrections. Stops early (without throwing) once the server is gone.
 */
export async function runOperations(
  server: ServerProcess,
  players: Player[],
  markets: Markets,
  options: { seed: number; count: number; concurrency: number; ack: Acknowledged },
): Promise<RunStats> {
  const r = prng(options.seed);
  const stats: RunStats = { operations: 0, byStatus: {}, byKind: {}, broken: 0, serverErrors: [] };
  const common = { env_type: 'Prod', app_key: APP_KEY };
  const bump = (m: Map<string, number>, key: string) => m.set(key, (m.get(key) ?? 0) + 1);
  let next = 0;
  let gone = false;

  const one = async () => {
    const player = pick(players, r);
    const x = r();
    let kind: string;
    let url: string;
    let body: unknown;
    let onOk: (() => void) | undefined;
    if (x < 0.55) {
      const marketKind: MarketKind = x < 0.35 ? 'main' : x < 0.45 ? 'starline' : 'gali';
      const bid = bidRequest(player.token, marketKind, pick(markets[marketKind], r), r);
      kind = `bid-${marketKind}`;
      url = `/${endpoints[bid.name].path}`;
      body = { ...common, ...bid.body };
      onOk = () => bump(options.ack.bids, player.mobile);
    } else if (x < 0.68) {
      kind = 'transfer';
      url = `/${endpoints.apiUserTransferWalletBalance.path}`;
      body = {
        ...common,
        unique_token: player.token,
        amount: int(1, 5, r) * 50,
        mobile_no: pick(players, r).mobile,
        transfer_note: '',
      };
      onOk = () => bump(options.ack.transfersOut, player.mobile);
    } else if (x < 0.76) {
      kind = 'withdrawal';
      url = `/${endpoints.apiUserWithdrawFundRequest.path}`;
      body = {
        ...common,
        unique_token: player.token,
        mobile: player.mobile,
        request_amount: int(4, 8, r) * 100,
        payment_method: '3',
      };
      onOk = () => bump(options.ack.withdrawals, player.mobile);
    } else if (x < 0.84) {
      kind = 'deposit';
      url = `/${endpoints.apiFundRequestAdd.path}`;
      body = { ...common, unique_token: player.token, request_amount: int(1, 20, r) * 100 };
      onOk = () => bump(options.ack.fundRequests, player.mobile);
    } else if (x < 0.9) {
      kind = 'withdrawal-decision';
      url = '/control/withdrawal';
      body = { request_id: String(int(1, 400, r)), action: r() < 0.5 ? 'approve' : 'cancel' };
    } else if (x < 0.96) {
      kind = 'deposit-decision';
      url = '/control/fund-request';
      body = { request_id: String(int(1, 500, r)), action: r() < 0.7 ? 'approve' : 'reject' };
    } else if (x < 0.975) {
      kind = 'result-main';
      url = '/control/result/main';
      body = {
        game_id: pick(markets.main, r),
        session: r() < 0.6 ? 'open' : 'close',
        pana: pick(ALL_PANAS, r),
      };
    } else if (x < 0.985) {
      kind = 'result-starline';
      url = '/control/result/starline';
      body = { game_id: pick(markets.starline, r), pana: pick(ALL_PANAS, r) };
    } else if (x < 0.995) {
      kind = 'result-gali';
      url = '/control/result/gali';
      body = { game_id: pick(markets.gali, r), result: pick(DIGITS, r) + pick(DIGITS, r) };
    } else {
      kind = 'dashboard';
      url = `/${endpoints.apiGetDashboardData.path}`;
      body = { ...common, unique_token: player.token };
    }
    stats.byKind[kind] = (stats.byKind[kind] ?? 0) + 1;
    try {
      const answer = await server.post(url, body);
      stats.operations += 1;
      stats.byStatus[answer.status] = (stats.byStatus[answer.status] ?? 0) + 1;
      if (answer.status >= 500)
        stats.serverErrors.push(
          `${kind} ${JSON.stringify(body)} -> ${JSON.stringify(answer.body)}`,
        );
      if (answer.status === 200) onOk?.();
    } catch {
      stats.broken += 1;
      gone = true;
    }
  };

  const worker = async () => {
    while (!gone && next < options.count) {
      next += 1;
      await one();
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  return stats;
}

/** Logs every player in and saves a Paytm number for withdrawals. */
export async function preparePlayers(server: ServerProcess): Promise<Player[]> {
  const common = { env_type: 'Prod', app_key: APP_KEY };
  const players: Player[] = [];
  for (let i = 0; i < PLAYERS; i += 1) {
    const mobile = String(FIRST_MOBILE + i);
    const login = await server.post(`/${endpoints.apiUserLogin.path}`, {
      ...common,
      mobile,
      password: 'pw',
      device_id: 'web',
    });
    const token = String(login.body['unique_token']);
    await server.post(`/${endpoints.apiAddUserUpiDetails.path}`, {
      ...common,
      unique_token: token,
      upi_type: '1',
      paytm_no: mobile,
      google_pay_no: '',
      phon_pay_no: '',
    });
    players.push({ mobile, token });
  }
  return players;
}

export async function listMarkets(server: ServerProcess, token: string): Promise<Markets> {
  const common = { env_type: 'Prod', app_key: APP_KEY };
  const ids = (body: Record<string, unknown>) =>
    (body['result'] as { game_id: string }[]).map((m) => m.game_id);
  const dash = await server.post(`/${endpoints.apiGetDashboardData.path}`, {
    ...common,
    unique_token: token,
  });
  const star = await server.post(`/${endpoints.apiStarlineGame.path}`, common);
  const gali = await server.post(`/${endpoints.apiGalidisawarGame.path}`, common);
  return { main: ids(dash.body), starline: ids(star.body), gali: ids(gali.body) };
}

export function newAcknowledged(): Acknowledged {
  return {
    bids: new Map(),
    transfersOut: new Map(),
    withdrawals: new Map(),
    fundRequests: new Map(),
  };
}

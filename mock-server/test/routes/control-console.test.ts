import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { controlEndpoints, type ControlEndpointName } from '@matka/shared/contract';
import { providerMessages } from '@matka/shared/messages';
import { bidBody } from '../bid-helpers';
import { createTestServer, DEMO, istAt, VIEWER, type TestServer } from '../helper';

/**
 * The control endpoints the testers' console and the play scripts use (lists, session expiry, the
 * clock read and moved on, faults listed, reseed and export), through HTTP against a real file.
 */

let s: TestServer;
beforeEach(async () => {
  s = await createTestServer({ now: istAt(12) });
});
afterEach(async () => {
  await s.close();
});

/** Calls a control endpoint; a 200 answer must fit its contract schema. */
async function control(name: ControlEndpointName, body: unknown = {}) {
  const answer = await s.post(`/${controlEndpoints[name].path}`, body);
  if (answer.status === 200) {
    const parsed = z.safeParse(controlEndpoints[name].response as z.ZodMiniType, answer.body);
    expect(parsed.success, `${name}: ${JSON.stringify(answer.body).slice(0, 300)}`).toBe(true);
  }
  return answer;
}

const marketIdOf = (name: string) =>
  String((s.db.prepare('SELECT id FROM markets WHERE name = ?').get(name) as { id: number }).id);

interface ListedMarket {
  name: string;
  day: string;
  result: string;
  takes_bids: boolean;
  open_session: boolean;
  waiting: { day: string; settles_on: string; lines: number; points_minor: number }[];
}
async function listed(name: string): Promise<ListedMarket> {
  const { body } = await control('markets');
  const market = (body['markets'] as ListedMarket[]).find((m) => m.name === name);
  if (market === undefined) throw new Error(`${name} not listed`);
  return market;
}

describe('players', () => {
  it('lists the players with wallet, betting status and sessions; a search narrows the list', async () => {
    const all = await control('players');
    expect(all.body['total']).toBe(2);
    const players = all.body['players'] as Record<string, unknown>[];
    expect(players.map((p) => p['mobile'])).toEqual([VIEWER.mobile, DEMO.mobile]);
    expect(players[1]).toMatchObject({
      name: 'Demo Player',
      betting_status: '1',
      wallet_amt: 10000,
      balance_minor: 1_000_000,
      sessions: 0,
    });

    await s.login();
    await s.login();
    const found = await control('players', { search: '98765' });
    expect(found.body['total']).toBe(1);
    expect(found.body['players']).toMatchObject([{ mobile: DEMO.mobile, sessions: 2 }]);
    expect((await control('players', { search: 'chart view' })).body['players']).toMatchObject([
      { mobile: VIEWER.mobile, betting_status: '0' },
    ]);
    expect((await control('players', { search: '%' })).body['total']).toBe(0);
  });

  it('ends every session of a player: their token stops working, another player keeps theirs', async () => {
    const token = await s.login();
    const viewerToken = await s.login(VIEWER.mobile, VIEWER.password);
    const expired = await control('userExpireSessions', { mobile: DEMO.mobile });
    expect(expired.body).toEqual({ status: true, expired: 1 });
    const refused = await s.call('apiUserWalletBalance', { unique_token: token });
    expect(refused.status).toBe(401);
    expect(refused.body['msg']).toBe(providerMessages.invalidToken);
    expect((await s.call('apiUserWalletBalance', { unique_token: viewerToken })).status).toBe(200);
    expect((await control('userExpireSessions', { mobile: '9000000001' })).status).toBe(404);
  });
});

describe('markets and the bids waiting for their results', () => {
  it('shows each market now, the lines waiting per day and result, and drops them once declared', async () => {
    await control('clock', { ist: '11:00 AM' });
    const token = await s.login();
    const sridevi = await listed('SRIDEVI');
    expect(sridevi).toMatchObject({
      day: '2026-11-22',
      result: '***-**-***',
      takes_bids: true,
      open_session: true,
      waiting: [],
    });
    const id = marketIdOf('SRIDEVI');
    const bid = await s.call(
      'apiSubmitBid',
      bidBody(token, 'main', id, [
        { type: 'Single Digit', digits: '6', points: 20, session: 'Open' },
        { type: 'Single Digit', digits: '7', points: 30, session: 'Open' },
        { type: 'Single Digit', digits: '1', points: 10, session: 'Close' },
      ]),
    );
    expect(bid.status).toBe(200);
    expect((await listed('SRIDEVI')).waiting).toEqual([
      { day: '2026-11-22', settles_on: 'open', lines: 2, points_minor: 5000 },
      { day: '2026-11-22', settles_on: 'close', lines: 1, points_minor: 1000 },
    ]);

    const lines = await control('marketBids', { game_id: id });
    expect(lines.body).toMatchObject({ kind: 'main', day: '2026-11-22', total: 3 });
    expect(
      (lines.body['lines'] as { digits: string; state: string }[]).map((l) => [l.digits, l.state]),
    ).toEqual([
      ['6', 'waiting'],
      ['7', 'waiting'],
      ['1', 'waiting'],
    ]);
    expect((lines.body['rates'] as Record<string, unknown>)['single_digit']).toEqual([10, 95]);

    await control('resultMain', { game_id: id, session: 'open', pana: '123' });
    const after = await listed('SRIDEVI');
    expect(after.result).toBe('123-6*-***');
    expect(after.waiting).toEqual([
      { day: '2026-11-22', settles_on: 'close', lines: 1, points_minor: 1000 },
    ]);
    const settled = await control('marketBids', { game_id: id, day: '2026-11-22' });
    expect(
      (settled.body['lines'] as { digits: string; state: string; payout_minor: number }[]).map(
        (l) => [l.digits, l.state, l.payout_minor],
      ),
    ).toEqual([
      ['6', 'won', 19000],
      ['7', 'lost', 0],
      ['1', 'waiting', 0],
    ]);
    expect((await control('marketBids', { game_id: '999999' })).status).toBe(404);
  });

  it("after midnight lists a night market's waiting close under the day it opened", async () => {
    await control('clock', { ist: '2026-11-22 23:00' });
    const token = await s.login();
    const id = marketIdOf('MAIN BAZAR');
    const bid = await s.call(
      'apiSubmitBid',
      bidBody(token, 'main', id, [
        { type: 'Single Digit', digits: '8', points: 10, session: 'Close' },
      ]),
    );
    expect(bid.status, JSON.stringify(bid.body)).toBe(200);
    await control('clockAdvance', { to: '12:10 AM' });
    const market = await listed('MAIN BAZAR');
    expect(market.day).toBe('2026-11-23');
    expect(market.waiting).toEqual([
      { day: '2026-11-22', settles_on: 'close', lines: 1, points_minor: 1000 },
    ]);
  });

  it('lists only the kind asked for', async () => {
    const { body } = await control('markets', { kind: 'gali' });
    const markets = body['markets'] as { kind: string; result: string }[];
    expect(markets.length).toBe(6);
    expect(new Set(markets.map((m) => m.kind))).toEqual(new Set(['gali']));
  });
});

describe('money requests of every player', () => {
  it('lists the pending ones, or all, newest first, with the player', async () => {
    const pending = await control('moneyRequests');
    const all = await control('moneyRequests', { which: 'all' });
    const statuses = (list: unknown) => (list as { status: string }[]).map((r) => r.status);
    expect(statuses(pending.body['withdrawals']).every((st) => st === '0')).toBe(true);
    expect(statuses(pending.body['fund_requests']).every((st) => st === '0')).toBe(true);
    expect((all.body['fund_requests'] as unknown[]).length).toBeGreaterThan(
      (pending.body['fund_requests'] as unknown[]).length,
    );

    const token = await s.login();
    await s.call('apiUserWithdrawFundRequest', {
      unique_token: token,
      mobile: DEMO.mobile,
      request_amount: 700,
      payment_method: '2',
    });
    const [newest] = (await control('moneyRequests')).body['withdrawals'] as Record<
      string,
      unknown
    >[];
    expect(newest).toMatchObject({
      mobile: DEMO.mobile,
      name: 'Demo Player',
      amount_minor: 70000,
      status: '0',
      payment_method: '2',
      insert_date: '22-November-2026 12:00 PM',
    });
  });
});

describe('the clock, the faults and the ledger check', () => {
  it('reads the clock, moves it on by minutes or to the next time across midnight', async () => {
    expect((await control('clockNow')).body).toMatchObject({
      ist: '2026-11-22 12:00 PM',
      overridden: false,
      frozen: false,
    });
    expect((await control('clockAdvance', { minutes: 90 })).body).toMatchObject({
      ist: '2026-11-22 01:30 PM',
      overridden: true,
    });
    await control('clock', { ist: '11:50 PM' });
    expect((await control('clockAdvance', { to: '12:10 AM' })).body).toMatchObject({
      ist: '2026-11-23 12:10 AM',
      frozen: true,
    });
    expect((await control('clockAdvance', { to: '12:10 AM' })).body['ist']).toBe(
      '2026-11-24 12:10 AM',
    );
    expect((await control('clockAdvance', { to: '25:00' })).status).toBe(400);
    expect((await control('clockAdvance', { minutes: 0 })).status).toBe(400);
    expect((await control('clockAdvance', { minutes: 5, to: '12:10 AM' })).status).toBe(400);
  });

  it('lists the injected faults until they are cleared', async () => {
    expect((await control('faultsList')).body['faults']).toEqual([]);
    await control('faults', { path: 'api-get-dashboard-data', latency_ms: 300, times: 2 });
    await control('faults', { path: 'api-starline-game', http_500: true });
    expect((await control('faultsList')).body['faults']).toEqual([
      {
        path: 'api-get-dashboard-data',
        latency_ms: 300,
        unreachable: false,
        http_500: false,
        malformed: false,
        text_wrapped: false,
        remaining: 2,
      },
      {
        path: 'api-starline-game',
        latency_ms: 0,
        unreachable: false,
        http_500: true,
        malformed: false,
        text_wrapped: false,
        remaining: null,
      },
    ]);
    await control('faultsClear', {});
    expect((await control('faultsList')).body['faults']).toEqual([]);
  });

  it('finds no broken money invariant in a seeded database, and names one it finds', async () => {
    expect((await control('ledgerCheck')).body).toEqual({ status: true, violations: [] });
    s.writeRows(() =>
      s.db
        .prepare('UPDATE users SET balance_minor = balance_minor + 1 WHERE mobile = ?')
        .run(DEMO.mobile),
    );
    const broken = (await control('ledgerCheck')).body['violations'] as string[];
    expect(broken.length).toBeGreaterThan(0);
  });
});

describe('reseed and export', () => {
  it('lists the scenarios of fixtures/scenarios with their descriptions, the bulk one marked', async () => {
    const { body } = await control('scenarios');
    const listed = body['scenarios'] as { name: string; description: string; bulk: boolean }[];
    const names = listed.map((x) => x.name);
    expect(names).toEqual(expect.arrayContaining(['closed', 'default', 'empty', 'withdrawals']));
    expect(listed.filter((x) => x.bulk).map((x) => x.name)).toEqual(['load']);
  });

  it('replaces the whole database with a named scenario; every session ends', async () => {
    const token = await s.login();
    const seeded = await control('reseed', { scenario: 'empty' });
    expect(seeded.body).toMatchObject({ users: 1, bids: 0, results: 0 });
    expect((seeded.body['clock'] as { ist: string }).ist).toBe('2026-11-22 12:00 PM');
    expect((await control('players')).body['players']).toMatchObject([
      { mobile: '9988776655', wallet_amt: 0 },
    ]);
    expect((await s.call('apiUserWalletBalance', { unique_token: token })).status).toBe(401);
    const newcomer = await s.login('9988776655', 'demo1234');
    expect((await s.call('apiUserWalletBalance', { unique_token: newcomer })).status).toBe(200);
  });

  it('refuses an unknown or invalid scenario, naming the problem, and changes nothing', async () => {
    const before = s.snapshot();
    const unknown = await control('reseed', { scenario: 'no-such-scenario' });
    expect(unknown.status).toBe(404);
    expect(unknown.body['msg']).toBe(providerMessages.scenarioNotFound('no-such-scenario'));
    const invalid = await control('reseed', {
      file: { description: 'x', users: [{ name: 'A', mobile: '123', password: 'p' }] },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body['msg']).toContain('users.0.mobile');
    // Valid in form, but a bid of a player the scenario does not have.
    const dangling = await control('reseed', {
      file: {
        description: 'x',
        markets: [
          { key: 'm', kind: 'main', name: 'M', open_time: '10:00 AM', close_time: '11:00 AM' },
        ],
        bids: [
          {
            user: '9000000001',
            market: 'm',
            days_ago: 0,
            bid_type: 'Single Digit',
            digits: '1',
            points: 10,
          },
        ],
      },
    });
    expect(dangling.status).toBe(400);
    expect(dangling.body['msg']).toContain('unknown user 9000000001');
    expect(s.snapshot()).toEqual(before);
  });

  it('exports the state as a scenario that reseeds to every row as it was, and sets the clock it was at', async () => {
    const token = await s.login();
    await s.call(
      'apiSubmitBid',
      bidBody(token, 'main', marketIdOf('SRIDEVI'), [
        { type: 'Single Digit', digits: '6', points: 20, session: 'Open' },
      ]),
    );
    await control('clock', { ist: '12:40 PM' });
    await control('resultMain', { game_id: marketIdOf('SRIDEVI'), session: 'open', pana: '123' });
    const before = s.snapshot();
    const exported = await control('exportState', {
      description: 'SRIDEVI paid at 12:40',
      full: true,
    });
    const scenario = exported.body['scenario'] as {
      description: string;
      snapshot: { clock: unknown; tables: Record<string, unknown> };
    };
    expect(scenario.description).toBe('SRIDEVI paid at 12:40');
    expect(scenario.snapshot.clock).toEqual({ at: 'D+0 12:40:00.000', frozen: true });
    // Every table but bid_groups, which its trigger rebuilds from the lines (compared below), and
    // the sessions and OTPs, which no snapshot carries (SECURITY.md, "Snapshots").
    expect(Object.keys(scenario.snapshot.tables).sort()).toEqual(
      Object.keys(before)
        .filter((table) => !['bid_groups', 'tokens', 'otps'].includes(table))
        .sort(),
    );

    await control('reseed', { scenario: 'empty' });
    await control('clockReset');
    const back = await control('reseed', { file: scenario });
    expect(back.status).toBe(200);
    expect((back.body['clock'] as { ist: string; frozen: boolean }).ist).toBe(
      '2026-11-22 12:40 PM',
    );
    expect(s.snapshot()).toEqual({ ...before, tokens: [], otps: [] });
    // No session comes back: the player signs in again, with the password kept by a full export.
    expect((await s.call('apiUserWalletBalance', { unique_token: token })).status).toBe(401);
    expect((await s.login()).length).toBeGreaterThan(0);
  });

  it('reseeds a snapshot exported before the wins left the lines (schema 3) to the same rows', async () => {
    const token = await s.login();
    await s.call(
      'apiSubmitBid',
      bidBody(token, 'main', marketIdOf('SRIDEVI'), [
        { type: 'Single Digit', digits: '6', points: 20, session: 'Open' },
        { type: 'Single Digit', digits: '5', points: 10, session: 'Open' },
      ]),
    );
    await control('clock', { ist: '12:40 PM' });
    await control('resultMain', { game_id: marketIdOf('SRIDEVI'), session: 'open', pana: '123' });
    const before = s.snapshot();
    const exported = await control('exportState', { description: 'old shape', full: true });
    const scenario = exported.body['scenario'] as {
      snapshot: {
        schema_version: number;
        tables: Record<string, { columns: string[]; rows: (string | number | null)[][] }>;
      };
    };
    // The same state as a schema-3 mock exported it: the win marked on its line, no bid_wins.
    const { tables } = scenario.snapshot;
    const wins = tables['bid_wins'];
    const bids = tables['bids'];
    if (wins === undefined || bids === undefined) throw new Error('export without bids or wins');
    expect(wins.rows.length).toBeGreaterThan(0);
    const payoutOf = new Map(wins.rows.map((row) => [row[3], row[4]]));
    const createdAt = bids.columns.indexOf('created_at');
    tables['bids'] = {
      columns: [...bids.columns, 'status', 'payout_minor', 'settled_at'],
      rows: bids.rows.map((row) => {
        const payout = payoutOf.get(row[0] ?? null);
        return payout === undefined
          ? [...row, 'pending', 0, null]
          : [...row, 'won', payout, row[createdAt] ?? null];
      }),
    };
    delete tables['bid_wins'];
    scenario.snapshot.schema_version = 3;

    await control('reseed', { scenario: 'empty' });
    await control('clockReset');
    const back = await control('reseed', { file: scenario });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(s.snapshot()).toEqual({ ...before, tokens: [], otps: [] });
  });
});

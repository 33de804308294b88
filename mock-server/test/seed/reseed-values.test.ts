import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { controlEndpoints, endpoints, type EndpointName } from '@matka/shared/contract';
import type { ScenarioInput } from '../../src/seed';
import { tableNames } from '../../src/seed/snapshot';
import { DEMO, createTestServer, istAt, type TestServer } from '../helper';

/**
 * A reseed checks every value as the API would (SECURITY.md, "Snapshots"): for every column of
 * every table, read from the database itself so that a new column is covered, a snapshot holding a
 * hostile value there is either refused, changing nothing (the clock included), or accepted, and
 * then every provider endpoint, every page and every control read still answers without a 5xx,
 * and the mock's export of that state seeds back. Until stored values were checked, one settings
 * row that was not JSON made the dashboard, how-to-play and last-fund-request answer 500 for every
 * player.
 */

type Table = { columns: string[]; rows: (string | number | null)[][] };
type Snapshot = { description: string; snapshot: { tables: Record<string, Table> } };

/** A small state with rows in every table: each column below has a value to replace. */
const STATE: ScenarioInput = {
  description: 'one of everything',
  settings: { how_to_play_video: '/mock/how-to-play', min_withdrawal: 500 },
  rates: { main: { single_digit: [10, 95] } },
  headlines: [{ id: 1, status: '1', notes: 'Welcome' }],
  users: [
    {
      name: 'Demo Player',
      mobile: DEMO.mobile,
      password: DEMO.password,
      opening_balance: 10_000,
      paytm_no: DEMO.mobile,
    },
    { name: 'Other Player', mobile: '9123456780', password: DEMO.password },
  ],
  markets: [
    {
      key: 'day',
      kind: 'main',
      name: 'KING DAY',
      open_time: '09:00 AM',
      close_time: '11:00 PM',
      closed_today: true,
      results: [{ days_ago: 1, open: '123', close: '456' }],
    },
    {
      key: 'star',
      kind: 'starline',
      name: '09:00 AM',
      open_time: '09:00 AM',
      results: [{ days_ago: 1, open: '128' }],
    },
    { key: 'gali', kind: 'gali', name: 'GALI', open_time: '11:00 PM' },
  ],
  bids: [
    {
      user: DEMO.mobile,
      market: 'day',
      days_ago: 1,
      bid_type: 'Single Digit',
      digits: '6',
      points: 10,
    },
    {
      user: DEMO.mobile,
      market: 'day',
      days_ago: 1,
      bid_type: 'Half Sangam',
      session: 'Close',
      digits: '5',
      closedigits: '123',
      points: 10,
    },
    {
      user: DEMO.mobile,
      market: 'star',
      days_ago: 1,
      bid_type: 'Single Pana',
      digits: '128',
      points: 10,
    },
  ],
  fund_requests: [{ user: DEMO.mobile, amount: 500, status: '0', days_ago: 0 }],
  withdrawals: [{ user: DEMO.mobile, amount: 500, method: '3', status: '0', days_ago: 0 }],
};

/** Values that a player's or an operator's request could not make, by the column's type. */
const HOSTILE_TEXT = ['javascript:alert(1)', ''];
const HOSTILE_NUMBERS = [-1, 2 ** 31];

/** The fields some endpoints need besides the token to read anything. */
const READ_FIELDS: Partial<Record<EndpointName, Record<string, unknown>>> = {
  apiGetHeadline: { ids: [1, 2, 3] },
  apiBidHistoryData: { bid_from: '11/1/2026', bid_to: '11/30/2026' },
  apiStarlineBidHistoryData: { bid_from: '11/1/2026', bid_to: '11/30/2026' },
  apiGalidisawarBidHistoryData: { bid_from: '11/1/2026', bid_to: '11/30/2026' },
  apiWiningHistoryData: { date_from: '11/1/2026', date_to: '11/30/2026' },
  apiStarlineWiningHistoryData: { date_from: '11/1/2026', date_to: '11/30/2026' },
  apiGalidisawarWiningHistoryData: { date_from: '11/1/2026', date_to: '11/30/2026' },
  apiUserWithdrawTransactionHistory: { mobile_no: DEMO.mobile },
  apiCheckUserForTransferAmt: { mobile_no: '9123456780' },
  apiUserLogin: { mobile: DEMO.mobile, password: DEMO.password, device_id: 'web' },
};

let s: TestServer;
let state: Snapshot;

beforeAll(async () => {
  s = await createTestServer({ scenario: STATE, now: istAt(10) });
  // The lenient profile's tables, which no scenario form fills: a device and a payment slip.
  s.writeRows(() => {
    s.db
      .prepare(
        "INSERT INTO player_devices (user_id, device_id, created_at) SELECT id, 'phone-1', 0 FROM users LIMIT 1",
      )
      .run();
    s.db
      .prepare(
        `INSERT INTO payment_slips (fund_request_id, user_id, file_name, content_type, size_bytes, sha256, created_at)
         SELECT id, user_id, 'slip.jpg', 'image/jpeg', 10, '${'0'.repeat(64)}', 0 FROM fund_requests LIMIT 1`,
      )
      .run();
  });
  state = (await s.post('/control/export', { full: true })).body['scenario'] as Snapshot;
});
afterAll(async () => {
  await s?.close();
});

/** Every answer a player, a page or the operator can ask for now: the ones that failed (5xx). */
async function failingAnswers(): Promise<string[]> {
  const failed: string[] = [];
  const login = await s.call('apiUserLogin', READ_FIELDS.apiUserLogin);
  if (login.status >= 500) failed.push('apiUserLogin');
  const token = login.status === 200 ? String(login.body['unique_token']) : 'no-session';
  for (const name of Object.keys(endpoints) as EndpointName[]) {
    const answer = await s.call(name, { unique_token: token, ...READ_FIELDS[name] });
    if (answer.status >= 500) failed.push(name);
  }
  for (const url of ['/mock/how-to-play', '/mock/charts/starline', '/mock/charts/gali']) {
    if ((await s.app.inject({ method: 'GET', url })).statusCode >= 500) failed.push(url);
  }
  for (const [name, { path }] of Object.entries(controlEndpoints)) {
    if (!/players|markets|money-requests|ledger\/check|clock\/now|^control\/user$/.test(path))
      continue;
    const answer = await s.post(`/${path}`, path === 'control/user' ? { mobile: DEMO.mobile } : {});
    if (answer.status >= 500) failed.push(name);
  }
  const exported = await s.post('/control/export', { full: true });
  if (exported.status >= 500) failed.push('exportState');
  else if ((await s.post('/control/reseed', { file: exported.body['scenario'] })).status !== 200)
    failed.push('its own export does not seed back');
  return failed;
}

describe('a snapshot holding a value the API would refuse', () => {
  it('has a row in every table of the database to plant one in', () => {
    for (const table of tableNames(s.db).filter(
      (t) => !['tokens', 'otps', 'bid_groups'].includes(t),
    ))
      expect(state.snapshot.tables[table]?.rows.length ?? 0, table).toBeGreaterThan(0);
  });

  it('in any column of any table is refused changing nothing, or breaks no answer', async () => {
    const broken: string[] = [];
    for (const [table, { columns, rows }] of Object.entries(state.snapshot.tables)) {
      for (const [c, column] of columns.entries()) {
        const values = typeof rows[0]?.[c] === 'number' ? HOSTILE_NUMBERS : HOSTILE_TEXT;
        for (const value of values) {
          const file = structuredClone(state);
          for (const row of file.snapshot.tables[table]?.rows ?? []) row[c] = value;
          Object.assign(file.snapshot, { clock: { at: 'D+2 09:15:00.000', frozen: true } });
          const before = s.snapshot();
          const clock = (await s.post('/control/clock/now', {})).body;
          const answer = await s.post('/control/reseed', { file });
          const where = `${table}.${column} = ${JSON.stringify(value)}`;
          if (answer.status === 400) {
            expect(s.snapshot(), where).toEqual(before);
            expect((await s.post('/control/clock/now', {})).body, where).toEqual(clock);
            continue;
          }
          expect(answer.status, `${where}: ${JSON.stringify(answer.body)}`).toBe(200);
          const failed = await failingAnswers();
          if (failed.length > 0) broken.push(`${where}: ${failed.join(', ')}`);
          await s.post('/control/reseed', { file: state });
        }
      }
    }
    expect(broken).toEqual([]);
  }, 120_000);
});

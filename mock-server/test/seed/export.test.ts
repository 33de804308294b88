import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock, addDays } from '@matka/shared/time';
import { openDatabaseToRead, type Db } from '../../src/db/database';
import { playScript } from '../../src/play/runner';
import { loadScript } from '../../src/play/script-file';
import { seedScenario } from '../../src/seed';
import { exportScenario } from '../../src/seed/scenario-desk';
import { SNAPSHOT_PASSWORD, storageOrder } from '../../src/seed/snapshot';
import { APP_KEY, CONTROL_TOKEN, createTestServer, istAt, type TestServer } from '../helper';

/**
 * Export round trip (docs/for-testers.md, "Exporting the state you reached"): seed, play a script
 * through HTTP, export, seed the export into a new file, and every table holds the same rows but
 * the sessions and OTPs, which no snapshot carries; seeded days later, the same rows with every
 * time and market day moved by those days. The full export keeps the password hashes; the default
 * leaves them out (SECURITY.md, "Snapshots").
 */

/** The password of a player the test registers: not the shipped scenarios' one. */
const OWN_PASSWORD = 'own-password-77';

/** Live credentials: never exported, never restored. */
const CREDENTIALS = ['tokens', 'otps'];

const run = promisify(execFile);
const DAY_MS = 86_400_000;
const REPO = path.resolve(__dirname, '../../..');

let s: TestServer;
let played: Record<string, Record<string, unknown>[]>;
let exported: Record<string, unknown>;
/** The same state exported by default: no password hashes. */
let exportedDefault: Record<string, unknown>;
let exportedAt: number;
let liveToken: string;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'matka-export-'));

function tablesOf(db: Db): Record<string, Record<string, unknown>[]> {
  const names = db
    .prepare<[], { name: string }>(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
    )
    .all();
  return Object.fromEntries(
    names.map(({ name }) => [
      name,
      db
        .prepare<[], Record<string, unknown>>(
          `SELECT * FROM "${name}" ORDER BY ${storageOrder(db, name)}`,
        )
        .all(),
    ]),
  );
}

async function seededTables(scenario: string, now: number) {
  const dbFile = path.join(dir, `${path.basename(scenario, '.json')}-${now}.db`);
  await seedScenario({ dbFile, scenario, clock: fixedClock(now) });
  const db = openDatabaseToRead(dbFile);
  try {
    return tablesOf(db);
  } finally {
    db.close();
  }
}

beforeAll(async () => {
  s = await createTestServer({ now: istAt(10) });
  const baseUrl = await s.app.listen({ host: '127.0.0.1', port: 0 });
  const { script, file } = loadScript('night-market-across-midnight');
  const result = await playScript(
    script,
    { baseUrl, appKey: APP_KEY, controlToken: CONTROL_TOKEN },
    {
      dir: path.dirname(file),
      log: () => undefined,
    },
  );
  expect(result.ok).toBe(true);
  // Some state the script does not make: a session, a pending withdrawal, a closure, an OTP, at
  // an instant to the millisecond (the base clock, the control API's clock set back to it).
  await s.post('/control/clock/reset', {});
  s.clock.set(istAt(10, 30, '2026-11-23') + 12_345);
  const token = await s.login();
  liveToken = token;
  await s.call('apiUserWithdrawFundRequest', {
    unique_token: token,
    mobile: '9876543210',
    request_amount: 500,
    payment_method: '2',
  });
  await s.call('apiCheckMobile', { mobile: '9000000002' });
  const registered = await s.call('apiUserRegistration', {
    name: 'Own Password',
    email: '',
    password: OWN_PASSWORD,
    mobile: '9000000002',
    security_pin: '1234',
    device_id: null,
  });
  expect(registered.status).toBe(200);
  await s.call('apiCheckMobile', { mobile: '9000000001' });
  await s.post('/control/market/closed', { game_id: '1', closed: true });
  // Every column of every table, session bookkeeping too: the export must bring all of it back.
  played = tablesOf(s.db);
  const answer = await s.post('/control/export', { full: true });
  exported = answer.body['scenario'] as Record<string, unknown>;
  exportedDefault = (await s.post('/control/export', {})).body['scenario'] as Record<
    string,
    unknown
  >;
  exportedAt = (await s.post('/control/clock/now', {})).body['now'] as number;
  fs.writeFileSync(path.join(dir, 'played.json'), JSON.stringify(exported));
  fs.writeFileSync(path.join(dir, 'default.json'), JSON.stringify(exportedDefault));
}, 60_000);

/** The played tables as a snapshot brings them back: no sessions, no OTPs. */
const restorable = (tables: Record<string, Record<string, unknown>[]>) =>
  Object.keys(tables).filter((table) => !CREDENTIALS.includes(table));
afterAll(async () => {
  await s.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('an exported state seeds back to the same rows', () => {
  it('in every table, on the day it was exported', async () => {
    const back = await seededTables(path.join(dir, 'played.json'), exportedAt);
    expect(Object.keys(back).sort()).toEqual(Object.keys(played).sort());
    for (const table of restorable(played)) expect(back[table], table).toEqual(played[table]);
    for (const table of CREDENTIALS) expect(back[table], table).toEqual([]);
    // Not an empty comparison: the played state has rows where the script and the set-up wrote.
    for (const table of [
      'users',
      'tokens',
      'otps',
      'ledger',
      'bids',
      'results',
      'withdrawals',
      'market_closures',
    ])
      expect(played[table]?.length, table).toBeGreaterThan(0);
  });

  it('days later, with every time and market day moved by those days', async () => {
    const later = await seededTables(path.join(dir, 'played.json'), exportedAt + 3 * DAY_MS);
    const moved = (row: Record<string, unknown>) =>
      Object.fromEntries(
        Object.entries(row).map(([column, value]) => {
          if (value === null) return [column, value];
          if (column.endsWith('_at')) return [column, (value as number) + 3 * DAY_MS];
          if (column === 'day') return [column, addDays(value as string, 3)];
          return [column, value];
        }),
      );
    for (const table of restorable(played))
      expect(later[table], table).toEqual(played[table]?.map(moved));
  });

  it('carries the clock it was exported at, times relative to its day', () => {
    const snapshot = exported['snapshot'] as {
      clock: unknown;
      tables: Record<string, { columns: string[]; rows: unknown[][] }>;
    };
    expect(snapshot.clock).toEqual({ at: 'D+0 10:30:12.345', frozen: false });
    const bids = snapshot.tables['bids'];
    const dayColumn = bids?.columns.indexOf('day') ?? -1;
    // The night market's bids belong to the day before the export (it ran across midnight).
    expect(new Set(bids?.rows.map((row) => row[dayColumn]))).toContain('D-1');
  });
});

describe('npm run scenario -- export', () => {
  it('writes a scenario file from a running mock that seeds back to the same rows', async () => {
    const address = s.app.server.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    const out = path.join(dir, 'cli.json');
    const { stdout } = await run(
      process.execPath,
      [
        '--import',
        'tsx',
        'scripts/scenario.ts',
        'export',
        'cli',
        '--url',
        `http://127.0.0.1:${port}`,
        '--token',
        CONTROL_TOKEN,
        '--out',
        out,
        '--full',
      ],
      { cwd: REPO },
    );
    expect(stdout).toContain('Seed it back with: npm run seed --');
    const back = await seededTables(out, exportedAt);
    for (const table of restorable(played)) expect(back[table], table).toEqual(played[table]);
    const refused = await run(
      process.execPath,
      [
        '--import',
        'tsx',
        'scripts/scenario.ts',
        'export',
        'cli',
        '--url',
        `http://127.0.0.1:${port}`,
        '--token',
        CONTROL_TOKEN,
        '--out',
        out,
      ],
      { cwd: REPO },
    ).catch((error: { code: number; stderr: string }) => error);
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringContaining('exists') });
  }, 60_000);

  it('exports a database file the same way (relative to the day given)', () => {
    const db = openDatabaseToRead(s.dbFile);
    try {
      const fromFile = exportScenario(db, exportedAt, { full: true }) as {
        snapshot: { tables: unknown };
      };
      expect(fromFile.snapshot.tables).toEqual(
        (exported['snapshot'] as { tables: unknown }).tables,
      );
    } finally {
      db.close();
    }
  });
});

describe('a snapshot that does not fit', () => {
  const base = () =>
    structuredClone(exported) as { description: string; snapshot: Record<string, unknown> };
  const seed = (scenario: unknown) =>
    seedScenario({
      dbFile: path.join(dir, 'bad.db'),
      scenario: scenario as never,
      clock: fixedClock(exportedAt),
    });

  it('is refused, naming the place', async () => {
    await expect(
      seed({ ...base(), users: [{ name: 'A', mobile: '9000000001', password: 'x' }] }),
    ).rejects.toThrow('a scenario with a snapshot holds nothing else but its description');
    const badTime = base();
    const tables = badTime.snapshot['tables'] as Record<string, { rows: unknown[][] }>;
    (tables['ledger']?.rows[0] as unknown[])[6] = '2026-11-22 10:00';
    await expect(seed(badTime)).rejects.toThrow(
      "snapshot.tables.ledger.rows.0.created_at: 2026-11-22 10:00 is not a relative time ('D-1 23:50:00.000')",
    );
    const unknownTable = base();
    (unknownTable.snapshot['tables'] as Record<string, unknown>)['wallets'] = {
      columns: ['id'],
      rows: [],
    };
    await expect(seed(unknownTable)).rejects.toThrow('snapshot.tables.wallets: no such table');
    const newer = base();
    newer.snapshot['schema_version'] = 99;
    await expect(seed(newer)).rejects.toThrow('exported at schema version 99');
  });

  type Table = { columns: string[]; rows: (string | number | null)[][] };
  /** The exported state with `edit` applied to its tables. */
  const edited = (edit: (tables: Record<string, Table>) => void) => () => {
    const scenario = base();
    edit(scenario.snapshot['tables'] as Record<string, Table>);
    return scenario;
  };
  /** Sets a column of the users row of `mobile`. */
  const setUser = (
    tables: Record<string, Table>,
    mobile: string,
    column: string,
    value: unknown,
  ) => {
    const users = tables['users'] as Table;
    const row = users.rows.find((r) => r[users.columns.indexOf('mobile')] === mobile) ?? [];
    row[users.columns.indexOf(column)] = value as string;
  };
  /** Sets `column` of the first row of `table`. */
  const setCell = (tables: Record<string, Table>, table: string, column: string, value: string) => {
    const { columns, rows } = tables[table] as Table;
    expect(rows.length, `no ${table} row to plant in`).toBeGreaterThan(0);
    (rows[0] as unknown[])[columns.indexOf(column)] = value;
  };
  const planted = {
    'a planted session token': edited((tables) => {
      tables['tokens'] = {
        columns: ['token', 'user_id', 'created_at', 'last_seen_at'],
        rows: [['attacker-known-token', 1, 'D+0 09:00:00.000', 'D+0 09:00:00.000']],
      };
    }),
    'a planted OTP': edited((tables) => {
      tables['otps'] = {
        columns: ['mobile', 'purpose', 'otp', 'created_at'],
        rows: [['9876543210', 'forgot', '1234', 'D+0 09:00:00.000']],
      };
    }),
    'a 2^60+1 balance': edited((tables) =>
      setUser(tables, '9876543210', 'balance_minor', 2 ** 60 + 1),
    ),
    'a 2^60+1 balance written as text': edited((tables) =>
      setUser(tables, '9876543210', 'balance_minor', '1152921504606846977'),
    ),
    'a balance its ledger does not add up to': edited((tables) =>
      setUser(tables, '9876543210', 'balance_minor', 123_456),
    ),
    'a NUL in a name': edited((tables) =>
      setUser(tables, '9876543210', 'name', 'Demo\u0000Player'),
    ),
    'a right-to-left override in a name': edited((tables) =>
      setUser(tables, '9876543210', 'name', 'Demo \u202Ereyalp'),
    ),
    'a name of zero-width spaces': edited((tables) =>
      setUser(tables, '9876543210', 'name', '\u200B\u200B'),
    ),
    // Values the API would refuse to store, or whose answers would fail (stored-values.ts).
    'a settings value that is not JSON (every settings answer would fail)': edited((tables) =>
      tables['settings']?.rows.push(['how_to_play_video', 'javascript:alert(1)']),
    ),
    'a video link that runs a script': edited((tables) =>
      tables['settings']?.rows.push(['how_to_play_video', JSON.stringify('javascript:alert(1)')]),
    ),
    'an app link to another scheme': edited((tables) =>
      tables['settings']?.rows.push(['app_link', JSON.stringify('data:text/html,hi')]),
    ),
    'a setting of the wrong type': edited((tables) =>
      tables['settings']?.rows.push(['min_withdrawal', '"five hundred"']),
    ),
    'a setting the server does not have': edited((tables) =>
      tables['settings']?.rows.push(['admin_password', '"hunter2"']),
    ),
    'an email that is no address': edited((tables) =>
      setUser(tables, '9876543210', 'email', 'javascript:alert(1)'),
    ),
    'a withdraw number that is no phone number': edited((tables) =>
      setUser(tables, '9876543210', 'paytm_no', '<script>'),
    ),
    'a password hash of a cost no sign-in can compute': edited((tables) =>
      setUser(tables, '9876543210', 'password_hash', `scrypt:1048576:${'ab'.repeat(32)}`),
    ),
    'a withdrawal method the API has not': edited((tables) =>
      setCell(tables, 'withdrawals', 'payment_method', '9'),
    ),
    'a receipt that is no web link': edited((tables) =>
      setCell(tables, 'withdrawals', 'payment_receipt', 'javascript:alert(1)'),
    ),
    'a market time that is no time': edited((tables) =>
      setCell(tables, 'markets', 'open_time', 'noon'),
    ),
    'a bid line the provider would refuse': edited((tables) =>
      setCell(tables, 'bids', 'closedigits', '12x'),
    ),
    'a headline longer than the control API takes': edited((tables) =>
      tables['headlines']?.rows.push([9, '1', 'x'.repeat(1001)]),
    ),
    'a rate the rates have not': edited((tables) =>
      tables['game_rates']?.rows.push(['main', 'jackpot', 10, 95]),
    ),
  };

  it.each(Object.entries(planted))('with %s is refused by the seeding tool', async (_, bad) => {
    await expect(seed(bad())).rejects.toThrow(/snapshot/);
  });

  it.each(Object.entries(planted))(
    'with %s is refused by the control API with a clear error, changing nothing',
    async (_, bad) => {
      const before = s.snapshot();
      const clock = (await s.post('/control/clock/now', {})).body;
      // A refused file leaves the clock too, however far its own moves it.
      const file = bad();
      file.snapshot['clock'] = { at: 'D+3 09:15:00.000', frozen: true };
      const answer = await s.post('/control/reseed', { file });
      expect(answer.status).toBe(400);
      expect(String(answer.body['msg'])).toMatch(/^Invalid scenario: .*snapshot/);
      expect(s.snapshot()).toEqual(before);
      expect((await s.post('/control/clock/now', {})).body).toEqual(clock);
    },
  );

  it('as a scenario of players too: a name the API refuses is refused, changing nothing', async () => {
    const before = s.snapshot();
    for (const name of ['\u200B\u2060', 'Evil\u202EPlayer', 'Nul\u0000']) {
      const answer = await s.post('/control/reseed', {
        file: {
          description: 'a planted name',
          users: [{ name, mobile: '9000000009', password: 'x' }],
        },
      });
      expect(answer.status, name).toBe(400);
      expect(String(answer.body['msg'])).toMatch(/^Invalid scenario: users\.0\.name: Name must/);
    }
    expect(s.snapshot()).toEqual(before);
  });

  it('names what is wrong', async () => {
    await expect(seed(planted['a planted session token']())).rejects.toThrow(
      'snapshot.tables.tokens: a snapshot carries no sessions or OTPs (players sign in again after seeding)',
    );
    await expect(seed(planted['a 2^60+1 balance']())).rejects.toThrow(
      'a whole number between -(2^53 - 1) and 2^53 - 1',
    );
    await expect(seed(planted['a 2^60+1 balance written as text']())).rejects.toThrow(
      'snapshot breaks the money rules: ',
    );
    await expect(seed(planted['a NUL in a name']())).rejects.toThrow('text without NUL characters');
    await expect(seed(planted['a right-to-left override in a name']())).rejects.toThrow(
      'snapshot.tables.users.rows.0.name: Name must not contain control or text-direction characters',
    );
  });
});

describe('what an export leaves out (SECURITY.md, "Snapshots")', () => {
  it('by default: sessions, OTPs and password hashes, none of their values anywhere in it', () => {
    const text = JSON.stringify(exportedDefault);
    const { tables } = exportedDefault['snapshot'] as {
      tables: Record<string, { columns: string[] }>;
    };
    expect(Object.keys(tables)).not.toContain('tokens');
    expect(Object.keys(tables)).not.toContain('otps');
    expect(tables['users']?.columns).not.toContain('password_hash');
    expect(tables['users']?.columns).not.toContain('password_salt');
    const secrets = [
      liveToken,
      ...(played['tokens'] ?? []).map((row) => String(row['token'])),
      ...(played['otps'] ?? []).map((row) => String(row['otp'])),
      ...(played['users'] ?? []).flatMap((row) => [
        String(row['password_hash']),
        String(row['password_salt']),
      ]),
    ];
    expect(secrets.length).toBeGreaterThan(4);
    for (const secret of secrets) expect(text).not.toContain(`"${secret}"`);
  });

  it('in full: the password hashes, still no sessions or OTPs', () => {
    const { tables } = exported['snapshot'] as { tables: Record<string, { columns: string[] }> };
    expect(tables['users']?.columns).toContain('password_hash');
    expect(Object.keys(tables)).not.toContain('tokens');
    expect(Object.keys(tables)).not.toContain('otps');
    expect(JSON.stringify(exported)).not.toContain(liveToken);
  });

  it('seeded by default, every player signs in with the one stated password, no old session works', async () => {
    const back = await createTestServer({
      scenario: exportedDefault as never,
      now: exportedAt,
    });
    try {
      const signIn = (password: string) =>
        back.call('apiUserLogin', { mobile: '9000000002', password, device_id: 'web' });
      expect((await signIn(SNAPSHOT_PASSWORD)).status).toBe(200);
      expect((await signIn(OWN_PASSWORD)).status).toBe(422);
      const old = await back.call('apiUserWalletBalance', { unique_token: liveToken });
      expect(old.status).toBe(401);
    } finally {
      await back.close();
    }
  });
});

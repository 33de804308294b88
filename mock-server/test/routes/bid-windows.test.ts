import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  marketOffer,
  screenOpens,
  screenTakes,
  type BidScreen,
  type MarketKind,
} from '@matka/shared/rules';
import {
  addDays,
  formatClockTime,
  formatLongDate,
  istDateKey,
  istMinutesOfDay,
  istTimeOnDate,
  parseClockTime,
  type MarketOffer,
} from '@matka/shared/time';
import { SCENARIOS_DIR, type ScenarioInput } from '../../src/seed';
import { createTestServer, type TestServer } from '../helper';
import { bidBody, SUBMIT, type Line } from '../bid-helpers';

/**
 * The client offers exactly what the provider takes, at every time of day, for every market of every
 * scenario (docs/game-rules.md#market-days-and-windows). "Offered" is what the client's screens let a player send: the row's
 * Play Game (msg_status 1, `useGameTap`), then the game-type tile (`screenOpens`, game-type-screen.tsx
 * and gali-game-screen.tsx), then the Open radio of the session choice (`screenTakes(.., 'Open')`,
 * use-session-choice.ts; Close is never disabled), all of the offer the bid screens compute
 * (`marketOffer` of the row's open and close times, use-market-offer.ts), the very functions those
 * hooks call. "Accepted" is the real server answering 200 through HTTP. An accepted bid must be
 * stored under the day the client's confirm dialog shows (`formatLongDate(offer.day)`).
 */

const START_DAY = '2026-11-22';
/** The walk: 24 hours from 12:00 PM to 12:00 PM the next day, midnight in the middle. */
const WALK_FROM = istTimeOnDate(START_DAY, 12 * 60);
const WALK_TO = WALK_FROM + 24 * 60 * 60_000;
const STEP_MS = 5 * 60_000;
const MINUTE = 60_000;

const WALKER = { name: 'Walker', mobile: '9000000001', password: 'walk1234' } as const;

interface Row {
  game_id: string;
  game_name: string;
  open_time: string;
  close_time: string;
  msg_status: number;
}

/** One bid the walk tries on a market, and whether the client's screens let it be sent. */
interface Case {
  readonly label: string;
  readonly screen: BidScreen;
  readonly line: Line;
  readonly offered: (offer: MarketOffer) => boolean;
}

/** The tile opens and, on a screen with the session choice, the Open radio is enabled. */
const tileAndOpenRadio = (screen: BidScreen) => (offer: MarketOffer) =>
  screenOpens(offer, screen) && screenTakes(offer, screen, 'Open');
/** The tile opens (Close is always selectable; Jodi and Full Sangam have no choice). */
const tile = (screen: BidScreen) => (offer: MarketOffer) => screenOpens(offer, screen);

const CASES: Readonly<Record<MarketKind, readonly Case[]>> = {
  main: [
    {
      label: 'Open Single Digit',
      screen: 'single-digit',
      line: { type: 'Single Digit', digits: '5', points: 10, session: 'Open' },
      offered: tileAndOpenRadio('single-digit'),
    },
    {
      label: 'Close Single Digit',
      screen: 'single-digit',
      line: { type: 'Single Digit', digits: '5', points: 10, session: 'Close' },
      offered: tile('single-digit'),
    },
    {
      label: 'Jodi',
      screen: 'jodi-digit',
      line: { type: 'Jodi Digit', digits: '57', points: 10, session: 'Close' },
      offered: tile('jodi-digit'),
    },
    {
      label: 'Half Sangam',
      screen: 'half-sangam',
      line: { type: 'Half Sangam', digits: '5', closedigits: '123', points: 10, session: 'Open' },
      offered: tileAndOpenRadio('half-sangam'),
    },
    {
      label: 'Full Sangam',
      screen: 'full-sangam',
      line: { type: 'Full Sangam', digits: '123', closedigits: '456', points: 10, session: 'Open' },
      offered: tile('full-sangam'),
    },
  ],
  // The Starline menu links to its screens without a check: the row's Play Game decides.
  starline: [
    {
      label: 'Starline Single Digit',
      screen: 'starline-single-digit',
      line: { type: 'Single Digit', digits: '5', points: 10 },
      offered: () => true,
    },
  ],
  gali: [
    {
      label: 'Gali Jodi',
      screen: 'gali-jodi-digit',
      line: { type: 'Jodi Digit', digits: '57', points: 10 },
      offered: tile('gali-jodi-digit'),
    },
  ],
};

/**
 * A scenario file as a scenario input, with the walker added. `load` loses its bulk players and bids
 * (10,000 players, a million bids: seeding time only), and its 50 generated markets become two:
 * they share one pair of times (11:59 PM - 11:58 PM) and have no results or closures, so the other
 * 48 are the same market under another name, and walking them would only lengthen the run.
 */
function walkScenario(file: string): ScenarioInput {
  const raw = JSON.parse(fs.readFileSync(path.join(SCENARIOS_DIR, file), 'utf8')) as ScenarioInput;
  const users = [...(raw.users ?? []), { ...WALKER, betting_status: '1' as const }];
  if (raw.generate === undefined) return { ...raw, users };
  const { markets } = raw.generate;
  return {
    ...raw,
    users,
    generate: markets === undefined ? {} : { markets: { ...markets, count: 2 } },
  };
}

/** The walk's instants: every 5 minutes, and each market's open and close time, and a minute either side. */
function instants(rows: readonly Row[]): number[] {
  const all = new Set<number>();
  for (let at = WALK_FROM; at <= WALK_TO; at += STEP_MS) all.add(at);
  for (const row of rows) {
    for (const time of [row.open_time, row.close_time]) {
      const minutes = parseClockTime(time);
      if (minutes === undefined) throw new Error(`${row.game_name}: unreadable time ${time}`);
      for (const day of [START_DAY, addDays(START_DAY, 1)]) {
        const exact = istTimeOnDate(day, minutes);
        for (const at of [exact - MINUTE, exact, exact + MINUTE])
          if (at >= WALK_FROM && at <= WALK_TO) all.add(at);
      }
    }
  }
  return [...all].sort((a, b) => a - b);
}

const ist = (ms: number) => `${istDateKey(ms)} ${formatClockTime(istMinutesOfDay(ms))}`;

let s: TestServer | undefined;
afterEach(async () => {
  await s?.close();
  s = undefined;
});

async function rowsOf(server: TestServer, token: string): Promise<Record<MarketKind, Row[]>> {
  const [main, starline, gali] = await Promise.all([
    server.call('apiGetDashboardData', { unique_token: token }),
    server.call('apiStarlineGame'),
    server.call('apiGalidisawarGame'),
  ]);
  return {
    main: main.body['result'] as Row[],
    starline: starline.body['result'] as Row[],
    gali: gali.body['result'] as Row[],
  };
}

interface Attempt {
  readonly kind: MarketKind;
  readonly row: Row;
  readonly testCase: Case;
  readonly offered: boolean;
  /** What the confirm dialog shows and the client sends as bid_date. */
  readonly date: string;
}

const SCENARIO_FILES = fs
  .readdirSync(SCENARIOS_DIR)
  .filter((name) => name.endsWith('.json'))
  .sort();

describe('the client offers exactly the bids the provider takes, all day, in every scenario', () => {
  it('finds every scenario', () => {
    expect(SCENARIO_FILES).toEqual(
      expect.arrayContaining(['closed.json', 'default.json', 'empty.json', 'load.json']),
    );
  });

  it.each(SCENARIO_FILES)(
    '%s',
    async (file) => {
      const server = await createTestServer({ scenario: walkScenario(file), now: WALK_FROM });
      s = server;
      const token = await server.login(WALKER.mobile, WALKER.password);
      await server.post('/control/user/wallet', { mobile: WALKER.mobile, wallet_amt: 10_000_000 });
      const first = await rowsOf(server, token);
      const markets = [...first.main, ...first.starline, ...first.gali];
      expect(markets.length).toBeGreaterThan(0);

      const mismatches: string[] = [];
      let lastBidId = 0;
      let tried = 0;
      let accepted = 0;
      const walk = instants(markets);
      const walked = walk.length;
      for (const now of walk) {
        server.clock.set(now);
        const rows = await rowsOf(server, token);
        const attempts: Attempt[] = [];
        for (const kind of ['main', 'starline', 'gali'] as const) {
          for (const row of rows[kind]) {
            const offer = marketOffer(kind, row.open_time, row.close_time, now);
            const running = row.msg_status === 1;
            for (const testCase of CASES[kind]) {
              attempts.push({
                kind,
                row,
                testCase,
                offered: running && testCase.offered(offer),
                date: formatLongDate(offer.day),
              });
            }
          }
        }
        // All at once, as many players would: the server batches them into one commit.
        const answers = await Promise.all(
          attempts.map(({ kind, row, testCase, date }) =>
            server.call(
              SUBMIT[kind],
              bidBody(token, kind, row.game_id, [testCase.line], { bid_date: date }),
            ),
          ),
        );
        const stored = server.db
          .prepare<
            [number],
            { id: number; market_id: number; bid_type: string; session: string; day: string }
          >('SELECT id, market_id, bid_type, session, day FROM bids WHERE id > ? ORDER BY id')
          .all(lastBidId);
        lastBidId = stored.at(-1)?.id ?? lastBidId;
        const storedDay = new Map(
          stored.map((b) => [`${b.market_id}|${b.bid_type}|${b.session}`, b.day]),
        );

        attempts.forEach((attempt, index) => {
          const answer = answers[index];
          const where = `${ist(now)} ${attempt.row.game_name} ${attempt.testCase.label}`;
          tried += 1;
          if (answer === undefined) return;
          if (answer.status !== 200 && answer.status !== 409) {
            mismatches.push(`${where}: answered ${answer.status} ${JSON.stringify(answer.body)}`);
            return;
          }
          const takes = answer.status === 200;
          if (takes !== attempt.offered) {
            mismatches.push(
              `${where}: client ${attempt.offered ? 'offers' : 'refuses'}, server ${takes ? 'takes' : `refuses (${String(answer.body['msg'])})`}`,
            );
          }
          if (!takes) return;
          accepted += 1;
          const { line } = attempt.testCase;
          const session = attempt.kind === 'main' ? (line.session ?? 'Open') : 'Open';
          const day = storedDay.get(`${attempt.row.game_id}|${line.type}|${session}`);
          const shown = day === undefined ? 'nothing' : formatLongDate(day);
          if (shown !== attempt.date)
            mismatches.push(`${where}: confirm dialog shows ${attempt.date}, stored on ${shown}`);
        });
      }

      console.info(
        `${file}: ${markets.length} markets, ${tried} bids tried at ${String(walked)} instants, ${accepted} taken`,
      );
      expect({ mismatches: mismatches.length, first: mismatches.slice(0, 30) }).toEqual({
        mismatches: 0,
        first: [],
      });
      // The walk saw both answers: some bids taken, some refused.
      expect(accepted).toBeGreaterThan(0);
      expect(accepted).toBeLessThan(tried);
    },
    120_000,
  );
});

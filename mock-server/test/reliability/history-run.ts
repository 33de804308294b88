import fc from 'fast-check';
import { endpoints, extractJsonObject, type EndpointName } from '@matka/shared/contract';
import {
  allowedValues,
  BID_SCREEN_INFO,
  BID_SCREENS,
  BID_TYPES_BY_MARKET,
  lineSession,
  panaDigit,
  type BidType,
  type MarketKind,
} from '@matka/shared/rules';
import { formatLongDate } from '@matka/shared/time';
import { checkLedger } from '../../src/services/ledger-check';
import { lenientPath } from '../../src/lib/lenient-provider-section';
import { common, CONTROL_TOKEN, DEMO, VIEWER, type TestServer } from '../helper';

/**
 * Randomized concurrent histories (docs/testing.md "Randomized histories"): rounds of commands sent
 * at once over HTTP, every invariant checked between rounds against the database and the answers.
 * A history is plain data, so fast-check can shrink a failing one to the fewest rounds and commands.
 */

export type Profile = 'spec' | 'lenient';
type Player = 'demo' | 'viewer';
const MOBILE: Record<Player, string> = { demo: DEMO.mobile, viewer: VIEWER.mobile };

/** Markets of the default scenario open at the start of a history (2026-11-22 11:50 IST). */
const MARKETS = {
  main: ['TIME BAZAR', 'SRIDEVI'],
  starline: ['12:00 PM', '02:00 PM'],
  gali: ['FARIDABAD', 'GALI'],
} as const satisfies Record<MarketKind, readonly string[]>;

/** The results declared, and the values bids aim at, so that lines win as well as lose. */
const PANAS = ['123', '460', '550', '118', '777'];
const JODIS = ['47', '06', '90'];

export type Command =
  | {
      kind: 'bid';
      player: Player;
      market: MarketKind;
      at: number;
      type: BidType;
      session: 'Open' | 'Close';
      lines: { aim: number; points: number; bad: boolean }[];
    }
  | { kind: 'declare'; market: MarketKind; at: number; session: 'open' | 'close'; value: number }
  /** A bid aimed at the result and that result's declaration, sent together. */
  | {
      kind: 'race';
      bid: Extract<Command, { kind: 'bid' }>;
      declare: Extract<Command, { kind: 'declare' }>;
    }
  | { kind: 'transfer'; from: Player; amount: number }
  | { kind: 'fund'; player: Player; amount: number }
  | { kind: 'withdraw'; player: Player; amount: number; method: '2' | '3' | '4' }
  | { kind: 'decide'; which: 'fund' | 'withdrawal'; pick: number; approve: boolean }
  | { kind: 'clock'; minutes: number }
  | { kind: 'reseed' };

/** Rounds of commands; a reseed is a round of its own. */
export type History = Command[][];

const player = fc.constantFrom<Player>('demo', 'viewer');
const kind = fc.constantFrom<MarketKind>('main', 'starline', 'gali');

// One type and session per bid, as a bid screen sends them.
const bidCommand = fc.record({
  kind: fc.constant('bid' as const),
  player,
  market: kind,
  at: fc.nat(1),
  type: fc.constantFrom(...BID_TYPES_BY_MARKET.main, 'Left Digit', 'Right Digit'),
  session: fc.constantFrom<'Open' | 'Close'>('Open', 'Close'),
  lines: fc.array(
    fc.record({
      aim: fc.nat(20),
      points: fc.integer({ min: 10, max: 400 }),
      bad: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
    }),
    { minLength: 1, maxLength: 3 },
  ),
});

const declareCommand = fc.record({
  kind: fc.constant('declare' as const),
  market: kind,
  at: fc.nat(1),
  session: fc.constantFrom<'open' | 'close'>('open', 'close'),
  value: fc.nat(20),
});

const raceCommand = fc.tuple(bidCommand, declareCommand).map(([bid, declare]) => ({
  kind: 'race' as const,
  bid: {
    ...bid,
    market: declare.market,
    at: declare.at,
    session: declare.session === 'open' ? ('Open' as const) : ('Close' as const),
    lines: bid.lines.map((line) => ({ ...line, aim: declare.value })),
  },
  declare,
}));

const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 6, arbitrary: bidCommand },
  { weight: 2, arbitrary: raceCommand },
  { weight: 2, arbitrary: declareCommand },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('transfer' as const),
      from: player,
      amount: fc.integer({ min: 1, max: 3000 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('fund' as const),
      player,
      amount: fc.integer({ min: 50, max: 3000 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('withdraw' as const),
      player,
      amount: fc.integer({ min: 400, max: 4000 }),
      method: fc.constantFrom<'2' | '3' | '4'>('2', '3', '4'),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('decide' as const),
      which: fc.constantFrom<'fund' | 'withdrawal'>('fund', 'withdrawal'),
      pick: fc.nat(3),
      approve: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('clock' as const),
      minutes: fc.integer({ min: 1, max: 90 }),
    }),
  },
);

/** A market is declared at most once per round: two declarations of one market racing have no single "before". */
function oneDeclarationPerMarket(round: Command[]): Command[] {
  const seen = new Set<string>();
  return round.filter((c) => {
    const d = c.kind === 'race' ? c.declare : c;
    if (d.kind !== 'declare') return true;
    const key = `${d.market}:${d.at % MARKETS[d.market].length}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function historyArbitrary(size: {
  rounds: number;
  perRound: number;
}): fc.Arbitrary<History> {
  const round = fc
    .array(command, { minLength: 1, maxLength: size.perRound })
    .map(oneDeclarationPerMarket);
  return fc.array(
    fc.oneof(
      { weight: 12, arbitrary: round },
      { weight: 1, arbitrary: fc.constant<Command[]>([{ kind: 'reseed' }]) },
    ),
    {
      minLength: 1,
      maxLength: size.rounds,
    },
  );
}

interface Answer {
  ok: boolean;
  body: Record<string, unknown>;
}

/** The line a bid command aims at, from the pools the declarations draw from. */
function lineValues(
  market: MarketKind,
  type: BidType,
  line: Extract<Command, { kind: 'bid' }>['lines'][number],
): { digits: string; closedigits: string } {
  const pana = PANAS[line.aim % PANAS.length] as string;
  const other = PANAS[(line.aim + 1) % PANAS.length] as string;
  const jodi = JODIS[line.aim % JODIS.length] as string;
  const pick = (field: 'digits' | 'closedigits', wanted: string) => {
    const allowed = allowedValues(type, field);
    if (allowed.length === 0) return '';
    return allowed.includes(wanted) ? wanted : (allowed[line.aim % allowed.length] as string);
  };
  let digits: string;
  let closedigits = '';
  switch (type) {
    case 'Single Digit':
      digits = String(panaDigit(pana));
      break;
    case 'Jodi Digit':
      digits = market === 'gali' ? jodi : `${panaDigit(pana)}${panaDigit(other)}`;
      break;
    case 'Left Digit':
      digits = jodi.charAt(0);
      break;
    case 'Right Digit':
      digits = jodi.charAt(1);
      break;
    case 'Half Sangam':
      digits = String(panaDigit(pana));
      closedigits = other;
      break;
    case 'Full Sangam':
      digits = pana;
      closedigits = other;
      break;
    default:
      digits = pick('digits', pana);
  }
  if (closedigits !== '') closedigits = pick('closedigits', closedigits);
  digits = pick('digits', digits);
  // A line the rules refuse: its whole bid must leave no trace.
  if (line.bad) digits = `${digits}9`;
  return { digits, closedigits };
}

interface DeclarationRecord {
  marketId: number;
  day: string;
  groups: string[];
  lines: number;
}

/** The groups a declaration settles, from the stored result before it (docs/game-rules.md#corrections). */
function settledGroups(
  market: MarketKind,
  session: 'open' | 'close',
  value: string,
  before: { open: string | null; close: string | null },
): string[] {
  if (market === 'starline') return before.open === value ? [] : ['slot'];
  if (market === 'gali')
    return before.open === value[0] && before.close === value[1] ? [] : ['game'];
  if (session === 'open') {
    if (before.open === value) return [];
    return before.open !== null && before.close !== null ? ['open', 'close'] : ['open'];
  }
  return before.close === value ? [] : ['close'];
}

/** What histories did, summed over runs: a check that the generator reaches the cases it is for. */
const newCoverage = () => ({
  bidsAccepted: 0,
  bidsRefused: 0,
  declarations: 0,
  linesWon: 0,
  declarationsBesideBids: 0,
  moneyAccepted: 0,
  moneyRefused: 0,
  decisions: 0,
  reseeds: 0,
});
export const coverage: Record<Profile, ReturnType<typeof newCoverage>> = {
  spec: newCoverage(),
  lenient: newCoverage(),
};

/** One history against one server: its commands, and the checks between rounds. */
export class HistoryRun {
  private readonly tokens = new Map<Player, string>();
  private readonly problems: string[] = [];
  private acceptedLines: string[] = [];
  private acceptedMoney: string[] = [];
  private declarations: DeclarationRecord[] = [];
  private passbooks = new Map<Player, Map<string, string>>();
  private readonly coverage: ReturnType<typeof newCoverage>;
  private resultsAtRoundStart = new Map<string, { open: string | null; close: string | null }>();
  private epochBid = 0;
  private epochLedger = 0;
  private epochFund = 0;
  private epochWithdrawal = 0;

  constructor(
    private readonly s: TestServer,
    private readonly base: string,
    private readonly profile: Profile,
  ) {
    this.coverage = coverage[profile];
  }

  private async post(
    path: string,
    body: Record<string, unknown>,
    control = false,
  ): Promise<Answer> {
    const response = await fetch(`${this.base}/${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(control ? { 'x-control-token': CONTROL_TOKEN } : {}),
      },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    const parsed = (extractJsonObject(text) ?? {}) as Record<string, unknown>;
    if (response.status >= 500) this.problems.push(`${path} answered ${response.status}: ${text}`);
    return { ok: response.status === 200 && parsed['status'] === true, body: parsed };
  }

  private provider(name: EndpointName, fields: Record<string, unknown>): Promise<Answer> {
    const path = this.profile === 'lenient' ? lenientPath(name) : endpoints[name].path;
    if (path === null) throw new Error(`${name} is not served in the lenient profile`);
    return this.post(path, { ...common(), ...fields });
  }

  private control(path: string, body: Record<string, unknown> = {}): Promise<Answer> {
    return this.post(`control/${path}`, body, true);
  }

  private marketId(market: MarketKind, at: number): number {
    const name = MARKETS[market][at % MARKETS[market].length];
    const row = this.s.db
      .prepare<[string, string], { id: number }>(
        'SELECT id FROM markets WHERE name = ? AND kind = ?',
      )
      .get(name as string, market);
    if (row === undefined) throw new Error(`no ${market} market ${name}`);
    return row.id;
  }

  private scalar(sql: string, ...params: unknown[]): number {
    return Number(
      this.s.db
        .prepare(sql)
        .pluck()
        .get(...params) ?? 0,
    );
  }

  /** Signs both players in, makes the viewer a betting player with points, marks where the epoch starts. */
  async startEpoch(): Promise<void> {
    await this.control('user/betting-status', { mobile: VIEWER.mobile, betting_status: '1' });
    await this.control('user/wallet', { mobile: VIEWER.mobile, wallet_amt: 2000 });
    for (const p of ['demo', 'viewer'] as const) {
      const login = await this.provider('apiUserLogin', {
        mobile: MOBILE[p],
        password: DEMO.password,
        device_id: 'web',
      });
      if (!login.ok) throw new Error(`login of ${p} failed: ${JSON.stringify(login.body)}`);
      this.tokens.set(p, String(login.body['unique_token']));
    }
    this.acceptedLines = [];
    this.acceptedMoney = [];
    this.declarations = [];
    this.passbooks.clear();
    this.epochBid = this.scalar('SELECT COALESCE(MAX(id), 0) FROM bids');
    this.epochLedger = this.scalar('SELECT COALESCE(MAX(id), 0) FROM ledger');
    this.epochFund = this.scalar('SELECT COALESCE(MAX(id), 0) FROM fund_requests');
    this.epochWithdrawal = this.scalar('SELECT COALESCE(MAX(id), 0) FROM withdrawals');
  }

  private token(p: Player): string {
    return this.tokens.get(p) ?? '';
  }

  private async run(c: Command): Promise<void> {
    switch (c.kind) {
      case 'race': {
        // The bid leaves first, the declaration a moment after: "bid, then declare" at once.
        const bid = this.run(c.bid);
        await new Promise((resolve) => setImmediate(resolve));
        await Promise.all([bid, this.run(c.declare)]);
        return;
      }
      case 'bid': {
        const marketId = this.marketId(c.market, c.at);
        const types = BID_TYPES_BY_MARKET[c.market];
        const type = types.includes(c.type)
          ? c.type
          : (types[c.lines.length % types.length] as BidType);
        // The session a bid screen sends for its type (main Jodi is always Close, ...).
        const screen = BID_SCREENS.find(
          (name) =>
            BID_SCREEN_INFO[name].marketKind === c.market && BID_SCREEN_INFO[name].bidType === type,
        );
        const session = screen === undefined ? 'Open' : lineSession(screen, c.session);
        const lines = c.lines.map((line) => ({
          ...lineValues(c.market, type, line),
          type,
          session,
          points: line.points,
        }));
        const first = lines[0];
        const newResult = {
          unique_token: this.token(c.player),
          Gamename: 'History',
          totalbit: lines.reduce((sum, l) => sum + l.points, 0),
          gameid: String(marketId),
          pana: first?.type,
          gametype: c.market,
          bid_date: formatLongDate(this.s.app.matka.clock.now()),
          session: first?.session,
          result: lines.map((l) => ({
            digits: l.digits,
            closedigits: l.closedigits,
            points: l.points,
            session: l.session,
            pana: l.type,
            closepana: '',
          })),
        };
        const name =
          c.market === 'main'
            ? 'apiSubmitBid'
            : c.market === 'starline'
              ? 'apiStarlineSubmitBid'
              : 'apiGalidisawarSubmitBid';
        const answer = await this.provider(name, {
          unique_token: this.token(c.player),
          game_id: String(marketId),
          new_result: newResult,
        });
        this.coverage[answer.ok ? 'bidsAccepted' : 'bidsRefused'] += 1;
        if (answer.ok)
          for (const l of lines)
            this.acceptedLines.push(
              `${MOBILE[c.player]} ${marketId} ${l.type} ${c.market === 'main' ? l.session : ''} ${l.digits}/${l.closedigits} ${l.points * 100}`,
            );
        return;
      }
      case 'declare': {
        const marketId = this.marketId(c.market, c.at);
        const value =
          c.market === 'gali'
            ? (JODIS[c.value % JODIS.length] as string)
            : (PANAS[c.value % PANAS.length] as string);
        const path = `result/${c.market}`;
        const body =
          c.market === 'main'
            ? { game_id: String(marketId), session: c.session, pana: value }
            : c.market === 'starline'
              ? { game_id: String(marketId), pana: value }
              : { game_id: String(marketId), result: value };
        const answer = await this.control(path, body);
        if (answer.ok) {
          this.coverage.declarations += 1;
          this.coverage.linesWon += Number(answer.body['won']);
          const day = String(answer.body['day']);
          // The only declaration of this market in its round: the result before it is the round's first.
          const before = this.resultsAtRoundStart.get(`${marketId} ${day}`) ?? {
            open: null,
            close: null,
          };
          this.declarations.push({
            marketId,
            day,
            groups: settledGroups(c.market, c.session, value, before),
            lines: Number(answer.body['won']) + Number(answer.body['lost']),
          });
        }
        return;
      }
      case 'transfer': {
        const to: Player = c.from === 'demo' ? 'viewer' : 'demo';
        const answer = await this.provider('apiUserTransferWalletBalance', {
          unique_token: this.token(c.from),
          amount: c.amount,
          mobile_no: MOBILE[to],
          transfer_note: '',
        });
        this.coverage[answer.ok ? 'moneyAccepted' : 'moneyRefused'] += 1;
        if (answer.ok) this.acceptedMoney.push(`transfer ${MOBILE[c.from]} ${c.amount * 100}`);
        return;
      }
      case 'fund': {
        const answer = await this.provider('apiFundRequestAdd', {
          unique_token: this.token(c.player),
          request_amount: c.amount,
        });
        this.coverage[answer.ok ? 'moneyAccepted' : 'moneyRefused'] += 1;
        if (answer.ok) this.acceptedMoney.push(`fund ${MOBILE[c.player]} ${c.amount * 100}`);
        return;
      }
      case 'withdraw': {
        const answer = await this.provider('apiUserWithdrawFundRequest', {
          unique_token: this.token(c.player),
          request_amount: c.amount,
          payment_method: c.method,
        });
        this.coverage[answer.ok ? 'moneyAccepted' : 'moneyRefused'] += 1;
        if (answer.ok) this.acceptedMoney.push(`withdrawal ${MOBILE[c.player]} ${c.amount * 100}`);
        return;
      }
      case 'decide': {
        const pending = await this.control('money-requests', { which: 'pending' });
        const list = (pending.body[c.which === 'fund' ? 'fund_requests' : 'withdrawals'] ?? []) as {
          request_id: string;
        }[];
        const chosen = list[c.pick % Math.max(list.length, 1)];
        if (chosen === undefined) return;
        const action =
          c.which === 'fund'
            ? c.approve
              ? 'approve'
              : 'reject'
            : c.approve
              ? 'approve'
              : 'cancel';
        const decided = await this.control(c.which === 'fund' ? 'fund-request' : 'withdrawal', {
          request_id: chosen.request_id,
          action,
        });
        if (decided.ok) this.coverage.decisions += 1;
        return;
      }
      case 'clock':
        await this.control('clock/advance', { minutes: c.minutes, frozen: true });
        return;
      case 'reseed':
        await this.control('reseed', { scenario: 'default' });
        this.coverage.reseeds += 1;
        await this.startEpoch();
        return;
    }
  }

  /** Sends a round's commands at once and waits for every answer. */
  async round(commands: Command[]): Promise<void> {
    this.resultsAtRoundStart = new Map(
      this.s.db
        .prepare<[], { key: string; open_value: string | null; close_value: string | null }>(
          "SELECT market_id || ' ' || day AS key, open_value, close_value FROM results",
        )
        .all()
        .map((r) => [r.key, { open: r.open_value, close: r.close_value }]),
    );
    if (commands.some((c) => c.kind === 'race')) this.coverage.declarationsBesideBids += 1;
    await Promise.all(commands.map((c) => this.run(c)));
  }

  /** Every invariant, between rounds; the problems found (empty when none). */
  async check(): Promise<string[]> {
    const found = [...this.problems.splice(0)];
    found.push(...checkLedger(this.s.db).violations);

    // Accepted bid lines are stored, refused ones left nothing: the same multiset.
    const stored = this.s.db
      .prepare<[number], string>(
        `SELECT users.mobile || ' ' || bids.market_id || ' ' || bids.bid_type || ' ' ||
           CASE WHEN markets.kind = 'main' THEN bids.session ELSE '' END || ' ' ||
           bids.digits || '/' || bids.closedigits || ' ' || bids.points_minor
         FROM bids JOIN users ON users.id = bids.user_id JOIN markets ON markets.id = bids.market_id
         WHERE bids.id > ?`,
      )
      .pluck()
      .all(this.epochBid);
    if (stored.sort().join('\n') !== [...this.acceptedLines].sort().join('\n'))
      found.push(
        `stored bid lines differ from the accepted ones:\n  stored ${JSON.stringify(stored.sort())}\n  accepted ${JSON.stringify([...this.acceptedLines].sort())}`,
      );

    const money = [
      ...this.s.db
        .prepare<[number], string>(
          `SELECT 'transfer ' || users.mobile || ' ' || -ledger.amount_minor FROM ledger
           JOIN users ON users.id = ledger.user_id WHERE ledger.kind = 'transfer-out' AND ledger.id > ?`,
        )
        .pluck()
        .all(this.epochLedger),
      ...this.s.db
        .prepare<[number], string>(
          `SELECT 'fund ' || users.mobile || ' ' || amount_minor FROM fund_requests
           JOIN users ON users.id = fund_requests.user_id WHERE fund_requests.id > ?`,
        )
        .pluck()
        .all(this.epochFund),
      ...this.s.db
        .prepare<[number], string>(
          `SELECT 'withdrawal ' || users.mobile || ' ' || amount_minor FROM withdrawals
           JOIN users ON users.id = withdrawals.user_id WHERE withdrawals.id > ?`,
        )
        .pluck()
        .all(this.epochWithdrawal),
    ];
    if (money.sort().join('\n') !== [...this.acceptedMoney].sort().join('\n'))
      found.push(
        `stored money requests differ from the accepted ones: stored ${JSON.stringify(money)}, accepted ${JSON.stringify(this.acceptedMoney.sort())}`,
      );

    // A declaration settled every line of its groups, and no line joined them after it.
    for (const d of this.declarations) {
      if (d.groups.length === 0) continue;
      const lines = this.scalar(
        `SELECT COUNT(*) FROM bids WHERE market_id = ? AND day = ? AND settles_on IN (${d.groups.map(() => '?').join(', ')})`,
        d.marketId,
        d.day,
        ...d.groups,
      );
      if (lines !== d.lines)
        found.push(
          `market ${d.marketId} ${d.day} ${d.groups.join('+')}: ${lines} lines stored, the declaration settled ${d.lines}`,
        );
    }

    // Each wallet as the API answers it is the stored balance; the passbook only grows.
    for (const p of ['demo', 'viewer'] as const) {
      const wallet = await this.provider('apiUserWalletBalance', { unique_token: this.token(p) });
      const balance = this.scalar('SELECT balance_minor FROM users WHERE mobile = ?', MOBILE[p]);
      if (Math.round(Number(wallet.body['wallet_amt']) * 100) !== balance)
        found.push(`${p}: wallet answered ${String(wallet.body['wallet_amt'])}, stored ${balance}`);
      const passbook = await this.provider('apiWalletTransactionHistory', {
        unique_token: this.token(p),
      });
      const rows = new Map(
        ((passbook.body['transaction_history'] ?? []) as Record<string, unknown>[]).map((row) => [
          String(row['transaction_id']),
          `${String(row['transaction_type'])} ${String(row['transaction_note'])} ${String(row['amount'])} ${String(row['insert_date'])}`,
        ]),
      );
      for (const [id, row] of this.passbooks.get(p) ?? [])
        if (rows.get(id) !== row)
          found.push(`${p}: passbook row ${id} (${row}) is now ${rows.get(id) ?? 'gone'}`);
      this.passbooks.set(p, rows);
    }
    return found;
  }
}

/** A history as lines a person can read, for a failure's report. */
export function describeHistory(history: History): string {
  return history
    .map((round, i) => `round ${i + 1}: ${round.map((c) => JSON.stringify(c)).join(' | ')}`)
    .join('\n');
}

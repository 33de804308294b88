import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkLedger } from '../../src/services/ledger-check';
import { createTestServer, istAt, type TestServer } from '../helper';
import { bidBody, marketId, SUBMIT, type Line } from '../bid-helpers';

// A bid and its market's declaration sent at the same moment: whichever the mock takes first, the
// outcome is the one of that order (docs/mock-provider.md "One ordered writer").

interface Case {
  name: string;
  kind: 'main' | 'starline' | 'gali';
  market: string;
  lines: Line[];
  declare: { path: string; body: Record<string, unknown> };
}

const CASES: Case[] = [
  {
    name: 'Starline single digit',
    kind: 'starline',
    market: '12:00 PM',
    lines: [{ type: 'Single Digit', digits: '6', points: 10 }],
    declare: { path: '/control/result/starline', body: { pana: '123' } },
  },
  {
    name: 'Gali jodi',
    kind: 'gali',
    market: 'FARIDABAD',
    lines: [{ type: 'Jodi Digit', digits: '47', points: 10 }],
    declare: { path: '/control/result/gali', body: { result: '47' } },
  },
  {
    name: 'main open single digit',
    kind: 'main',
    market: 'TIME BAZAR',
    lines: [{ type: 'Single Digit', digits: '6', points: 10, session: 'Open' }],
    declare: { path: '/control/result/main', body: { session: 'open', pana: '123' } },
  },
];

let s: TestServer;
beforeEach(async () => {
  s = await createTestServer({ now: istAt(11, 50) });
});
afterEach(async () => {
  await s.close();
});

describe.each(CASES)('$name: a bid and its declaration at the same moment', (c) => {
  it.each([false, true])(
    'declaration sent first: %s; the outcome is that of the order the mock took',
    async (declareFirst) => {
      const token = await s.login();
      const gameId = marketId(s, c.market, c.kind);
      const ledgerBefore = s.snapshot()['ledger'];
      const bid = () => s.call(SUBMIT[c.kind], bidBody(token, c.kind, gameId, c.lines));
      const declare = () => s.post(c.declare.path, { game_id: gameId, ...c.declare.body });
      const [b, d] = declareFirst
        ? await Promise.all([declare(), bid()]).then(([d, b]) => [b, d] as const)
        : await Promise.all([bid(), declare()]);
      expect(d.status, JSON.stringify(d.body)).toBe(200);
      const stored = s.db.prepare('SELECT COUNT(*) FROM bids WHERE created_at >= ?').pluck();
      if (b.status === 200) {
        // Taken before the declaration: settled by it, won and paid.
        expect(d.body['won']).toBe(1);
        expect(stored.get(istAt(11, 50))).toBe(c.lines.length);
      } else {
        // Taken after: refused, nothing written.
        expect(b.status, JSON.stringify(b.body)).toBe(409);
        expect(d.body['won']).toBe(0);
        expect(stored.get(istAt(11, 50))).toBe(0);
        expect(s.snapshot()['ledger']).toEqual(ledgerBefore);
      }
      expect(checkLedger(s.db).violations).toEqual([]);
    },
  );

  it('a bid answered before the declaration is sent is always settled by it', async () => {
    const token = await s.login();
    const gameId = marketId(s, c.market, c.kind);
    const b = await s.call(SUBMIT[c.kind], bidBody(token, c.kind, gameId, c.lines));
    const d = await s.post(c.declare.path, { game_id: gameId, ...c.declare.body });
    expect(b.status).toBe(200);
    expect(d.body['won']).toBe(1);
    expect(checkLedger(s.db).violations).toEqual([]);
  });
});

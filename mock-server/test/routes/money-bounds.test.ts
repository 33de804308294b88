import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { providerMessages } from '@matka/shared/messages';
import {
  MAX_BID_POINTS,
  MAX_DEPOSIT_POINTS,
  MAX_TRANSFER_POINTS,
  MAX_WALLET_MINOR,
  MAX_WALLET_POINTS,
  MINOR_PER_POINT,
  isCanonicalPana,
  panaDigit,
} from '@matka/shared/rules';
import type { ScenarioInput } from '../../src/seed';
import { checkLedger } from '../../src/services/ledger-check';
import { bidBody, marketId, type Line } from '../bid-helpers';
import {
  checksForeignKeys,
  createTestServer,
  istAt,
  ledgerMismatches,
  type TestServer,
} from '../helper';

/**
 * Money has documented maxima (shared/src/rules/money.ts): a wallet, one bid, one deposit, one
 * transfer. Beyond one, the request is refused with a message naming it and nothing changes; no
 * balance ever goes above the wallet maximum (not even by a win), so no answer can fail on a number
 * and nothing is answered 500 after its commit.
 */

const A = { mobile: '9000000001', password: 'pass-a-123' };
const B = { mobile: '9000000002', password: 'pass-b-123' };

/** Two betting players and one main market taking every bid type at 10:00 (opens 11:00 PM). */
const SCENARIO: ScenarioInput = {
  description: 'money bounds',
  users: [
    { name: 'Player A', mobile: A.mobile, password: A.password, google_pay_no: A.mobile },
    { name: 'Player B', mobile: B.mobile, password: B.password },
  ],
  markets: [
    {
      key: 'late',
      kind: 'main',
      name: 'LATE',
      open_time: '11:00 PM',
      close_time: '11:30 PM',
    },
  ],
};

let s: TestServer | undefined;
afterEach(async () => {
  await s?.close();
  s = undefined;
});

async function setWallet(server: TestServer, mobile: string, points: number) {
  const answer = await server.post('/control/user/wallet', { mobile, wallet_amt: points });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

async function balance(server: TestServer, mobile: string): Promise<number> {
  const user = await server.post('/control/user', { mobile });
  return Number(user.body['balance_minor']);
}

const bidCount = (server: TestServer) =>
  (server.db.prepare('SELECT COUNT(*) AS n FROM bids').get() as { n: number }).n;

async function ready() {
  const server = await createTestServer({ scenario: SCENARIO, now: istAt(10) });
  const tokenA = await server.login(A.mobile, A.password);
  const tokenB = await server.login(B.mobile, B.password);
  return { server, tokenA, tokenB, game: marketId(server, 'LATE', 'main') };
}

function refusal(msg: string) {
  return { status: false, msg };
}

describe('maxima', () => {
  it('refuses a bid above the bid maximum, with its message, storing nothing', async () => {
    const { server, tokenA, game } = await ready();
    s = server;
    await setWallet(server, A.mobile, MAX_WALLET_POINTS);
    const before = server.snapshot();
    const over = await server.call(
      'apiSubmitBid',
      bidBody(tokenA, 'main', game, [
        { type: 'Single Digit', digits: '5', points: MAX_BID_POINTS },
        { type: 'Single Digit', digits: '6', points: 10 },
      ]),
    );
    expect(over).toEqual({
      status: 422,
      body: refusal(providerMessages.bidMaximum(String(MAX_BID_POINTS))),
    });
    expect(server.snapshot()).toEqual(before);
    const atMax = await server.call(
      'apiSubmitBid',
      bidBody(tokenA, 'main', game, [
        { type: 'Single Digit', digits: '5', points: MAX_BID_POINTS },
      ]),
    );
    expect(atMax.status).toBe(200);
  });

  it('refuses a deposit request above the deposit maximum', async () => {
    const { server, tokenA } = await ready();
    s = server;
    const before = server.snapshot();
    const over = await server.call('apiFundRequestAdd', {
      unique_token: tokenA,
      request_amount: MAX_DEPOSIT_POINTS + 1,
    });
    expect(over).toEqual({
      status: 422,
      body: refusal(providerMessages.depositMaximum(String(MAX_DEPOSIT_POINTS))),
    });
    expect(server.snapshot()).toEqual(before);
    const atMax = await server.call('apiFundRequestAdd', {
      unique_token: tokenA,
      request_amount: MAX_DEPOSIT_POINTS,
    });
    expect(atMax.status).toBe(200);
  });

  it('refuses a transfer above the transfer maximum, or one that would overfill the receiver', async () => {
    const { server, tokenA } = await ready();
    s = server;
    await setWallet(server, A.mobile, 5 * MAX_TRANSFER_POINTS);
    const before = server.snapshot();
    const transfer = (amount: number) =>
      server.call('apiUserTransferWalletBalance', {
        unique_token: tokenA,
        amount,
        mobile_no: B.mobile,
        transfer_note: '',
      });
    expect(await transfer(MAX_TRANSFER_POINTS + 1)).toEqual({
      status: 422,
      body: refusal(providerMessages.transferMaximum(String(MAX_TRANSFER_POINTS))),
    });
    expect(server.snapshot()).toEqual(before);
    await setWallet(server, B.mobile, MAX_WALLET_POINTS - 100);
    const full = server.snapshot();
    expect(await transfer(101)).toEqual({
      status: 409,
      body: refusal(providerMessages.walletMaximum(String(MAX_WALLET_POINTS))),
    });
    expect(server.snapshot()).toEqual(full);
    expect((await transfer(100)).status).toBe(200);
    expect(await balance(server, B.mobile)).toBe(MAX_WALLET_MINOR);
  });

  it('the control API refuses a wallet above the maximum and an approval that would overfill one', async () => {
    const { server, tokenA } = await ready();
    s = server;
    const before = server.snapshot();
    const over = await server.post('/control/user/wallet', {
      mobile: A.mobile,
      wallet_amt: MAX_WALLET_POINTS + 1,
    });
    expect(over).toEqual({
      status: 422,
      body: refusal(providerMessages.walletMaximum(String(MAX_WALLET_POINTS))),
    });
    expect(server.snapshot()).toEqual(before);

    await server.call('apiFundRequestAdd', { unique_token: tokenA, request_amount: 1000 });
    const id = server.db.prepare('SELECT id FROM fund_requests').get() as { id: number };
    await setWallet(server, A.mobile, MAX_WALLET_POINTS - 999);
    const full = server.snapshot();
    const approve = await server.post('/control/fund-request', {
      request_id: String(id.id),
      action: 'approve',
    });
    expect(approve).toEqual({
      status: 409,
      body: refusal(providerMessages.walletMaximum(String(MAX_WALLET_POINTS))),
    });
    expect(server.snapshot()).toEqual(full);
    await setWallet(server, A.mobile, MAX_WALLET_POINTS - 1000);
    expect(
      (await server.post('/control/fund-request', { request_id: String(id.id), action: 'approve' }))
        .status,
    ).toBe(200);
    expect(await balance(server, A.mobile)).toBe(MAX_WALLET_MINOR);
  });

  it('refuses to declare a result whose wins would take a wallet above the maximum', async () => {
    const { server, tokenA, game } = await ready();
    s = server;
    await setWallet(server, A.mobile, MAX_WALLET_POINTS);
    const bid = await server.call(
      'apiSubmitBid',
      bidBody(tokenA, 'main', game, [
        { type: 'Full Sangam', digits: '128', closedigits: '370', points: MAX_BID_POINTS },
      ]),
    );
    expect(bid.status).toBe(200);
    const open = await server.post('/control/result/main', {
      game_id: game,
      session: 'open',
      pana: '128',
    });
    expect(open.status).toBe(200);
    const before = server.snapshot();
    const close = await server.post('/control/result/main', {
      game_id: game,
      session: 'close',
      pana: '370',
    });
    expect(close).toEqual({
      status: 409,
      body: refusal(providerMessages.winWouldOverfillWallet(String(MAX_WALLET_POINTS))),
    });
    expect(server.snapshot()).toEqual(before);
    expect(checksForeignKeys(server)).toBe(true);
    // Once the operator makes room, the result goes through and pays the win in full.
    await setWallet(server, A.mobile, 0);
    expect(
      (await server.post('/control/result/main', { game_id: game, session: 'close', pana: '370' }))
        .status,
    ).toBe(200);
    expect(await balance(server, A.mobile)).toBe(MAX_BID_POINTS * 10_000 * MINOR_PER_POINT);
    expect(checkLedger(server.db).violations).toEqual([]);
  });
});

// ---- Property: any sequence of money actions with amounts up to (and past) the maxima ----

const PANAS = ['128', '370', '550', '900', '333', '145'].filter(isCanonicalPana);

type Op =
  | { kind: 'wallet'; who: 0 | 1; points: number }
  | { kind: 'deposit'; who: 0 | 1; points: number; approve: boolean }
  | { kind: 'transfer'; who: 0 | 1; points: number }
  | { kind: 'withdraw'; who: 0 | 1; points: number; cancel: boolean }
  | { kind: 'bid'; who: 0 | 1; line: Line }
  | { kind: 'result'; session: 'open' | 'close'; pana: string };

const who = fc.constantFrom<0 | 1>(0, 1);
const upTo = (max: number) =>
  fc.oneof(
    fc.integer({ min: 1, max }),
    fc.constantFrom(max, max - 1, max + 1, 2 * max),
    fc.integer({ min: max, max: MAX_WALLET_POINTS }),
  );
const pana = fc.constantFrom(...PANAS);
const line: fc.Arbitrary<Line> = fc.oneof(
  fc.record({
    type: fc.constant('Full Sangam'),
    digits: pana,
    closedigits: pana,
    points: upTo(MAX_BID_POINTS),
  }),
  fc.record({
    type: fc.constant('Single Digit'),
    digits: pana.map((p) => String(panaDigit(p))),
    points: upTo(MAX_BID_POINTS),
  }),
  fc.record({
    type: fc.constant('Jodi Digit'),
    digits: fc.tuple(pana, pana).map(([o, c]) => `${panaDigit(o)}${panaDigit(c)}`),
    points: upTo(MAX_BID_POINTS),
  }),
);
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('wallet' as const), who, points: upTo(MAX_WALLET_POINTS) }),
  fc.record({
    kind: fc.constant('deposit' as const),
    who,
    points: upTo(MAX_DEPOSIT_POINTS),
    approve: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('transfer' as const), who, points: upTo(MAX_TRANSFER_POINTS) }),
  fc.record({
    kind: fc.constant('withdraw' as const),
    who,
    points: upTo(MAX_WALLET_POINTS),
    cancel: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('bid' as const), who, line }),
  fc.record({
    kind: fc.constant('result' as const),
    session: fc.constantFrom<'open' | 'close'>('open', 'close'),
    pana,
  }),
);

describe('property: amounts up to the maxima', () => {
  it('never answers 5xx, never lets a balance past the maximum, stores a bid exactly when it says so', async () => {
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 10 }), async (ops) => {
        runs += 1;
        const { server, tokenA, tokenB, game } = await ready();
        const players = [
          { ...A, token: tokenA },
          { ...B, token: tokenB },
        ] as const;
        try {
          for (const o of ops) {
            const bidsBefore = bidCount(server);
            const answer = await run(server, o, players, game);
            expect(
              answer.status,
              `${JSON.stringify(o)}: ${JSON.stringify(answer.body)}`,
            ).toBeLessThan(500);
            if (answer.status !== 200) {
              expect(answer.body['status']).toBe(false);
              expect(String(answer.body['msg'])).not.toBe('');
            }
            if (o.kind === 'bid')
              expect(bidCount(server) - bidsBefore).toBe(answer.status === 200 ? 1 : 0);
            for (const p of players)
              expect(await balance(server, p.mobile)).toBeLessThanOrEqual(MAX_WALLET_MINOR);
            expect(ledgerMismatches(server.db)).toEqual([]);
          }
          expect(checkLedger(server.db).violations).toEqual([]);
        } finally {
          await server.close();
        }
      }),
      { numRuns: 25 },
    );
    expect(runs).toBe(25);
  });
});

async function run(
  server: TestServer,
  o: Op,
  players: readonly { mobile: string; token: string }[],
  game: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  if (o.kind === 'result')
    return server.post('/control/result/main', { game_id: game, session: o.session, pana: o.pana });
  const me = players[o.who] ?? players[0];
  const other = players[1 - o.who] ?? players[1];
  if (me === undefined || other === undefined) throw new Error('two players');
  switch (o.kind) {
    case 'wallet':
      return server.post('/control/user/wallet', { mobile: me.mobile, wallet_amt: o.points });
    case 'deposit': {
      const asked = await server.call('apiFundRequestAdd', {
        unique_token: me.token,
        request_amount: o.points,
      });
      if (asked.status !== 200) return asked;
      const id = server.db.prepare('SELECT MAX(id) AS id FROM fund_requests').get() as {
        id: number;
      };
      return server.post('/control/fund-request', {
        request_id: String(id.id),
        action: o.approve ? 'approve' : 'reject',
      });
    }
    case 'transfer':
      return server.call('apiUserTransferWalletBalance', {
        unique_token: me.token,
        amount: o.points,
        mobile_no: other.mobile,
        transfer_note: '',
      });
    case 'withdraw': {
      const asked = await server.call('apiUserWithdrawFundRequest', {
        unique_token: me.token,
        mobile: me.mobile,
        request_amount: o.points,
        payment_method: '2',
      });
      if (asked.status !== 200) return asked;
      const id = server.db.prepare('SELECT MAX(id) AS id FROM withdrawals').get() as { id: number };
      return server.post('/control/withdrawal', {
        request_id: String(id.id),
        action: o.cancel ? 'cancel' : 'approve',
      });
    }
    case 'bid':
      return server.call('apiSubmitBid', bidBody(me.token, 'main', game, [o.line]));
  }
}

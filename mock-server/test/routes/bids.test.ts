import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerMessages } from '@matka/shared/messages';
import {
  createTestServer,
  expectContract,
  istAt,
  ledgerMismatches,
  VIEWER,
  type TestServer,
} from '../helper';
import { balanceMinor, bidBody, marketId, SUBMIT, type Line } from '../bid-helpers';
import { bidAnswerWriter } from '../../src/routes/bids';

let s: TestServer;
let token: string;
beforeAll(async () => {
  s = await createTestServer({ now: istAt(10) });
  token = await s.login();
});
afterAll(async () => {
  await s.close();
});

const submit = (kind: 'main' | 'starline' | 'gali', game: string, lines: Line[], overrides = {}) =>
  s.call(SUBMIT[kind], bidBody(token, kind, marketId(s, game, kind), lines, overrides));

/** Asserts a refused bid: the status and message, and not one row changed. */
async function refused(
  kind: 'main' | 'starline' | 'gali',
  game: string,
  lines: Line[],
  status: number,
  msg?: string,
  overrides = {},
) {
  const before = s.snapshot();
  const answer = await submit(kind, game, lines, overrides);
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body['status']).toBe(false);
  if (msg !== undefined) expect(answer.body['msg']).toBe(msg);
  expect(s.snapshot()).toEqual(before);
}

describe('accepted bids', () => {
  it('debits the total and stores every line in one go (main)', async () => {
    const before = await balanceMinor(s);
    const answer = await submit('main', 'KALYAN', [
      { type: 'Single Digit', digits: '4', points: 10 },
      { type: 'Single Digit', digits: '5', points: 25, session: 'Close' },
      { type: 'Jodi Digit', digits: '45', points: 10, session: 'Close' },
      { type: 'Half Sangam', digits: '4', closedigits: '550', points: 10 },
      { type: 'Full Sangam', digits: '123', closedigits: '550', points: 10 },
      { type: 'SP Motor', digits: '123', points: 10 },
      { type: 'DP Motor', digits: '550', points: 10 },
    ]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const body = expectContract('apiSubmitBid', answer.body);
    expect(body.msg).toBe(providerMessages.bidPlaced);
    expect(await balanceMinor(s)).toBe(before - 8500);
    expect(body.wallet_amt).toBe(before - 8500);
    expect(ledgerMismatches(s.db)).toEqual([]);
  });

  it('takes Starline and Gali bids', async () => {
    const star = await submit('starline', '12:00 PM', [
      { type: 'Single Digit', digits: '3', points: 10 },
      { type: 'Triple Pana', digits: '777', points: 10 },
    ]);
    expect(star.status, JSON.stringify(star.body)).toBe(200);
    expectContract('apiStarlineSubmitBid', star.body);
    const gali = await submit('gali', 'FARIDABAD', [
      { type: 'Left Digit', digits: '4', points: 10 },
      { type: 'Jodi Digit', digits: '47', points: 10 },
    ]);
    expect(gali.status, JSON.stringify(gali.body)).toBe(200);
    expectContract('apiGalidisawarSubmitBid', gali.body);
  });
});

describe('the accepted answer, written out without a per-bid check', () => {
  it("is the JSON of the contract's answer for any balance, on every endpoint", () => {
    for (const name of Object.values(SUBMIT)) {
      const write = bidAnswerWriter(name);
      for (const walletPoints of [0, 10, 1234.5, 0.01, 99_999_990]) {
        const answer = { status: true, msg: providerMessages.bidPlaced, wallet_amt: walletPoints };
        const written = write(walletPoints);
        expect(written.json).toBe(JSON.stringify(answer));
        expect(expectContract(name, JSON.parse(written.json))).toEqual({
          ...answer,
          wallet_amt: Math.round(walletPoints * 100),
        });
      }
    }
  });

  it('keeps the contract on every answer, not only the first one checked at run time', async () => {
    for (let i = 0; i < 3; i += 1) {
      const before = await balanceMinor(s);
      const answer = await submit('main', 'KALYAN', [
        { type: 'Single Digit', digits: String(i), points: 10 },
      ]);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(expectContract('apiSubmitBid', answer.body)).toEqual({
        status: true,
        msg: providerMessages.bidPlaced,
        wallet_amt: before - 1000,
      });
    }
  });
});

describe('refused bids change nothing', () => {
  it('a digit not allowed for the bid type', async () => {
    await refused(
      'main',
      'KALYAN',
      [{ type: 'Single Digit', digits: '12', points: 10 }],
      422,
      'Number 12 is not valid',
    );
    await refused(
      'main',
      'KALYAN',
      [{ type: 'Single Pana', digits: '321', points: 10 }],
      422,
      'Number 321 is not valid',
    );
    await refused('main', 'KALYAN', [{ type: 'Double Pana', digits: '123', points: 10 }], 422);
    await refused(
      'main',
      'KALYAN',
      [{ type: 'Half Sangam', digits: '4', closedigits: '12', points: 10 }],
      422,
    );
    await refused('gali', 'FARIDABAD', [{ type: 'Jodi Digit', digits: '4', points: 10 }], 422);
  });

  it('points below 10, one bad line refusing the whole bid', async () => {
    await refused(
      'main',
      'KALYAN',
      [
        { type: 'Single Digit', digits: '1', points: 10 },
        { type: 'Single Digit', digits: '2', points: 5 },
      ],
      422,
      providerMessages.bidPointsBelowMinimum,
    );
  });

  it('a total that is not the sum of the lines', async () => {
    await refused(
      'main',
      'KALYAN',
      [{ type: 'Single Digit', digits: '1', points: 10 }],
      422,
      providerMessages.bidTotalMismatch,
      {
        totalbit: 20,
      },
    );
  });

  it('a closed market, an unknown game, a game of another kind', async () => {
    await refused(
      'main',
      'RAJDHANI NIGHT',
      [{ type: 'Single Digit', digits: '1', points: 10, session: 'Close' }],
      409,
    );
    await refused('starline', '10:00 AM', [{ type: 'Single Digit', digits: '1', points: 10 }], 409);
    await refused('gali', 'DESAWAR', [{ type: 'Left Digit', digits: '1', points: 10 }], 409);
    const before = s.snapshot();
    const unknown = await s.call(
      'apiSubmitBid',
      bidBody(token, 'main', '9999', [{ type: 'Single Digit', digits: '1', points: 10 }]),
    );
    expect(unknown).toEqual({
      status: 422,
      body: { status: false, msg: providerMessages.unknownGame },
    });
    const wrongKind = await s.call(
      'apiSubmitBid',
      bidBody(token, 'main', marketId(s, 'FARIDABAD', 'gali'), [
        { type: 'Single Digit', digits: '1', points: 10 },
      ]),
    );
    expect(wrongKind.status).toBe(422);
    expect(s.snapshot()).toEqual(before);
  });

  it('an Open session, Jodi or Sangam after the open time', async () => {
    s.clock.set(istAt(16, 30));
    await refused(
      'main',
      'KALYAN',
      [{ type: 'Single Digit', digits: '1', points: 10 }],
      409,
      providerMessages.openSessionClosed,
    );
    await refused(
      'main',
      'KALYAN',
      [{ type: 'Jodi Digit', digits: '11', points: 10, session: 'Close' }],
      409,
      'Bidding is closed for Jodi Digit',
    );
    await refused(
      'main',
      'KALYAN',
      [{ type: 'Full Sangam', digits: '123', closedigits: '550', points: 10 }],
      409,
    );
    const close = await submit('main', 'KALYAN', [
      { type: 'Single Digit', digits: '1', points: 10, session: 'Close' },
    ]);
    expect(close.status).toBe(200);
    s.clock.set(istAt(18, 0));
    await refused(
      'main',
      'KALYAN',
      [{ type: 'Single Digit', digits: '1', points: 10, session: 'Close' }],
      409,
    );
    s.clock.set(istAt(10));
  });

  it('a session whose result is declared already', async () => {
    await s.post('/control/result/main', {
      game_id: marketId(s, 'MILAN DAY', 'main'),
      session: 'open',
      pana: '777',
    });
    await refused('main', 'MILAN DAY', [{ type: 'Single Digit', digits: '1', points: 10 }], 409);
    const close = await submit('main', 'MILAN DAY', [
      { type: 'Single Digit', digits: '1', points: 10, session: 'Close' },
    ]);
    expect(close.status).toBe(200);
  });

  it('a balance that cannot cover the total', async () => {
    await s.post('/control/user/wallet', { mobile: '9876543210', wallet_amt: 50 });
    await refused(
      'main',
      'KALYAN',
      [
        { type: 'Single Digit', digits: '1', points: 30 },
        { type: 'Single Digit', digits: '2', points: 30 },
      ],
      409,
      providerMessages.insufficientBalance,
    );
    await s.post('/control/user/wallet', { mobile: '9876543210', wallet_amt: 10000 });
  });

  it('a player without betting, a bad token, a malformed body', async () => {
    const viewer = await s.login(VIEWER.mobile, VIEWER.password);
    const before = s.snapshot();
    const off = await s.call(
      'apiSubmitBid',
      bidBody(viewer, 'main', marketId(s, 'KALYAN', 'main'), [
        { type: 'Single Digit', digits: '1', points: 10 },
      ]),
    );
    expect(off).toEqual({
      status: 403,
      body: { status: false, msg: providerMessages.bettingDisabled },
    });
    const badToken = await s.call(
      'apiSubmitBid',
      bidBody('x'.repeat(64), 'main', marketId(s, 'KALYAN', 'main'), [
        { type: 'Single Digit', digits: '1', points: 10 },
      ]),
    );
    expect(badToken.status).toBe(401);
    const body = bidBody(token, 'main', marketId(s, 'KALYAN', 'main'), [
      { type: 'Single Digit', digits: '1', points: 10 },
    ]);
    expect((await s.call('apiSubmitBid', { ...body, game_id: '1' })).status).toBe(400);
    expect(
      (
        await s.call('apiSubmitBid', {
          ...body,
          new_result: { ...(body['new_result'] as object), result: [] },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await s.call(
          'apiStarlineSubmitBid',
          bidBody(token, 'main', marketId(s, '12:00 PM', 'starline'), [
            { type: 'Single Digit', digits: '1', points: 10 },
          ]),
        )
      ).status,
    ).toBe(400);
    expect(s.snapshot()).toEqual(before);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, expectContract, istAt, type TestServer } from '../helper';

let s: TestServer;
let token: string;
beforeAll(async () => {
  s = await createTestServer({ now: istAt(10) });
  token = await s.login();
});
afterAll(async () => {
  await s.close();
});

const range = { from: '11/1/2026', to: '11/22/2026' };

describe('histories from the seeded default scenario', () => {
  it('lists main bids and wins by market day', async () => {
    const bids = expectContract(
      'apiBidHistoryData',
      (
        await s.call('apiBidHistoryData', {
          unique_token: token,
          bid_from: range.from,
          bid_to: range.to,
        })
      ).body,
    );
    expect(bids.bid_data).toHaveLength(6);
    expect(bids.bid_data.every((b) => b.game_name === 'KALYAN')).toBe(true);
    expect(bids.bid_data.map((b) => b.bid_date)).toContain('21-November-2026');
    const wins = expectContract(
      'apiWiningHistoryData',
      (
        await s.call('apiWiningHistoryData', {
          unique_token: token,
          date_from: range.from,
          date_to: range.to,
        })
      ).body,
    );
    expect(wins.win_data.map((w) => [w.pana, w.digits, w.amount]).sort()).toEqual(
      [
        ['Jodi Digit', '17', 190_000],
        ['Single Digit', '1', 95_000],
        ['Single Pana', '128', 140_000],
      ].sort(),
    );
  });

  it('lists Starline and Gali bids and wins', async () => {
    const sb = expectContract(
      'apiStarlineBidHistoryData',
      (
        await s.call('apiStarlineBidHistoryData', {
          unique_token: token,
          bid_from: range.from,
          bid_to: range.to,
        })
      ).body,
    );
    expect(sb.bid_data).toHaveLength(2);
    const sw = expectContract(
      'apiStarlineWiningHistoryData',
      (
        await s.call('apiStarlineWiningHistoryData', {
          unique_token: token,
          date_from: range.from,
          date_to: range.to,
        })
      ).body,
    );
    expect(sw.win_data.map((w) => w.amount)).toEqual([47_500]);
    const gb = expectContract(
      'apiGalidisawarBidHistoryData',
      (
        await s.call('apiGalidisawarBidHistoryData', {
          unique_token: token,
          bid_from: range.from,
          bid_to: range.to,
        })
      ).body,
    );
    expect(gb.bid_data).toHaveLength(2);
    const gw = expectContract(
      'apiGalidisawarWiningHistoryData',
      (
        await s.call('apiGalidisawarWiningHistoryData', {
          unique_token: token,
          date_from: range.from,
          date_to: range.to,
        })
      ).body,
    );
    expect(gw.bid_data.map((w) => [w.pana, w.amount])).toEqual([['Jodi Digit', 95_000]]);
  });

  it('answers an empty list outside the range', async () => {
    const none = expectContract(
      'apiBidHistoryData',
      (
        await s.call('apiBidHistoryData', {
          unique_token: token,
          bid_from: '1/1/2025',
          bid_to: '1/2/2025',
        })
      ).body,
    );
    expect(none.bid_data).toEqual([]);
  });

  it('refuses bad dates and missing tokens, changing nothing', async () => {
    const before = s.snapshot();
    for (const name of [
      'apiBidHistoryData',
      'apiStarlineBidHistoryData',
      'apiGalidisawarBidHistoryData',
    ] as const) {
      expect(
        (await s.call(name, { unique_token: token, bid_from: '2026-11-01', bid_to: range.to }))
          .status,
      ).toBe(400);
      expect((await s.call(name, { bid_from: range.from, bid_to: range.to })).status).toBe(400);
    }
    for (const name of [
      'apiWiningHistoryData',
      'apiStarlineWiningHistoryData',
      'apiGalidisawarWiningHistoryData',
    ] as const) {
      expect(
        (await s.call(name, { unique_token: token, date_from: '2/30/2026', date_to: range.to }))
          .status,
      ).toBe(400);
      expect(
        (await s.call(name, { unique_token: 'nobody', date_from: range.from, date_to: range.to }))
          .status,
      ).toBe(401);
    }
    expect(s.snapshot()).toEqual(before);
  });
});

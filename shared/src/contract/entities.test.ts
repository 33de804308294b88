import { describe, expect, it } from 'vitest';
import {
  GameRatesSchema,
  MainNewResultSchema,
  StarlineNewResultSchema,
  GaliNewResultSchema,
  MarketSchema,
  fullRatesFromEntry,
  ratesFromEntry,
} from './entities';
import { MAX_BID_LINES } from './common';

const mainRates = {
  single_digit_val_1: '10',
  single_digit_val_2: '95',
  jodi_digit_val_1: 10,
  jodi_digit_val_2: 950,
  single_pana_val_1: 10,
  single_pana_val_2: 1400,
  double_pana_val_1: 10,
  double_pana_val_2: 2800,
  tripple_pana_val_1: 10,
  tripple_pana_val_2: 7000,
  half_sangam_val_1: 10,
  half_sangam_val_2: 10000,
  full_sangam_val_1: 10,
  full_sangam_val_2: 100000,
};

describe('game rates', () => {
  it('turns a full entry into Rates', () => {
    const rates = fullRatesFromEntry(GameRatesSchema().parse(mainRates));
    expect(rates?.single_digit).toEqual({ val1: 10, val2: 95 });
    expect(rates?.full_sangam).toEqual({ val1: 10, val2: 100000 });
  });

  it('keeps only the complete pairs of a partial entry', () => {
    const entry = GameRatesSchema().parse({
      single_digit_val_1: '10',
      single_digit_val_2: '95',
      single_pana_val_1: 10,
      double_pana_val_2: 950,
      tripple_pana_val_1: 0,
      tripple_pana_val_2: 7000,
    });
    expect(ratesFromEntry(entry)).toEqual({ single_digit: { val1: 10, val2: 95 } });
    expect(fullRatesFromEntry(entry)).toBeUndefined();
  });
});

describe('MarketSchema', () => {
  it('normalises a market as a provider writes it', () => {
    expect(
      MarketSchema().parse({
        game_id: 7,
        game_name: 'KALYAN',
        open_time: '03:45 PM',
        close_time: '05:45 PM',
        open_result: '123-6',
        close_result: null,
        msg_status: '1',
        extra: 'ignored',
      }),
    ).toEqual({
      game_id: '7',
      game_name: 'KALYAN',
      open_time: '03:45 PM',
      close_time: '05:45 PM',
      open_result: '123-6',
      close_result: '',
      msg_status: 1,
      web_chart_url: '',
    });
  });
});

function line(overrides: Record<string, unknown> = {}) {
  return {
    digits: '5',
    closedigits: '',
    points: 10,
    session: 'Open',
    pana: 'Single Digit',
    closepana: '',
    ...overrides,
  };
}

function newResult(overrides: Record<string, unknown> = {}) {
  return {
    unique_token: 'tok',
    Gamename: 'KALYAN',
    totalbit: 10,
    gameid: '7',
    pana: 'Single Digit',
    gametype: 'main',
    bid_date: '22-November-2026',
    session: 'Open',
    result: [line()],
    ...overrides,
  };
}

describe('new_result', () => {
  it('accepts a main bid with open and close lines', () => {
    const body = newResult({
      session: 'Close',
      pana: 'Full Sangam',
      result: [line({ digits: '123', closedigits: '350', pana: 'Full Sangam', session: 'Close' })],
    });
    expect(MainNewResultSchema().parse(body)).toEqual(body);
  });

  it('requires 1 to MAX_BID_LINES lines', () => {
    expect(MainNewResultSchema().safeParse(newResult({ result: [] })).success).toBe(false);
    const many = Array.from({ length: MAX_BID_LINES + 1 }, () => line());
    expect(MainNewResultSchema().safeParse(newResult({ result: many })).success).toBe(false);
    const most = Array.from({ length: MAX_BID_LINES }, () => line());
    expect(MainNewResultSchema().safeParse(newResult({ result: most })).success).toBe(true);
  });

  it('rejects fractional points, a bad date and a bid type of another market', () => {
    expect(MainNewResultSchema().safeParse(newResult({ totalbit: 10.5 })).success).toBe(false);
    expect(
      MainNewResultSchema().safeParse(newResult({ result: [line({ points: -10 })] })).success,
    ).toBe(false);
    expect(MainNewResultSchema().safeParse(newResult({ bid_date: '2026-11-22' })).success).toBe(
      false,
    );
    expect(MainNewResultSchema().safeParse(newResult({ pana: 'Left Digit' })).success).toBe(false);
    expect(MainNewResultSchema().safeParse(newResult({ gametype: 'gali' })).success).toBe(false);
  });

  it('fixes Starline and Gali to session Open and their own bid types', () => {
    const star = newResult({
      gametype: 'starline',
      pana: 'Single Pana',
      result: [line({ digits: '123', pana: 'Single Pana' })],
    });
    expect(StarlineNewResultSchema().safeParse(star).success).toBe(true);
    expect(StarlineNewResultSchema().safeParse({ ...star, session: 'Close' }).success).toBe(false);
    expect(StarlineNewResultSchema().safeParse({ ...star, pana: 'Jodi Digit' }).success).toBe(
      false,
    );
    const gali = newResult({
      gametype: 'gali',
      pana: 'Left Digit',
      result: [line({ pana: 'Left Digit' })],
    });
    expect(GaliNewResultSchema().safeParse(gali).success).toBe(true);
    expect(
      GaliNewResultSchema().safeParse({
        ...gali,
        result: [line({ pana: 'Left Digit', session: 'Close' })],
      }).success,
    ).toBe(false);
  });
});

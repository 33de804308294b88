import { describe, expect, it } from 'vitest';
import {
  BidDateSchema,
  HistoryDateSchema,
  PhoneSchema,
  PointsSchema,
  ProviderErrorBodySchema,
  requestSchema,
  requestToken,
  tokenRequestSchema,
} from './common';

describe('request primitives', () => {
  it('accepts 10-digit phones starting 6-9 only', () => {
    expect(PhoneSchema.safeParse('9876543210').success).toBe(true);
    expect(PhoneSchema.safeParse('6000000000').success).toBe(true);
    for (const bad of ['5876543210', '987654321', '98765432100', '+919876543210', 9876543210]) {
      expect(PhoneSchema.safeParse(bad).success).toBe(false);
    }
  });

  it('accepts whole positive points only', () => {
    expect(PointsSchema.safeParse(10).success).toBe(true);
    for (const bad of [0, -10, 10.5, '10', Number.NaN, 1e12]) {
      expect(PointsSchema.safeParse(bad).success).toBe(false);
    }
  });

  it('accepts unpadded month/day/year calendar dates for histories', () => {
    for (const good of ['3/7/2026', '12/31/2026', '2/29/2028']) {
      expect(HistoryDateSchema.safeParse(good).success).toBe(true);
    }
    for (const bad of [
      '03/07/2026',
      '2/30/2026',
      '2/29/2026',
      '13/1/2026',
      '2026-03-07',
      '3/7/26',
    ]) {
      expect(HistoryDateSchema.safeParse(bad).success).toBe(false);
    }
  });

  it('accepts day-MonthName-year calendar dates for bids', () => {
    for (const good of ['22-November-2026', '5-March-2026', '29-February-2028']) {
      expect(BidDateSchema.safeParse(good).success).toBe(true);
    }
    for (const bad of [
      '05-March-2026',
      '31-April-2026',
      '29-February-2026',
      '5-march-2026',
      '5-Mar-2026',
    ]) {
      expect(BidDateSchema.safeParse(bad).success).toBe(false);
    }
  });
});

describe('request builders', () => {
  const Public = requestSchema({ mobile: PhoneSchema });
  const Token = tokenRequestSchema({});

  it('adds the common fields once and rejects unknown keys', () => {
    const body = { env_type: 'Prod', app_key: 'key', mobile: '9876543210' };
    expect(Public.parse(body)).toEqual(body);
    expect(Public.safeParse({ ...body, env_type: 'Dev' }).success).toBe(false);
    expect(Public.safeParse({ ...body, app_key: '' }).success).toBe(false);
    expect(Public.safeParse({ ...body, extra: 1 }).success).toBe(false);
  });

  it('requires a non-empty unique_token on token bodies', () => {
    expect(Token.safeParse({ env_type: 'Prod', app_key: 'k', unique_token: 't' }).success).toBe(
      true,
    );
    expect(Token.safeParse({ env_type: 'Prod', app_key: 'k', unique_token: '' }).success).toBe(
      false,
    );
    expect(Token.safeParse({ env_type: 'Prod', app_key: 'k' }).success).toBe(false);
  });

  it('rejects a 3 MB string', () => {
    const big = 'x'.repeat(3 * 1024 * 1024);
    expect(Token.safeParse({ env_type: 'Prod', app_key: 'k', unique_token: big }).success).toBe(
      false,
    );
  });
});

describe('requestToken', () => {
  it('reads unique_token from the body or from new_result', () => {
    expect(requestToken({ unique_token: 'a' })).toBe('a');
    expect(requestToken({ game_id: '1', new_result: { unique_token: 'b' } })).toBe('b');
    expect(requestToken({ unique_token: 'a', new_result: { unique_token: 'b' } })).toBe('a');
  });

  it('returns undefined when there is none', () => {
    expect(requestToken({})).toBeUndefined();
    expect(requestToken(null)).toBeUndefined();
    expect(requestToken('text')).toBeUndefined();
    expect(requestToken({ unique_token: 5 })).toBeUndefined();
    expect(requestToken({ new_result: null })).toBeUndefined();
  });
});

describe('ProviderErrorBodySchema', () => {
  it('describes a refusal', () => {
    expect(ProviderErrorBodySchema.safeParse({ status: false, msg: 'No' }).success).toBe(true);
    expect(ProviderErrorBodySchema.safeParse({ status: true, msg: 'No' }).success).toBe(false);
  });
});

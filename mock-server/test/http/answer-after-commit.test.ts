import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@matka/shared/contract';
import { IGNORED_FIELDS_HEADER } from '../../src/http/request-fields';
import { common, createTestServer, DEMO, istAt, VIEWER, type TestServer } from '../helper';
import { balanceMinor, bidBody, marketId } from '../bid-helpers';

// An answer is decided before its write commits: whatever a request carries, a write it made is
// answered 200 with its own answer (real HTTP, where Node checks every header it sends; through the
// production server: tests/e2e/production-server.e2e.ts).

let s: TestServer;
let mock: string;

beforeAll(async () => {
  s = await createTestServer({ now: istAt(12) });
  mock = await s.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await s.close();
});

async function post(base: string, endpointPath: string, fields: Record<string, unknown>) {
  const response = await fetch(`${base}/${endpointPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...common(), ...fields }),
  });
  return {
    status: response.status,
    header: response.headers.get(IGNORED_FIELDS_HEADER),
    body: (await response.json()) as Record<string, unknown>,
  };
}

const manyKeys = Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`extra_${i}`, i]));

describe('through HTTP', () => {
  const base = () => mock;
  it.each([
    ['a key with a newline', { 'note\n': 1 }],
    ['a key outside Latin-1', { Ā: 1 }],
    ['a key with quotes and a comma', { 'a",b': 1 }],
    ['2,000 unknown keys', manyKeys],
  ])('a transfer with %s moves the points and says so', async (_what, extra) => {
    const token = await s.login();
    const before = await balanceMinor(s, DEMO.mobile);
    await s.post('/control/user/betting-status', { mobile: VIEWER.mobile, betting_status: '1' });
    const answer = await post(base(), endpoints.apiUserTransferWalletBalance.path, {
      unique_token: token,
      amount: 150,
      mobile_no: VIEWER.mobile,
      transfer_note: '',
      ...extra,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body['status']).toBe(true);
    expect(answer.header).toMatch(/^[\x20-\x7e]+$/);
    expect(answer.header?.length).toBeLessThanOrEqual(512);
    expect(await balanceMinor(s, DEMO.mobile)).toBe(before - 15_000);
  });

  it('a bid with a key outside Latin-1 is stored and answered with its wallet', async () => {
    const token = await s.login();
    const before = await balanceMinor(s, DEMO.mobile);
    const answer = await post(base(), endpoints.apiSubmitBid.path, {
      ...bidBody(token, 'main', marketId(s, 'KALYAN', 'main'), [
        { type: 'Single Digit', digits: '4', points: 10 },
      ]),
      Ā: 1,
      ...manyKeys,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body['wallet_amt']).toBe((before - 1000) / 100);
    expect(answer.header).toMatch(/and \d+ more$/);
  });
});

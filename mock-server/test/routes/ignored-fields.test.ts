import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerMessages } from '@matka/shared/messages';
import {
  common,
  createTestServer,
  DEMO,
  istAt,
  ledgerMismatches,
  type TestServer,
} from '../helper';
import { balanceMinor, bidBody, marketId } from '../bid-helpers';
import { IGNORED_FIELDS_HEADER } from '../../src/http/request-fields';

/**
 * The spec profile stays the spec without breaking clients (docs/lenient-profile.md "Spec
 * profile"): a request field an endpoint does not need is ignored, not refused, and named in the
 * `x-mock-ignored-fields` header and a log line; sessions and bid types are read in any of the
 * spec's spellings.
 */

interface Answer {
  status: number;
  header: string | undefined;
  body: Record<string, unknown>;
}

const logLines: Record<string, unknown>[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n'))
      if (line.trim() !== '') logLines.push(JSON.parse(line) as Record<string, unknown>);
    done();
  },
});

let s: TestServer;
let token: string;

async function post(path: string, fields: Record<string, unknown>): Promise<Answer> {
  const response = await s.app.inject({
    method: 'POST',
    url: `/${path}`,
    payload: { ...common(), ...fields },
  });
  const header = response.headers[IGNORED_FIELDS_HEADER];
  return {
    status: response.statusCode,
    header: header === undefined ? undefined : String(header),
    body: response.json<Record<string, unknown>>(),
  };
}

beforeAll(async () => {
  s = await createTestServer({
    now: istAt(12),
    app: { logger: { level: 'warn', stream: logStream } },
  });
  token = await s.login();
});
afterAll(async () => {
  await s.close();
});

describe('spec profile: fields an endpoint does not need', () => {
  it('answers the payment-method list and the last fund request with an extra mobile_no, naming it in the header', async () => {
    for (const path of ['api-user-payment-method-list', 'api-last-fund-request-detail']) {
      const answer = await post(path, { unique_token: token, mobile_no: DEMO.mobile });
      expect([answer.status, answer.body['status']], path).toEqual([200, true]);
      expect(answer.header, path).toBe('mobile_no');
    }
  });

  it('writes a log line naming the endpoint and the fields', async () => {
    logLines.length = 0;
    await post('api-get-dashboard-data', { unique_token: token, player_id: 'p-1', device_id: 'x' });
    expect(logLines).toContainEqual(
      expect.objectContaining({
        msg: 'request fields ignored',
        endpoint: 'api-get-dashboard-data',
        ignored: ['player_id', 'device_id'],
      }),
    );
  });

  it('sends no header for an exact request', async () => {
    const answer = await post('api-user-payment-method-list', { unique_token: token });
    expect([answer.status, answer.header]).toEqual([200, undefined]);
  });

  it('places a bid with unknown fields at every depth, naming each path once, and debits it', async () => {
    const start = await balanceMinor(s);
    const body = bidBody(token, 'main', marketId(s, 'SRIDEVI', 'main'), [
      { type: 'Single Digit', digits: '4', points: 10, session: 'Close' },
      { type: 'Single Digit', digits: '5', points: 10, session: 'Close' },
    ]);
    const bid = body['new_result'] as Record<string, unknown>;
    const lines = bid['result'] as Record<string, unknown>[];
    const answer = await post('api-submit-bid', {
      ...body,
      unique_token: token,
      new_result: { ...bid, upi: 'x', result: lines.map((line) => ({ ...line, line_no: 1 })) },
    });
    expect([answer.status, answer.body['status']]).toEqual([200, true]);
    expect(answer.header?.split(', ').sort()).toEqual([
      'new_result.result[].line_no',
      'new_result.upi',
      'unique_token',
    ]);
    expect(await balanceMinor(s)).toBe(start - 2000);
    expect(ledgerMismatches(s.db)).toEqual([]);
  });

  it('still refuses a bad field beside an ignored one, naming the bad one, and changes nothing', async () => {
    const before = s.snapshot();
    const answer = await post('api-fund-request-add', {
      unique_token: token,
      request_amount: 'lots',
      mobile_no: DEMO.mobile,
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      status: false,
      msg: `${providerMessages.badRequest}: request_amount`,
    });
    expect(answer.header).toBe('mobile_no');
    expect(s.snapshot()).toEqual(before);
  });
});

describe('spec profile: spellings', () => {
  it('takes sessions and bid types in any case and as the spec also spells them (Panna)', async () => {
    const start = await balanceMinor(s);
    const body = bidBody(token, 'main', marketId(s, 'SRIDEVI', 'main'), [
      { type: 'Single Pana', digits: '128', points: 10, session: 'Close' },
    ]);
    const bid = body['new_result'] as Record<string, unknown>;
    const lines = bid['result'] as Record<string, unknown>[];
    const answer = await post('api-submit-bid', {
      ...body,
      new_result: {
        ...bid,
        session: 'close',
        pana: 'single panna',
        result: lines.map((line) => ({ ...line, session: 'CLOSE', pana: 'Single Panna' })),
      },
    });
    expect([answer.status, answer.body['status'], answer.header]).toEqual([200, true, undefined]);
    expect(await balanceMinor(s)).toBe(start - 1000);
    const history = await post('api-bid-history-data', {
      unique_token: token,
      bid_from: '11/22/2026',
      bid_to: '11/22/2026',
    });
    expect(history.body['bid_data']).toContainEqual(
      expect.objectContaining({ pana: 'Single Pana', session: 'Close', digits: '128' }),
    );
  });

  it('still refuses a session or bid type the spec does not name', async () => {
    const before = s.snapshot();
    for (const [session, pana] of [
      ['closed', 'Single Pana'],
      ['Close', 'Single Panaa'],
    ] as const) {
      const body = bidBody(token, 'main', marketId(s, 'SRIDEVI', 'main'), [
        { type: 'Single Pana', digits: '128', points: 10, session: 'Close' },
      ]);
      const bid = body['new_result'] as Record<string, unknown>;
      const lines = bid['result'] as Record<string, unknown>[];
      const answer = await post('api-submit-bid', {
        ...body,
        new_result: { ...bid, result: lines.map((line) => ({ ...line, session, pana })) },
      });
      expect(answer.status, `${session} ${pana}`).toBe(400);
    }
    expect(s.snapshot()).toEqual(before);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractJsonObject } from '@matka/shared/contract';
import { common, createTestServer, DEMO, istAt, VIEWER, type TestServer } from '../helper';
import { marketId } from '../bid-helpers';
import {
  PROVIDER_API,
  type AnswerShape,
  type FieldType,
  type ListOf,
  type ProviderEndpoint,
} from '../../src/http/lenient/provider-api';

/**
 * The lenient profile serves the real provider's whole API (`provider-api.ts`): every path of the
 * list answers (or answers the 404 page where the controller has no method), in the shape the list
 * gives its answer, each field there with its JSON type, rows included. Each call is built from the
 * list's own reads as a client of any deployment builds it: numbers as strings, dates in PHP's
 * forms, fields the provider does not read. A path, a field or a type the profile misses fails here.
 */

type Body = Record<string, unknown>;

/** The paths a probe expects to succeed on (`status` true): those our game plays, but these. */
const NOT_SUCCEEDING: Readonly<Record<string, string>> = {
  'api-get-qr-pay': "the default scenario's gateway shows no QR",
  'api-user-registration': 'checked in the auth tests (an OTP flow)',
};

/** What the probe sends for each field the list says a call reads, written as clients write it. */
function probeValue(
  field: string,
  endpoint: ProviderEndpoint,
  s: TestServer,
  token: string,
): unknown {
  const kind = endpoint.path.includes('starline')
    ? 'starline'
    : endpoint.path.includes('galidisswar')
      ? 'gali'
      : 'main';
  const game = { main: 'TIME BAZAR', starline: '02:00 PM', gali: 'FARIDABAD' }[kind];
  switch (field) {
    case 'unique_token':
      return token;
    case 'mobile':
      return /check-mobile$|otp-sent|resend-otp/.test(endpoint.path) &&
        !endpoint.path.includes('forget')
        ? '9000000777'
        : DEMO.mobile;
    case 'mobile_no':
      return VIEWER.mobile;
    case 'password':
    case 'old_pass':
    case 'new_pass':
      return DEMO.password;
    case 'device_id':
      return 'probe-device';
    case 'game_id':
      return marketId(s, game, kind);
    case 'bid_from':
    case 'date_from':
      return '01-Nov-2026';
    case 'bid_to':
    case 'date_to':
      return '30-11-2026';
    case 'request_amount':
      return '500';
    case 'amount':
      return '100';
    case 'payment_method':
      return '3';
    case 'upi_type':
      return 2;
    case 'points':
      return '10';
    case 'number':
      return endpoint.path.includes('motor') ? '1234' : '5';
    case 'type':
      return '8';
    case 'sp_flag':
    case 'dp_flag':
    case 'tp_flag':
      return '1';
    case 'security_pin':
      return '1234';
    case 'email':
      return '';
    case 'paytm_no':
    case 'google_pay_no':
    case 'phon_pay_no':
      return DEMO.mobile;
    case 'ids':
      return [1];
    case 'referral_code':
      return '000001';
    case 'transaction_id':
      return String(
        (
          s.db
            .prepare(
              'SELECT MAX(id) AS id FROM ledger WHERE user_id = (SELECT id FROM users WHERE mobile = ?)',
            )
            .get(DEMO.mobile) as { id: number }
        ).id,
      );
    case 'new_result':
      return bid(kind, marketId(s, game, kind), token);
    default:
      return `probe ${field}`;
  }
}

/** A one-line bid as clients of this script send it (points as text, the provider's date form). */
function bid(kind: 'main' | 'starline' | 'gali', gameId: string, token: string): Body {
  const type = kind === 'gali' ? 'Left Digit' : 'Single Digit';
  return {
    unique_token: token,
    gameid: gameId,
    Gamename: 'PROBE',
    pana: type,
    bid_date: 'Sun 22-Nov-2026',
    session: 'Open',
    totalbit: '10',
    result: [{ session: 'Open', digits: '5', closedigits: '', points: '10' }],
  };
}

/** The shape the answer's `status` selects (undefined: a bare `{ msg, status }` refusal). */
function shapeFor(endpoint: ProviderEndpoint, body: Body): AnswerShape | undefined {
  if (body['status'] === true || body['status'] === 'true') return endpoint.answer;
  if (!('status' in body))
    return 'status' in endpoint.answer ? (endpoint.otherwise ?? endpoint.answer) : endpoint.answer;
  if (endpoint.otherwise !== undefined) return endpoint.otherwise;
  const keys = Object.keys(body).filter((key) => key !== 'msg' && key !== 'status');
  return keys.length === 0 ? undefined : endpoint.answer;
}

function typeOk(value: unknown, type: FieldType): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number';
    case 'boolean':
      return typeof value === 'boolean';
    case 'string|null':
      return typeof value === 'string' || value === null;
    case 'number|string':
      return typeof value === 'number' || typeof value === 'string';
  }
}

/** Every problem of `body` against `shape`: a field missing or of another JSON type, rows too. */
function problems(body: Body, shape: AnswerShape): string[] {
  const found: string[] = [];
  for (const [field, type] of Object.entries(shape)) {
    if (!(field in body)) {
      found.push(`${field} missing`);
      continue;
    }
    const value = body[field];
    if (typeof type === 'object') {
      const rows = value;
      if (!Array.isArray(rows)) {
        found.push(`${field} is not a list`);
        continue;
      }
      for (const [index, row] of (rows as Body[]).entries())
        for (const [column, columnType] of Object.entries((type as ListOf).list))
          if (!(column in row)) found.push(`${field}[${index}].${column} missing`);
          else if (!typeOk(row[column], columnType))
            found.push(
              `${field}[${index}].${column} is ${JSON.stringify(row[column])}, not ${columnType}`,
            );
    } else if (!typeOk(value, type))
      found.push(`${field} is ${JSON.stringify(value)}, not ${type}`);
  }
  return found;
}

/**
 * Fields sent beyond the provider's reads where the mock needs them: the receiver-name lookup needs
 * a signed-in player here (no phone-number-to-name directory: SECURITY.md), which clients send.
 */
const SENT_BESIDES: Readonly<Record<string, Body>> = {
  'api-check-user-for-transfer-amt': { unique_token: '' },
};

/** Password changes last, so the other calls sign in with the demo password. */
const LAST = new Set(['api-change-password', 'api-forgot-password']);

describe('the lenient profile serves the provider API list', () => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    s = await createTestServer({ now: istAt(12), app: { profile: 'lenient', noticeShare: 0 } });
    const login = await s.app.inject({
      method: 'POST',
      url: '/api-user-login',
      payload: { ...common(), mobile: DEMO.mobile, password: DEMO.password, device_id: 'web' },
    });
    token = String((extractJsonObject(login.body) as Body)['unique_token']);
    // The reset needs an OTP issued to the number, as a client asks for it first.
    await s.app.inject({
      method: 'POST',
      url: '/api-forget-check-mobile',
      payload: { ...common(), mobile: DEMO.mobile },
    });
  });
  afterAll(async () => {
    await s.close();
  });

  it('lists every path the routes map to the controller, once', () => {
    const paths = PROVIDER_API.filter((e) => e.from === 'balajimatka').map((e) => e.path);
    expect(paths).toHaveLength(88);
    expect(new Set(paths).size).toBe(88);
  });

  const ordered = [
    ...PROVIDER_API.filter((e) => !LAST.has(e.path)),
    ...PROVIDER_API.filter((e) => LAST.has(e.path)),
  ];
  const probes = ordered.flatMap((endpoint) =>
    [endpoint.path, ...(endpoint.alias === undefined ? [] : [endpoint.alias])].map(
      (path) => [path, endpoint] as const,
    ),
  );

  it.each(probes)('%s answers in the shape of the list', async (path, endpoint) => {
    const fields: Body = { ...common(), provider_extra: 'ignored', ...SENT_BESIDES[path] };
    if ('unique_token' in fields) fields['unique_token'] = token;
    for (const field of Object.keys(endpoint.reads))
      if (
        !field.includes('.') &&
        endpoint.reads[field] !== 'file' &&
        endpoint.reads[field] !== 'form'
      )
        fields[field] = probeValue(field, endpoint, s, token);
    const response = await s.app.inject({ method: 'POST', url: `/${path}`, payload: fields });
    if (endpoint.served === 'missing') {
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('404 Page Not Found');
      return;
    }
    expect([response.statusCode, response.headers['content-type']]).toEqual([
      200,
      'text/html; charset=UTF-8',
    ]);
    if (endpoint.body === 'none' || Object.keys(endpoint.answer).length === 0) return;
    if (endpoint.body === 'multipart') return; // multipart-only: provider-uploads.test.ts
    const body = extractJsonObject(response.body) as Body | undefined;
    expect(body, response.body).toBeDefined();
    if (body === undefined) return;
    if (endpoint.served === 'played' && NOT_SUCCEEDING[endpoint.path] === undefined)
      expect(body['status'], `${path}: ${response.body}`).not.toBe(false);
    const shape = shapeFor(endpoint, body);
    if (shape === undefined) return;
    expect(problems(body, shape), `${path}: ${response.body}`).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerMessages } from '@matka/shared/messages';
import { loadConfig } from '../../src/config';
import { APP_KEY, CONTROL_TOKEN, createTestServer, DEMO, type TestServer } from '../helper';

/**
 * The mock runs on developers' machines with a browser open on other sites (SECURITY.md): a page of
 * another origin must not be able to change it, and nobody without the control secret may drive it.
 */

let s: TestServer;
let token: string;
beforeAll(async () => {
  s = await createTestServer();
  token = await s.login();
});
afterAll(async () => {
  await s.close();
});

const EVIL = 'https://evil.example';

const walletBody = JSON.stringify({ mobile: DEMO.mobile, wallet_amt: 123456 });

describe('the control API needs its secret', () => {
  it('refuses a request without the token or with a wrong one with 401, changing nothing', async () => {
    const before = s.snapshot();
    for (const headers of [
      { 'content-type': 'application/json' },
      { 'content-type': 'application/json', 'x-control-token': 'wrong-token-wrong-token' },
      { 'content-type': 'application/json', 'x-control-token': '' },
      { 'content-type': 'application/json', 'x-control-token': `${CONTROL_TOKEN}x` },
    ]) {
      for (const url of ['/control/user/wallet', '/control/clock', '/control/result/main']) {
        const response = await s.app.inject({ method: 'POST', url, headers, payload: walletBody });
        expect(response.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(401);
        expect(response.json()).toEqual({
          status: false,
          msg: providerMessages.controlTokenRequired,
        });
      }
    }
    expect(s.snapshot()).toEqual(before);
  });

  it('takes the request with the right token', async () => {
    const response = await s.app.inject({
      method: 'POST',
      url: '/control/user',
      headers: { 'content-type': 'application/json', 'x-control-token': CONTROL_TOKEN },
      payload: JSON.stringify({ mobile: DEMO.mobile }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: true, mobile: DEMO.mobile });
  });
});

describe('another web page cannot change the mock', () => {
  it('refuses a text/plain body from another origin (no preflight) on every path, changing nothing', async () => {
    const before = s.snapshot();
    const requests = [
      { url: '/control/user/wallet', payload: walletBody },
      {
        url: '/api-user-transfer-wallet-balance',
        payload: JSON.stringify({
          env_type: 'Prod',
          app_key: APP_KEY,
          unique_token: token,
          amount: 500,
          mobile_no: '9123456780',
          transfer_note: '',
        }),
      },
      {
        url: '/api-profile-update',
        payload: JSON.stringify({
          env_type: 'Prod',
          app_key: APP_KEY,
          unique_token: token,
          user_name: 'Pwned',
        }),
      },
    ];
    for (const { url, payload } of requests) {
      for (const type of [
        'text/plain',
        'text/plain;charset=UTF-8',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
      ]) {
        const response = await s.app.inject({
          method: 'POST',
          url,
          payload,
          headers: {
            origin: EVIL,
            'content-type': type,
            // Even with the secret (a leaked token) a simple cross-site request changes nothing.
            'x-control-token': CONTROL_TOKEN,
          },
        });
        expect(response.statusCode, `${url} ${type}`).toBe(415);
        expect(response.json()).toEqual({
          status: false,
          msg: providerMessages.unsupportedMediaType,
        });
        expect(response.headers['access-control-allow-origin']).toBeUndefined();
      }
    }
    expect(s.snapshot()).toEqual(before);
  });

  it('does not allow another origin in a preflight (so a browser never sends its JSON)', async () => {
    for (const url of ['/control/user/wallet', '/api-user-transfer-wallet-balance']) {
      const response = await s.app.inject({
        method: 'OPTIONS',
        url,
        headers: {
          origin: EVIL,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,x-control-token',
        },
      });
      expect(response.headers['access-control-allow-origin'], url).toBeUndefined();
    }
  });

  it("allows the client's dev origins by default, and only the configured ones when set", async () => {
    const preflight = (origin: string) =>
      s.app.inject({
        method: 'OPTIONS',
        url: '/api-get-social-data',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
    expect((await preflight('http://localhost:5173')).headers['access-control-allow-origin']).toBe(
      'http://localhost:5173',
    );
    expect((await preflight('http://127.0.0.1:5173')).headers['access-control-allow-origin']).toBe(
      'http://127.0.0.1:5173',
    );
    expect(loadConfig({}).corsOrigins).toEqual(['http://localhost:5173', 'http://127.0.0.1:5173']);
    expect(loadConfig({ CLIENT_PORT: '5300' }).corsOrigins).toEqual([
      'http://localhost:5300',
      'http://127.0.0.1:5300',
    ]);
    expect(
      loadConfig({ MOCK_CORS_ORIGIN: 'https://app.example, http://10.0.0.5:5173' }).corsOrigins,
    ).toEqual(['https://app.example', 'http://10.0.0.5:5173']);
    expect(() => loadConfig({ MOCK_CORS_ORIGIN: '*' })).toThrow(/MOCK_CORS_ORIGIN/);
  });
});

describe('configuration', () => {
  it('listens on 127.0.0.1 unless HOST says otherwise', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('generates a random control token at start unless MOCK_CONTROL_TOKEN is set', () => {
    const first = loadConfig({}).controlToken;
    const second = loadConfig({}).controlToken;
    expect(first.generated).toBe(true);
    expect(first.value).toMatch(/^[0-9a-f]{32,}$/);
    expect(second.value).not.toBe(first.value);
    expect(loadConfig({ MOCK_CONTROL_TOKEN: 'a-tester-secret-123' }).controlToken).toEqual({
      value: 'a-tester-secret-123',
      generated: false,
    });
    expect(() => loadConfig({ MOCK_CONTROL_TOKEN: 'short' })).toThrow(/MOCK_CONTROL_TOKEN/);
  });
});

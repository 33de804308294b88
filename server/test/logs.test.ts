import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClientDist, type ClientDist } from './support/client-dist';
import { startFakeProvider, type FakeProvider } from './support/fake-provider';
import { startServe, type TestServer } from './support/serve';

/** Values that must never be written to the log, whatever the level. */
const SECRETS = {
  cookie: 'ci_session=cookie-secret-4f1c',
  token: 'token-secret-9a7e',
  password: 'password-secret-1',
  newPass: 'new-pass-secret-2',
  oldPass: 'old-pass-secret-3',
  otp: '918273',
  appKey: 'app-key-secret-5',
  browserCookie: 'browser-cookie-secret-6',
  providerSession: 'provider-session-secret-7',
  // The main bid carries the token inside new_result only.
  nestedToken: 'nested-token-secret-8',
  listedOtp: '554433',
};
const PHONE = '9876543210';

let dist: ClientDist;
let provider: FakeProvider;

beforeAll(async () => {
  dist = createClientDist();
  // The login answer carries the token; the provider sets its session cookie.
  provider = await startFakeProvider(() => ({
    status: 200,
    headers: {
      'content-type': 'text/html',
      'set-cookie': `ci_session=${SECRETS.providerSession}; path=/`,
    },
    body: JSON.stringify({ status: true, unique_token: SECRETS.token }),
  }));
});

afterAll(async () => {
  await provider?.close();
  dist?.remove();
});

/** What a session sends: sign-in, OTP, password change, with the browser's own cookie. */
async function playerCalls(serve: TestServer): Promise<void> {
  const bodies: [string, Record<string, unknown>][] = [
    ['/api-user-login', { mobile: PHONE, password: SECRETS.password }],
    ['/api-forgot-password', { mobile: PHONE, otp: SECRETS.otp, password: SECRETS.newPass }],
    [
      '/api-change-password',
      { unique_token: SECRETS.token, old_pass: SECRETS.oldPass, new_pass: SECRETS.newPass },
    ],
    [
      '/api-submit-bid',
      {
        game_id: '3',
        new_result: { gameid: '3', unique_token: SECRETS.nestedToken, result: [{ digits: '5' }] },
        checks: [{ otp: SECRETS.listedOtp }],
      },
    ],
  ];
  for (const [url, body] of bodies) {
    const response = await serve.app.inject({
      method: 'POST',
      url,
      headers: {
        'content-type': 'application/json',
        cookie: `tracking=${SECRETS.browserCookie}`,
        authorization: `Bearer ${SECRETS.token}`,
      },
      payload: { env_type: 'Prod', app_key: SECRETS.appKey, ...body },
    });
    expect(response.statusCode).toBe(200);
  }
}

describe('the log', () => {
  let infoServer: TestServer;
  let traceServer: TestServer;
  beforeAll(async () => {
    const env = { PROVIDER_URL: provider.origin, PROVIDER_COOKIE: SECRETS.cookie };
    infoServer = await startServe({ ...env, LOG_LEVEL: 'info' }, dist.dir);
    traceServer = await startServe({ ...env, LOG_LEVEL: 'trace' }, dist.dir);
    await playerCalls(infoServer);
    await playerCalls(traceServer);
  });
  afterAll(async () => {
    await infoServer?.app.close();
    await traceServer?.app.close();
  });

  it('is one JSON object a line, a line per request and answer', () => {
    const lines = infoServer.logs().trim().split('\n');
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries.filter((entry) => entry.msg === 'incoming request')).toHaveLength(4);
    const completed = entries.filter((entry) => entry.msg === 'request completed');
    expect(completed.map((entry) => (entry.res as { statusCode: number }).statusCode)).toEqual([
      200, 200, 200, 200,
    ]);
  });

  it('holds no body at the default level', () => {
    expect(infoServer.logs()).not.toContain(PHONE);
  });

  it.each(['info', 'trace'] as const)('holds no token, password, OTP or cookie at %s', (level) => {
    const logs = (level === 'info' ? infoServer : traceServer).logs();
    for (const [name, secret] of Object.entries(SECRETS)) {
      expect(logs, name).not.toContain(secret);
    }
  });

  it('shows bodies at trace, their secrets redacted', () => {
    const bodies = traceServer
      .logs()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { msg: string; body?: Record<string, string> })
      .filter((entry) => entry.msg === 'provider request')
      .map((entry) => entry.body);
    expect(bodies).toHaveLength(4);
    expect(bodies[0]).toEqual({
      env_type: 'Prod',
      app_key: '[redacted]',
      mobile: PHONE,
      password: '[redacted]',
    });
    expect(bodies[2]).toMatchObject({
      unique_token: '[redacted]',
      old_pass: '[redacted]',
      new_pass: '[redacted]',
    });
    // Secrets inside objects and lists too.
    expect(bodies[3]).toEqual({
      env_type: 'Prod',
      app_key: '[redacted]',
      game_id: '3',
      new_result: { gameid: '3', unique_token: '[redacted]', result: [{ digits: '5' }] },
      checks: [{ otp: '[redacted]' }],
    });
  });
});

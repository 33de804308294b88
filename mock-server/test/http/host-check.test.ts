import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { controlEndpoints, endpoints, type EndpointName } from '@matka/shared/contract';
import { providerMessages } from '@matka/shared/messages';
import { lenientPaths } from '../../src/lib/lenient-provider-section';
import { CONTROL_TOKEN, DEMO, common, createTestServer, type TestServer } from '../helper';

/**
 * The mock answers only to the host names it is reached by (SECURITY.md, "Allowed hosts"): a page
 * of another site whose name was rebound to 127.0.0.1 (DNS rebinding) reads the answers of its own
 * origin, so without this check it could take an OTP and reset a player's password. Refused with
 * 421 before anything is read or written, on every path of both profiles; this machine's names,
 * any IP address (a rebinding needs a name) and MOCK_ALLOWED_HOSTS are answered.
 */

const REBOUND = 'rebind.attacker.example';

const providerNames = Object.keys(endpoints) as EndpointName[];

/** Every path the server answers: the provider's (in the profile's spelling), the control API's, its pages. */
function everyPath(profile: 'spec' | 'lenient'): { method: 'GET' | 'POST'; url: string }[] {
  const provider = providerNames.flatMap((name) =>
    profile === 'spec' ? [endpoints[name].path] : lenientPaths(name),
  );
  return [
    ...provider.map((path) => ({ method: 'POST' as const, url: `/${path}` })),
    ...Object.values(controlEndpoints).map((e) => ({ method: 'POST' as const, url: `/${e.path}` })),
    { method: 'GET', url: '/mock/how-to-play' },
    { method: 'GET', url: '/mock/charts/starline' },
    { method: 'GET', url: '/no-such-path' },
  ];
}

async function send(
  s: TestServer,
  method: 'GET' | 'POST',
  url: string,
  host: string,
  body: Record<string, unknown> = {},
) {
  const response = await s.app.inject({
    method,
    url,
    headers: {
      host,
      ...(url.startsWith('/control/') ? { 'x-control-token': CONTROL_TOKEN } : {}),
    },
    ...(method === 'POST' ? { payload: { ...common(), ...body } } : {}),
  });
  return response;
}

describe.each(['spec', 'lenient'] as const)('a foreign Host, %s profile', (profile) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await createTestServer({ app: { profile } });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('is refused with 421 on every path, before anything is read or written', async () => {
    const before = s.snapshot();
    for (const { method, url } of everyPath(profile)) {
      for (const host of [REBOUND, `${REBOUND}:8787`, 'localhost.attacker.example']) {
        const answer = await send(s, method, url, host);
        expect(answer.statusCode, `${method} ${url} Host ${host}`).toBe(421);
        expect(answer.json()).toEqual({ status: false, msg: providerMessages.hostNotAllowed });
      }
    }
    expect(s.snapshot()).toEqual(before);
  });

  it('hands out no OTP and resets no password (the rebinding attack)', async () => {
    const otpPath = `/${profile === 'spec' ? endpoints.apiForgetCheckMobile.path : (lenientPaths('apiForgetCheckMobile')[0] ?? '')}`;
    const resetPath = `/${profile === 'spec' ? endpoints.apiForgotPassword.path : (lenientPaths('apiForgotPassword')[0] ?? '')}`;
    const otp = await send(s, 'POST', otpPath, REBOUND, { mobile: DEMO.mobile });
    expect(otp.statusCode).toBe(421);
    expect(otp.body).not.toMatch(/\d{4}/);
    const reset = await send(s, 'POST', resetPath, REBOUND, {
      mobile: DEMO.mobile,
      password: 'taken-over-1',
    });
    expect(reset.statusCode).toBe(421);
    expect((await s.post('/control/otp', { mobile: DEMO.mobile, purpose: 'forgot' })).status).toBe(
      404,
    );
    await expect(s.login()).resolves.toMatch(/\S/);
  });

  it("answers this machine's names, any IP address and subdomains of localhost", async () => {
    for (const host of [
      'localhost',
      'localhost:8787',
      '127.0.0.1:8787',
      '[::1]:8787',
      // A phone on the LAN through the dev server's proxy, which keeps the Host it was sent.
      '192.168.1.20:5173',
      'app.localhost:5173',
    ]) {
      const answer = await send(s, 'POST', `/${endpoints.apiGetSocialData.path}`, host);
      expect(answer.statusCode, host).not.toBe(421);
    }
  });
});

describe('MOCK_ALLOWED_HOSTS', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await createTestServer({ app: { allowedHosts: ['mock.test', '.lan.example'] } });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('adds the names it lists, and every subdomain of a name written with a leading dot', async () => {
    const path = `/${endpoints.apiGetSocialData.path}`;
    for (const host of ['mock.test:8787', 'lan.example', 'phone.lan.example:5173'])
      expect((await send(s, 'POST', path, host)).statusCode, host).toBe(200);
    for (const host of ['other.mock.test', 'mock.test.attacker.example', 'xlan.example'])
      expect((await send(s, 'POST', path, host)).statusCode, host).toBe(421);
  });
});

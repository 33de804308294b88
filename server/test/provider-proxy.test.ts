import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointPaths, providerPath, type EndpointPathName } from '@matka/shared/contract/request';
import { createClientDist, RUNTIME_CONFIG, type ClientDist } from './support/client-dist';
import {
  PROVIDER_DATE,
  PROVIDER_SET_COOKIE,
  startFakeProvider,
  type FakeProvider,
  type RecordedRequest,
} from './support/fake-provider';
import { startServe, type TestServer } from './support/serve';

const COOKIE = 'ci_session=fixed-session-from-the-spec';
/** Spaces and key order a re-serialization would change. */
const LOGIN_BODY = '{"env_type":"Prod", "app_key":"k","mobile":"9876543210","password":"demo1234"}';

let dist: ClientDist;
let provider: FakeProvider;
let serve: TestServer;

beforeAll(async () => {
  dist = createClientDist();
  provider = await startFakeProvider();
  // The provider under a folder, as a CodeIgniter app often is.
  serve = await startServe(
    { PROVIDER_URL: `${provider.origin}/matka/`, PROVIDER_COOKIE: COOKIE },
    dist.dir,
  );
});

afterAll(async () => {
  await serve?.app.close();
  await provider?.close();
  dist?.remove();
});

function lastRequest(): RecordedRequest {
  const last = provider.requests.at(-1);
  if (last === undefined) throw new Error('nothing reached the provider');
  return last;
}

const post = (server: TestServer, url: string, headers: Record<string, string> = {}) =>
  server.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', host: 'matka.example', ...headers },
    payload: LOGIN_BODY,
  });

describe('forwarding the provider endpoints', () => {
  it('forwards every endpoint path the client calls as a POST under PROVIDER_URL, its body byte for byte', async () => {
    const called = (Object.keys(endpointPaths) as EndpointPathName[])
      .map((name) => providerPath(undefined, name))
      .filter((path) => path !== null);
    expect(called.length).toBeGreaterThan(30);
    for (const endpoint of called) {
      const response = await post(serve, `/${endpoint}`);
      expect(response.statusCode, endpoint).toBe(200);
      const forwarded = lastRequest();
      expect(forwarded.method).toBe('POST');
      expect(forwarded.url).toBe(`/matka/${endpoint}`);
      expect(forwarded.body.toString('utf8')).toBe(LOGIN_BODY);
      expect(forwarded.headers['content-type']).toBe('application/json');
    }
    expect(provider.requests.length).toBeGreaterThanOrEqual(called.length);
  });

  it("answers with the provider's status and body as text, without its Set-Cookie or X-Powered-By", async () => {
    const response = await post(serve, '/api-user-login');
    expect(response.statusCode).toBe(200);
    // The provider's text/html never renders on this origin: the client reads the text.
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body).toBe('{"status":true,"msg":"ok"}');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(JSON.stringify(response.headers)).not.toContain(PROVIDER_SET_COOKIE.split(';')[0]);
  });

  it("keeps the provider's Date header, which the client sets its clock by", async () => {
    const response = await post(serve, '/api-user-login');
    expect(response.headers['date']).toBe(PROVIDER_DATE);
  });

  it("sends PROVIDER_COOKIE in place of the browser's cookies", async () => {
    await post(serve, '/api-get-dashboard-data', { cookie: 'player-tracking=1' });
    expect(lastRequest().headers.cookie).toBe(COOKIE);
  });

  it("sends the provider's own Host, and the player's host, protocol and address as X-Forwarded-*", async () => {
    await post(serve, '/api-get-dashboard-data', {
      // A browser (or anyone) cannot choose what the provider is told.
      'x-forwarded-for': '198.51.100.7',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    });
    const { headers } = lastRequest();
    expect(headers.host).toBe(new URL(provider.origin).host);
    expect(headers['x-forwarded-host']).toBe('matka.example');
    expect(headers['x-forwarded-proto']).toBe('http');
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
  });

  it("passes the TLS proxy's X-Forwarded-* on when TRUST_PROXY names it", async () => {
    const behindProxy = await startServe(
      { PROVIDER_URL: provider.origin, TRUST_PROXY: '127.0.0.1' },
      dist.dir,
    );
    try {
      await post(behindProxy, '/api-get-dashboard-data', {
        'x-forwarded-for': '203.0.113.9',
        'x-forwarded-host': 'play.matka.example',
        'x-forwarded-proto': 'https',
        cookie: 'player-tracking=1',
      });
      const { headers } = lastRequest();
      expect(headers['x-forwarded-for']).toBe('203.0.113.9');
      expect(headers['x-forwarded-host']).toBe('play.matka.example');
      expect(headers['x-forwarded-proto']).toBe('https');
      // No PROVIDER_COOKIE: no cookie at all, not the browser's.
      expect(headers.cookie).toBeUndefined();
    } finally {
      await behindProxy.app.close();
    }
  });

  it("passes the provider's error answers through", async () => {
    const failing = await startFakeProvider(() => ({
      status: 500,
      headers: { 'content-type': 'text/html' },
      body: '<b>Notice</b>: Undefined index',
    }));
    const server = await startServe({ PROVIDER_URL: failing.origin }, dist.dir);
    try {
      const response = await post(server, '/api-submit-bid');
      expect(response.statusCode).toBe(500);
      expect(response.body).toBe('<b>Notice</b>: Undefined index');
    } finally {
      await server.app.close();
      await failing.close();
    }
  });

  it('refuses a body over 256 KB with 413 and forwards nothing', async () => {
    const before = provider.requests.length;
    const response = await serve.app.inject({
      method: 'POST',
      url: '/api-submit-bid',
      headers: { 'content-type': 'application/json' },
      payload: `{"x":"${'9'.repeat(300 * 1024)}"}`,
    });
    expect(response.statusCode).toBe(413);
    expect(provider.requests.length).toBe(before);
  });
});

describe('a provider with its own paths (config.json provider.paths)', () => {
  it('forwards the configured paths instead of the spec ones, and nothing for a null path', async () => {
    const own = createClientDist({
      'config.json': JSON.stringify({
        ...RUNTIME_CONFIG,
        provider: {
          paths: {
            apiGalidisawarGame: 'api-galidisswar-game',
            apiGetHeadline: null,
            apiUserPaymentMethodList: 'index.php/api-user-payment-method-list',
          },
        },
      }),
    });
    const server = await startServe({ PROVIDER_URL: provider.origin }, own.dir);
    try {
      for (const path of ['api-galidisswar-game', 'index.php/api-user-payment-method-list']) {
        expect((await post(server, `/${path}`)).statusCode, path).toBe(200);
        expect(lastRequest().url).toBe(`/${path}`);
      }
      const before = provider.requests.length;
      // Not forwarded: a path outside them, the null one (apiGetHeadline), the spec path of a
      // moved one, and an endpoint called only when configured that is not.
      for (const path of [
        'api-galidisswar-game-rates',
        'api-get-headline',
        'api-galidisawar-game',
        'api-get-auto-deposit-list',
      ])
        expect((await post(server, `/${path}`)).statusCode, path).toBe(404);
      expect(provider.requests.length).toBe(before);
    } finally {
      await server.app.close();
      own.remove();
    }
  });
});

describe("forwarding the mock provider's pages", () => {
  it('forwards GET /mock/... with its query, and nothing else under other methods', async () => {
    const response = await serve.app.inject({ method: 'GET', url: '/mock/charts/main/3?x=1' });
    expect(response.statusCode).toBe(200);
    expect(lastRequest().method).toBe('GET');
    expect(lastRequest().url).toBe('/matka/mock/charts/main/3?x=1');
    const before = provider.requests.length;
    expect((await post(serve, '/mock/charts/main/3')).statusCode).toBe(404);
    expect(provider.requests.length).toBe(before);
  });
});

describe('a provider that does not answer', () => {
  it('passes a 503 on at once, without asking again', async () => {
    const busy = await startFakeProvider(() => ({
      status: 503,
      headers: { 'content-type': 'text/html' },
      body: 'busy',
    }));
    const server = await startServe({ PROVIDER_URL: busy.origin }, dist.dir);
    try {
      const page = await server.app.inject({ method: 'GET', url: '/mock/charts/starline' });
      expect(page.statusCode).toBe(503);
      expect((await post(server, '/api-submit-bid')).statusCode).toBe(503);
      expect(busy.requests.map((request) => request.method)).toEqual(['GET', 'POST']);
    } finally {
      await server.app.close();
      await busy.close();
    }
  });

  it('answers 502 with a refusal the app shows', async () => {
    const gone = await startFakeProvider();
    const origin = gone.origin;
    await gone.close();
    const server = await startServe({ PROVIDER_URL: origin }, dist.dir);
    try {
      const response = await post(server, '/api-user-login');
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({
        status: false,
        msg: 'Service temporarily unavailable',
      });
    } finally {
      await server.app.close();
    }
  });

  it('refuses a provider whose TLS certificate does not check out (the cookie is not sent)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'matka-serve-tls-'));
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    const received: string[] = [];
    const selfSigned = https.createServer(
      {
        key: readFileSync(path.join(dir, 'key.pem')),
        cert: readFileSync(path.join(dir, 'cert.pem')),
      },
      (req, res) => {
        received.push(req.headers.cookie ?? '');
        res.end('{"status":true}');
      },
    );
    await new Promise<void>((resolve) => selfSigned.listen(0, '127.0.0.1', resolve));
    const { port } = selfSigned.address() as AddressInfo;
    const server = await startServe(
      { PROVIDER_URL: `https://127.0.0.1:${port}`, PROVIDER_COOKIE: COOKIE },
      dist.dir,
    );
    try {
      const response = await post(server, '/api-user-login');
      expect(response.statusCode).toBe(502);
      expect(received).toEqual([]);
    } finally {
      await server.app.close();
      selfSigned.closeAllConnections();
      await new Promise<void>((resolve) => selfSigned.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

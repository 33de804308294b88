import net from 'node:net';
import { afterEach, beforeAll, afterAll, describe, expect, it } from 'vitest';
import { createClientDist, RUNTIME_CONFIG, type ClientDist } from './support/client-dist';
import { startFakeProvider, type FakeProvider } from './support/fake-provider';
import { startServe, type TestServer } from './support/serve';

/**
 * `/healthz` says the server lives, whatever the provider does; `/readyz` says whether the provider
 * answered the server's own read-only call within READY_CHECK_SECONDS (the test's clock decides
 * when that is), whatever players' calls got.
 */

/** READY_CHECK_SECONDS unset. */
const CHECK_MS = 5_000;

let dist: ClientDist;
let provider: FakeProvider | undefined;
let serve: TestServer | undefined;
let clock = 1_000_000;

beforeAll(() => {
  dist = createClientDist();
});
afterAll(() => dist.remove());
afterEach(async () => {
  await serve?.app.close();
  await provider?.close();
  serve = undefined;
  provider = undefined;
});

/** A port nothing listens on (taken, then let go). */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function serveFor(
  providerUrl: string,
  env: Record<string, string> = {},
): Promise<TestServer> {
  serve = await startServe({ PROVIDER_URL: providerUrl, ...env }, dist.dir, { now: () => clock });
  return serve;
}

const readyz = async (server: TestServer) => {
  const response = await server.app.inject({ method: 'GET', url: '/readyz' });
  return {
    status: response.statusCode,
    body: response.json<{ status: string; provider: string }>(),
    cache: response.headers['cache-control'],
  };
};

const forward = (
  server: TestServer,
  url = '/api-get-dashboard-data',
  payload = '{"env_type":"Prod","app_key":"k","unique_token":"t"}',
) =>
  server.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json' },
    payload,
  });

const CHECK_PATH = '/api-get-social-data';

describe('health and readiness', () => {
  it('a provider that refuses connections: /healthz ok, /readyz 503 saying so', async () => {
    const server = await serveFor(`http://127.0.0.1:${await closedPort()}`);
    const health = await server.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    expect(await readyz(server)).toEqual({
      status: 503,
      body: { status: 'not ready', provider: 'connection refused' },
      cache: 'no-store',
    });
  });

  it('a provider that answers: ready, after one read-only call with the app key', async () => {
    provider = await startFakeProvider();
    const server = await serveFor(`${provider.origin}/app`);
    expect(await readyz(server)).toEqual({
      status: 200,
      body: { status: 'ready', provider: 'answered' },
      cache: 'no-store',
    });
    expect(provider.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /app/api-get-social-data',
    ]);
    expect(JSON.parse(provider.requests[0]?.body.toString('utf8') ?? '')).toEqual({
      env_type: 'Prod',
      app_key: RUNTIME_CONFIG.appKey,
    });
    // Asked again within READY_CHECK_SECONDS: the same answer, no second call.
    clock += CHECK_MS - 1;
    expect((await readyz(server)).status).toBe(200);
    expect(provider.requests).toHaveLength(1);
  });

  it.each([
    [500, 'HTTP 500'],
    [404, 'HTTP 404 at an endpoint path (is PROVIDER_URL right?)'],
  ])('a provider answering %i is not ready', async (status, detail) => {
    provider = await startFakeProvider(() => ({ status, headers: {}, body: 'oops' }));
    const server = await serveFor(provider.origin);
    expect(await readyz(server)).toMatchObject({
      status: 503,
      body: { status: 'not ready', provider: detail },
    });
  });

  it("never takes players' calls for the provider's health: an unknown path, a bad body, a refused call", async () => {
    // The provider answers its check; a player's call it cannot serve gets 404 or 500.
    provider = await startFakeProvider((request) => {
      if (request.url === CHECK_PATH) return { status: 200, headers: {}, body: '{"status":true}' };
      if (request.body.toString('utf8') === '{') return { status: 500, headers: {}, body: 'PHP' };
      return { status: 404, headers: {}, body: 'Not Found' };
    });
    const server = await serveFor(provider.origin);
    expect((await readyz(server)).status).toBe(200);
    clock += CHECK_MS;
    // Each of these, before this server asked again, once turned it 503 for 30 s.
    expect((await forward(server, '/api-get-dashboard-data')).statusCode).toBe(404);
    expect((await forward(server, '/api-submit-bid', '{')).statusCode).toBe(500);
    expect(await readyz(server)).toMatchObject({ status: 200, body: { provider: 'answered' } });
    expect(provider.requests.map((r) => r.url)).toEqual([
      CHECK_PATH,
      '/api-get-dashboard-data',
      '/api-submit-bid',
      CHECK_PATH,
    ]);
  });

  it("a players' call that got an answer does not make a failing provider ready", async () => {
    provider = await startFakeProvider((request) =>
      request.url === CHECK_PATH
        ? { status: 502, headers: {}, body: 'Bad Gateway' }
        : { status: 200, headers: {}, body: '{"status":true}' },
    );
    const server = await serveFor(provider.origin);
    expect((await readyz(server)).status).toBe(503);
    expect((await forward(server)).statusCode).toBe(200);
    expect(await readyz(server)).toMatchObject({ status: 503, body: { provider: 'HTTP 502' } });
  });

  it.each([
    [undefined, CHECK_MS],
    ['2', 2_000],
  ])(
    'READY_CHECK_SECONDS=%s: a provider that stops or comes back is seen within %i ms, not before',
    async (seconds, lag) => {
      let up = true;
      provider = await startFakeProvider(() =>
        up
          ? { status: 200, headers: {}, body: '{"status":true}' }
          : { status: 503, headers: {}, body: 'down' },
      );
      const server = await serveFor(
        provider.origin,
        seconds === undefined ? {} : { READY_CHECK_SECONDS: seconds },
      );
      expect((await readyz(server)).status).toBe(200);
      up = false;
      clock += lag - 1;
      expect((await readyz(server)).status).toBe(200);
      clock += 1;
      expect(await readyz(server)).toMatchObject({ status: 503, body: { provider: 'HTTP 503' } });
      up = true;
      clock += lag - 1;
      expect((await readyz(server)).status).toBe(503);
      clock += 1;
      expect((await readyz(server)).status).toBe(200);
      expect(provider.requests.map((r) => r.url)).toEqual([CHECK_PATH, CHECK_PATH, CHECK_PATH]);
    },
  );
});

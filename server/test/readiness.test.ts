import net from 'node:net';
import { afterEach, beforeAll, afterAll, describe, expect, it } from 'vitest';
import { FRESH_MS } from '../src/provider-health';
import { createClientDist, RUNTIME_CONFIG, type ClientDist } from './support/client-dist';
import { startFakeProvider, type FakeProvider } from './support/fake-provider';
import { startServe, type TestServer } from './support/serve';

/**
 * `/healthz` says the server lives, whatever the provider does; `/readyz` says whether the provider
 * answered lately: from the forwarded calls, or one read-only call of its own when none came
 * within FRESH_MS (the test's clock decides when that is).
 */

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

async function serveFor(providerUrl: string): Promise<TestServer> {
  serve = await startServe({ PROVIDER_URL: providerUrl }, dist.dir, { now: () => clock });
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

const forward = (server: TestServer) =>
  server.app.inject({
    method: 'POST',
    url: '/api-get-dashboard-data',
    headers: { 'content-type': 'application/json' },
    payload: '{"env_type":"Prod","app_key":"k","unique_token":"t"}',
  });

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
    // Asked again within FRESH_MS: the same answer, no second call.
    clock += FRESH_MS - 1;
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

  it("follows the players' forwarded calls: a failed one makes it not ready, an answered one ready", async () => {
    provider = await startFakeProvider();
    const server = await serveFor(provider.origin);
    expect((await forward(server)).statusCode).toBe(200);
    expect(await readyz(server)).toMatchObject({ status: 200 });
    // Only the player's call reached the provider: readiness took its answer.
    expect(provider.requests.map((r) => r.url)).toEqual(['/api-get-dashboard-data']);

    await provider.close();
    expect((await forward(server)).statusCode).toBe(502);
    expect(await readyz(server)).toMatchObject({
      status: 503,
      body: { provider: 'connection refused' },
    });
  });

  it('asks the provider again once its last answer is older than FRESH_MS', async () => {
    provider = await startFakeProvider();
    const server = await serveFor(provider.origin);
    expect((await forward(server)).statusCode).toBe(200);
    clock += FRESH_MS;
    await provider.close();
    expect(await readyz(server)).toMatchObject({
      status: 503,
      body: { provider: 'connection refused' },
    });
  });
});

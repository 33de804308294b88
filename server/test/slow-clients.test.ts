import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClientDist, type ClientDist } from './support/client-dist';
import { startFakeProvider, type FakeProvider } from './support/fake-provider';
import { startServe, type TestServer } from './support/serve';

/**
 * Slow clients at the production server (SECURITY.md, "The production server"), as at the mock: a
 * request must arrive whole within the request timeout and its headers within the header timeout,
 * an idle connection is closed, and headers and bodies have size limits, so a client sending a
 * byte a second cannot hold a connection while others are served. The server runs with short
 * timeouts here; the defaults are those of the mock (30 s, 10 s, 120 s).
 */

const BODY = JSON.stringify({ env_type: 'Prod', app_key: 'k', mobile: '9876543210' });

let dist: ClientDist;
let provider: FakeProvider;
let serve: TestServer;
let port: number;
beforeAll(async () => {
  dist = createClientDist();
  provider = await startFakeProvider();
  serve = await startServe({ PROVIDER_URL: provider.origin }, dist.dir, {
    timeouts: {
      requestMs: 1500,
      headersMs: 1000,
      idleMs: 2000,
      checkIntervalMs: 100,
    },
  });
  await serve.app.listen({ host: '127.0.0.1', port: 0 });
  const address = serve.app.server.address();
  port = typeof address === 'object' && address !== null ? address.port : 0;
});
afterAll(async () => {
  await serve?.app.close();
  await provider?.close();
  dist?.remove();
});

/** A raw connection: what it received, and when (ms after opening) the server closed it. */
function connect() {
  const socket = net.connect(port, '127.0.0.1');
  const opened = performance.now();
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
  socket.on('error', () => undefined);
  const closed = new Promise<number>((resolve) =>
    socket.once('close', () => resolve(performance.now() - opened)),
  );
  return { socket, closed, received: () => received };
}

/** Writes `text` one byte every `everyMs` until the socket closes. */
function dribble(socket: net.Socket, text: string, everyMs: number): void {
  let sent = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || sent >= text.length) {
      clearInterval(timer);
      return;
    }
    socket.write(text[sent] ?? '');
    sent += 1;
  }, everyMs);
}

async function served(): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${port}/api-user-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: BODY,
  });
  expect(response.status).toBe(200);
}

const within = (ms: number) =>
  new Promise<'still open'>((resolve) => setTimeout(() => resolve('still open'), ms));

describe('slow clients', () => {
  it('cuts off a body sent a byte at a time (408), while others are served', async () => {
    const slow = connect();
    slow.socket.write(
      `POST /api-user-login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${BODY.length}\r\n\r\n`,
    );
    dribble(slow.socket, BODY, 250);
    for (let i = 0; i < 3; i += 1) await served();
    const closedAfter = await Promise.race([slow.closed, within(8000)]);
    expect(closedAfter).not.toBe('still open');
    expect(slow.received()).toMatch(/^HTTP\/1\.1 408/);
  });

  it('cuts off headers sent a byte at a time', async () => {
    const slow = connect();
    dribble(
      slow.socket,
      'POST /api-user-login HTTP/1.1\r\nHost: localhost\r\nX-Padding: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\r\n',
      200,
    );
    await served();
    const closedAfter = await Promise.race([slow.closed, within(8000)]);
    expect(closedAfter).not.toBe('still open');
  });

  it('closes a connection that sends nothing', async () => {
    const idle = connect();
    const closedAfter = await Promise.race([idle.closed, within(8000)]);
    expect(closedAfter).not.toBe('still open');
  });

  it('refuses headers above 16 KB with 431', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api-user-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-padding': 'a'.repeat(20_000) },
      body: BODY,
    });
    expect(response.status).toBe(431);
  });

  it('refuses a body over 256 KB with 413, on every route', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/healthz`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"x":"${'9'.repeat(300 * 1024)}"}`,
    });
    expect([404, 413]).toContain(response.status);
    const call = await fetch(`http://127.0.0.1:${port}/api-user-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"x":"${'9'.repeat(300 * 1024)}"}`,
    });
    expect(call.status).toBe(413);
  });
});

import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_KEY, createTestServer, type TestServer } from '../helper';

/**
 * Slow clients (SECURITY.md "Slow clients"): a request must arrive whole within the request timeout
 * and its headers within the header timeout, an idle connection is closed, and headers and bodies
 * have size limits, so a client sending a byte a second cannot hold a connection forever while
 * others are served as usual. The test runs the server with short timeouts; the defaults are in
 * docs/mock-provider.md.
 */

let s: TestServer;
let port: number;
beforeAll(async () => {
  s = await createTestServer({
    app: { timeouts: { requestMs: 1500, headersMs: 1000, idleMs: 2000, checkIntervalMs: 100 } },
  });
  await s.app.listen({ host: '127.0.0.1', port: 0 });
  const address = s.app.server.address();
  port = typeof address === 'object' && address !== null ? address.port : 0;
});
afterAll(async () => {
  await s.close();
});

const BODY = JSON.stringify({ env_type: 'Prod', app_key: APP_KEY });

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

/** Writes `text` one byte every `everyMs` until the socket closes; resolves how many bytes went out. */
function dribble(socket: net.Socket, text: string, everyMs: number): Promise<number> {
  return new Promise((resolve) => {
    let sent = 0;
    const timer = setInterval(() => {
      if (socket.destroyed || sent >= text.length) {
        clearInterval(timer);
        resolve(sent);
        return;
      }
      socket.write(text[sent] ?? '');
      sent += 1;
    }, everyMs);
  });
}

async function servedQuickly(): Promise<number> {
  const started = performance.now();
  const response = await fetch(`http://127.0.0.1:${port}/api-get-social-data`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: BODY,
  });
  expect(response.status).toBe(200);
  return performance.now() - started;
}

const within = (ms: number) =>
  new Promise<'still open'>((resolve) => setTimeout(() => resolve('still open'), ms));

describe('slow clients', () => {
  it('cuts off a body sent a byte at a time, while others are served', async () => {
    const slow = connect();
    slow.socket.write(
      `POST /api-get-social-data HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${BODY.length}\r\n\r\n`,
    );
    void dribble(slow.socket, BODY, 250);
    for (let i = 0; i < 3; i += 1) expect(await servedQuickly()).toBeLessThan(1000);
    const closedAfter = await Promise.race([slow.closed, within(6000)]);
    expect(closedAfter).not.toBe('still open');
    expect(closedAfter).toBeLessThan(4000);
    expect(slow.received()).toMatch(/^HTTP\/1\.1 408/);
  });

  it('cuts off headers sent a byte at a time', async () => {
    const slow = connect();
    void dribble(
      slow.socket,
      'POST /api-get-social-data HTTP/1.1\r\nHost: localhost\r\nX-Padding: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\r\n',
      200,
    );
    expect(await servedQuickly()).toBeLessThan(1000);
    const closedAfter = await Promise.race([slow.closed, within(6000)]);
    expect(closedAfter).not.toBe('still open');
    expect(closedAfter).toBeLessThan(4000);
  });

  it('closes a connection that sends nothing', async () => {
    const idle = connect();
    const closedAfter = await Promise.race([idle.closed, within(6000)]);
    expect(closedAfter).not.toBe('still open');
  });

  it('refuses headers above 16 KB with 431', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api-get-social-data`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-padding': 'a'.repeat(20_000) },
      body: BODY,
    });
    expect(response.status).toBe(431);
  });
});

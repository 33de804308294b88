import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_KEY, CONTROL_TOKEN, createTestServer, type TestServer } from '../helper';

/**
 * The provider made unreachable from the control API (the console's "Make the provider
 * unreachable"): every provider path drops its connection with no answer, as a stopped provider's
 * does, while the control API still answers so the tester can clear it. Over a real socket.
 */

let server: TestServer;
let port: number;
beforeAll(async () => {
  server = await createTestServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  port = (server.app.server.address() as AddressInfo).port;
});
afterAll(() => server.close());

/** POSTs over a fresh connection: the status, or how the connection ended without one. */
function call(path: string, body: object, headers: Record<string, string> = {}) {
  return new Promise<{ status?: number; error?: string }>((resolve) => {
    const payload = JSON.stringify(body);
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path,
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...headers,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0 }));
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ error: error.code ?? 'error' }),
    );
    request.end(payload);
  });
}

const app = { env_type: 'Prod', app_key: APP_KEY };
const control = (path: string, body: object) =>
  call(`/control/${path}`, body, { 'x-control-token': CONTROL_TOKEN });

describe('the provider made unreachable', () => {
  it('drops every provider call with no answer, answers the control API, and comes back when cleared', async () => {
    expect(await call('/api-get-social-data', app)).toEqual({ status: 200 });
    expect(await control('faults', { path: '*', unreachable: true })).toEqual({ status: 200 });
    for (const path of ['/api-get-social-data', '/api-get-dashboard-data', '/api-user-login'])
      expect(await call(path, app), path).toEqual({ error: 'ECONNRESET' });
    expect(await control('faults/list', {})).toEqual({ status: 200 });
    // One path's own fault comes before the one on every path.
    expect(await control('faults', { path: 'api-game-rates', http_500: true })).toEqual({
      status: 200,
    });
    expect(await call('/api-game-rates', app)).toEqual({ status: 500 });
    expect(await control('faults/clear', {})).toEqual({ status: 200 });
    expect(await call('/api-get-social-data', app)).toEqual({ status: 200 });
  });
});

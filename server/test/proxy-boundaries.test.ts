import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerMessages } from '@matka/shared/messages';
import { createClientDist, type ClientDist } from './support/client-dist';
import { startFakeProvider, type FakeProvider } from './support/fake-provider';
import { startServe, type TestServer } from './support/serve';

/**
 * What the production server never forwards (SECURITY.md, "The production server"): a path outside
 * PROVIDER_URL's folder, however it is spelled; a body that is not the client's JSON, or a call a
 * page of another site makes; a request naming a host the deployment does not answer to. And a
 * provider's HTML never renders as a page of this origin. Requests go over a real socket, their
 * paths byte for byte as written.
 */

const COOKIE = 'ci_session=fixed-session-from-the-spec';
const BODY = '{"env_type":"Prod","app_key":"k","mobile":"9876543210","password":"demo1234"}';
/** What the provider answers every request: an attacker's page, as text/html. */
const HTML = '<script>alert(document.domain)</script><form>Sign in again</form>';

let dist: ClientDist;
let provider: FakeProvider;
let serve: TestServer;
let port: number;

beforeAll(async () => {
  dist = createClientDist();
  provider = await startFakeProvider(() => ({
    status: 200,
    headers: {
      'content-type': 'text/html; charset=UTF-8',
      'content-security-policy': "script-src 'unsafe-inline'",
      'access-control-allow-origin': '*',
    },
    body: HTML,
  }));
  // The provider in a folder: nothing may reach what lies beside or above it.
  serve = await startServe(
    {
      PROVIDER_URL: `${provider.origin}/matka`,
      PROVIDER_COOKIE: COOKIE,
      ALLOWED_HOSTS: 'localhost',
    },
    dist.dir,
  );
  await serve.app.listen({ host: '127.0.0.1', port: 0 });
  const address = serve.app.server.address();
  port = typeof address === 'object' && address !== null ? address.port : 0;
});

afterAll(async () => {
  await serve?.app.close();
  await provider?.close();
  dist?.remove();
});

interface Answer {
  readonly status: number;
  readonly headers: http.IncomingHttpHeaders;
  readonly body: string;
}

/** A request with `target` sent exactly as written (no client normalizes it). */
function send(
  method: string,
  target: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: target,
        headers: { host: `localhost:${port}`, ...headers },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** What reached the provider during `run`. */
async function reached(run: () => Promise<unknown>): Promise<string[]> {
  const before = provider.requests.length;
  await run();
  return provider.requests.slice(before).map((request) => request.url);
}

describe('every forwarded path stays under PROVIDER_URL', () => {
  it.each([
    '/mock/a\\..\\..\\..\\etc/secret',
    '/mock/a/../../../etc/secret',
    '/mock/../../etc/secret',
    '/mock/%2e%2e/%2e%2e/etc/secret',
    '/mock/%2E%2E%2F%2E%2E%2Fetc/secret',
    '/mock/a%5c..%5c..%5cetc/secret',
    '/mock/..%5c..%5cetc/secret',
    '/mock//etc/secret',
    '/mock/.env',
    '/mock/charts/%00/x',
  ])('%s is refused, nothing forwarded', async (target) => {
    let answer: Answer | undefined;
    const urls = await reached(async () => {
      answer = await send('GET', target);
    });
    expect(urls).toEqual([]);
    expect(answer?.status).toBe(404);
  });

  it('forwards a plain page path under the folder, its query re-encoded', async () => {
    const urls = await reached(() => send('GET', '/mock/charts/main/3?day=2026-03-10&x=a\\b'));
    expect(urls).toEqual(['/matka/mock/charts/main/3?day=2026-03-10&x=a%5Cb']);
  });

  it('forwards an endpoint to its own path, whatever query or suffix the request adds', async () => {
    const urls = await reached(async () => {
      const json = { 'content-type': 'application/json' };
      expect((await send('POST', '/api-user-login?/../../etc/secret', json, BODY)).status).toBe(
        200,
      );
      expect((await send('POST', '/api-user-login/../../etc/secret', json, BODY)).status).toBe(404);
      expect((await send('POST', '/api-user-login\\..\\..\\etc', json, BODY)).status).toBe(404);
    });
    expect(urls).toEqual(['/matka/api-user-login']);
  });
});

describe('only the JSON the client sends is forwarded', () => {
  it.each([
    [
      'a cross-site text/plain form post',
      {
        'content-type': 'text/plain',
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
      },
      403,
      providerMessages.crossSiteRequest,
    ],
    [
      'a text/plain body',
      { 'content-type': 'text/plain' },
      415,
      providerMessages.unsupportedMediaType,
    ],
    [
      'a form body',
      { 'content-type': 'application/x-www-form-urlencoded' },
      415,
      providerMessages.unsupportedMediaType,
    ],
    [
      'a multipart body',
      { 'content-type': 'multipart/form-data; boundary=x' },
      415,
      providerMessages.unsupportedMediaType,
    ],
    ['no content type', {}, 415, providerMessages.unsupportedMediaType],
    [
      'JSON from another site (Sec-Fetch-Site)',
      { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
      403,
      providerMessages.crossSiteRequest,
    ],
    [
      'JSON from a sibling site',
      { 'content-type': 'application/json', 'sec-fetch-site': 'same-site' },
      403,
      providerMessages.crossSiteRequest,
    ],
    [
      'JSON from another origin (Origin only)',
      { 'content-type': 'application/json', origin: 'https://evil.example' },
      403,
      providerMessages.crossSiteRequest,
    ],
    [
      'JSON from a sandboxed page',
      { 'content-type': 'application/json', origin: 'null' },
      403,
      providerMessages.crossSiteRequest,
    ],
  ])('%s is refused, nothing forwarded', async (_what, headers, status, msg) => {
    let answer: Answer | undefined;
    const urls = await reached(async () => {
      answer = await send('POST', '/api-user-login', headers as Record<string, string>, BODY);
    });
    expect(urls).toEqual([]);
    expect(answer?.status).toBe(status);
    expect(JSON.parse(answer?.body ?? '{}')).toEqual({ status: false, msg });
  });

  it("forwards the app's own calls: same-origin, or from no browser at all", async () => {
    const urls = await reached(async () => {
      const calls: Record<string, string>[] = [
        { 'sec-fetch-site': 'same-origin', origin: `http://localhost:${port}` },
        { origin: `http://localhost:${port}` },
        { 'content-type': 'application/json; charset=utf-8' },
        {},
      ];
      for (const headers of calls) {
        const answer = await send(
          'POST',
          '/api-user-login',
          { 'content-type': 'application/json', ...headers },
          BODY,
        );
        expect(answer.status).toBe(200);
      }
    });
    expect(urls).toHaveLength(4);
  });
});

describe("a provider's HTML on this origin", () => {
  it('comes back from an endpoint as text, never as a page', async () => {
    const answer = await send(
      'POST',
      '/api-user-login',
      { 'content-type': 'application/json' },
      BODY,
    );
    expect(answer.body).toBe(HTML);
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    // The provider's own policy and CORS grant do not replace this server's.
    expect(answer.headers['content-security-policy']).toMatch(
      /^default-src 'none';script-src 'self'/,
    );
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('renders from a provider page only in a sandbox, with no script', async () => {
    const answer = await send('GET', '/mock/charts/main/3');
    expect(answer.status).toBe(200);
    const policy = answer.headers['content-security-policy'] ?? '';
    expect(policy).toMatch(/^sandbox;/);
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toContain('script');
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('the host names it answers to (ALLOWED_HOSTS)', () => {
  it('refuses another Host with 421, forwarding nothing and serving no page', async () => {
    const urls = await reached(async () => {
      const call = await send(
        'POST',
        '/api-user-login',
        { host: 'attacker.example', 'content-type': 'application/json' },
        BODY,
      );
      expect(call.status).toBe(421);
      expect(JSON.parse(call.body)).toEqual({
        status: false,
        msg: providerMessages.hostNotAllowed,
      });
      expect((await send('GET', '/', { host: 'attacker.example' })).status).toBe(421);
      expect(
        (await send('GET', '/mock/charts/main/3', { host: 'rebound.example:80' })).status,
      ).toBe(421);
    });
    expect(urls).toEqual([]);
  });

  it('answers the health check whatever the Host (supervisors ask by address)', async () => {
    expect((await send('GET', '/healthz', { host: '10.1.2.3:8080' })).status).toBe(200);
  });

  it('allows the subdomains of a name given with a leading dot', async () => {
    const sub = await startServe(
      { PROVIDER_URL: provider.origin, ALLOWED_HOSTS: '.matka.example' },
      dist.dir,
    );
    try {
      const page = (host: string) =>
        sub.app.inject({ method: 'GET', url: '/config.json', headers: { host } });
      expect((await page('matka.example')).statusCode).toBe(200);
      expect((await page('play.matka.example:8443')).statusCode).toBe(200);
      expect((await page('evilmatka.example')).statusCode).toBe(421);
      expect((await page('matka.example.evil.test')).statusCode).toBe(421);
    } finally {
      await sub.app.close();
    }
  });
});

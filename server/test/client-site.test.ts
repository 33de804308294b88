import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ASSET_JS,
  INDEX_HTML,
  INLINE_SCRIPT,
  RUNTIME_CONFIG,
  SERVICE_WORKER,
  createClientDist,
  type ClientDist,
} from './support/client-dist';
import { startServe, type TestServer } from './support/serve';

const PROVIDER = 'https://provider.example';
const IMMUTABLE = 'public, max-age=31536000, immutable';

let dist: ClientDist;
let serve: TestServer;

beforeAll(async () => {
  dist = createClientDist();
  serve = await startServe({ PROVIDER_URL: PROVIDER }, dist.dir);
});

afterAll(async () => {
  await serve?.app.close();
  dist?.remove();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  serve.app.inject({ method: 'GET', url, headers });

/** The directives of a CSP header, by name. */
function directives(header: unknown): Record<string, string[]> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values]),
  );
}

describe('caching by file type', () => {
  it.each([
    ['/', 'text/html; charset=utf-8', 'no-cache'],
    ['/index.html', 'text/html; charset=utf-8', 'no-cache'],
    ['/config.json', 'application/json; charset=utf-8', 'no-cache'],
    ['/sw.js', 'application/javascript; charset=utf-8', 'no-cache'],
    ['/manifest.webmanifest', 'application/manifest+json', 'no-cache'],
    ['/assets/index-Ab12Cd34.js', 'application/javascript; charset=utf-8', IMMUTABLE],
    ['/assets/index-Ef56Gh78.css', 'text/css; charset=utf-8', IMMUTABLE],
  ])('%s is %s, cache-control %s', async (url, type, cacheControl) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(type);
    expect(response.headers['cache-control']).toBe(cacheControl);
  });

  it("serves the deployer's config.json as written, and 304 for an unchanged index.html", async () => {
    expect((await get('/config.json')).json()).toEqual(RUNTIME_CONFIG);
    const first = await get('/');
    const etag = String(first.headers.etag);
    const again = await get('/', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('serves the service worker from the folder', async () => {
    expect((await get('/sw.js')).body).toBe(SERVICE_WORKER);
  });
});

describe('security headers', () => {
  it('sends the headers a production site needs on pages, files and API answers', async () => {
    for (const url of ['/', '/assets/index-Ab12Cd34.js', '/config.json', '/nope.txt']) {
      const { headers } = await get(url);
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['referrer-policy'], url).toBe('no-referrer');
      expect(headers['x-frame-options'], url).toBe('DENY');
      expect(directives(headers['content-security-policy'])['frame-ancestors'], url).toEqual([
        "'none'",
      ]);
    }
  });

  it('allows the inline script of the page served by its hash, and no inline script else', async () => {
    const csp = directives((await get('/')).headers['content-security-policy']);
    const hash = createHash('sha256').update(INLINE_SCRIPT).digest('base64');
    expect(csp['script-src']).toEqual(["'self'", `'sha256-${hash}'`]);
    expect(csp['default-src']).toEqual(["'none'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
    // Slider and QR images are absolute URLs on the provider's host.
    expect(csp['img-src']).toEqual(["'self'", PROVIDER]);
  });

  it("adds IMAGE_ORIGINS to img-src and a direct apiBaseUrl's origin to connect-src", async () => {
    const other = createClientDist({
      'config.json': JSON.stringify({ ...RUNTIME_CONFIG, apiBaseUrl: 'https://api.example/app' }),
    });
    const server = await startServe(
      { PROVIDER_URL: `${PROVIDER}/app`, IMAGE_ORIGINS: 'https://cdn.example' },
      other.dir,
    );
    try {
      const { headers } = await server.app.inject({ method: 'GET', url: '/' });
      const csp = directives(headers['content-security-policy']);
      expect(csp['img-src']).toEqual(["'self'", PROVIDER, 'https://cdn.example']);
      expect(csp['connect-src']).toEqual(["'self'", 'https://api.example']);
    } finally {
      await server.app.close();
      other.remove();
    }
  });
});

describe('compression', () => {
  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ])(
    'answers %s to a browser that accepts it, for files and the page',
    async (encoding, decode) => {
      for (const [url, original] of [
        ['/assets/index-Ab12Cd34.js', ASSET_JS],
        ['/', INDEX_HTML],
        ['/imp', INDEX_HTML],
      ] as const) {
        const response = await get(url, { 'accept-encoding': encoding });
        expect(response.headers['content-encoding'], url).toBe(encoding);
        expect(response.headers.vary, url).toMatch(/accept-encoding/i);
        expect(decode(response.rawPayload).toString('utf8'), url).toBe(original);
      }
    },
  );

  it("sends the build's brotli and gzip copies as they are, varying on accept-encoding", async () => {
    const other = createClientDist();
    const asset = join(other.dir, 'assets', 'index-Ab12Cd34.js');
    // Copies with a marker, so the answer shows the file was sent, not one compressed per request.
    writeFileSync(`${asset}.br`, brotliCompressSync(`${ASSET_JS}/*br*/`));
    writeFileSync(`${asset}.gz`, gzipSync(`${ASSET_JS}/*gz*/`));
    const server = await startServe({ PROVIDER_URL: PROVIDER }, other.dir);
    try {
      for (const [encoding, decode] of [
        ['br', brotliDecompressSync],
        ['gzip', gunzipSync],
      ] as const) {
        const response = await server.app.inject({
          method: 'GET',
          url: '/assets/index-Ab12Cd34.js',
          headers: { 'accept-encoding': encoding },
        });
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(response.headers.vary).toMatch(/accept-encoding/i);
        expect(response.headers['cache-control']).toBe(IMMUTABLE);
        expect(decode(response.rawPayload).toString('utf8')).toBe(
          `${ASSET_JS}/*${encoding === 'br' ? 'br' : 'gz'}*/`,
        );
      }
    } finally {
      await server.app.close();
      other.remove();
    }
  });

  it('answers uncompressed without accept-encoding', async () => {
    const response = await get('/assets/index-Ab12Cd34.js');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(ASSET_JS);
  });
});

describe('app routes and unknown paths', () => {
  it.each(['/imp', '/imp7', '/login', '/galiIMP', '/galiimp', '/StarSingle'])(
    'answers the app route %s with index.html',
    async (url) => {
      const response = await get(url, { accept: 'text/html' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX_HTML);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it("answers an unknown page 404 with the app, which shows its 'Page not found'", async () => {
    const response = await get('/no-such-screen', { accept: 'text/html' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe(INDEX_HTML);
  });

  it.each([
    ['GET', '/assets/missing-123.js'],
    ['GET', '/imp/deeper'],
    ['GET', '/.env'],
    ['POST', '/api-no-such-endpoint'],
    ['POST', '/control/clock'],
    ['POST', '/imp'],
  ])('answers %s %s 404 without the page', async (method, url) => {
    const response = await serve.app.inject({
      method: method as 'GET' | 'POST',
      url,
      headers: { accept: 'text/html' },
      ...(method === 'POST' ? { payload: {} } : {}),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: false, msg: 'Not found' });
  });
});

describe('health', () => {
  it('answers ok, never cached', async () => {
    const response = await get('/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('HEAD', () => {
  /** One request over a real connection (HEAD's body is dropped by Node, not by the test). */
  function request(
    origin: string,
    method: 'GET' | 'HEAD',
    url: string,
    headers: Record<string, string>,
  ): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
    return new Promise((resolve, reject) => {
      const req = httpRequest(`${origin}${url}`, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: { ...res.headers },
            body: Buffer.concat(chunks),
          }),
        );
      });
      req.on('error', reject);
      req.end();
    });
  }

  it.each([
    ['br', { accept: 'text/html', 'accept-encoding': 'br' }],
    ['gzip', { accept: 'text/html', 'accept-encoding': 'gzip' }],
    ['no encoding', { accept: 'text/html' }],
  ])('answers every kind of path as GET would, headers and all (%s)', async (_label, headers) => {
    const listening = await startServe({ PROVIDER_URL: PROVIDER }, dist.dir);
    try {
      const origin = await listening.app.listen({ host: '127.0.0.1', port: 0 });
      for (const url of [
        '/',
        '/index.html',
        '/imp',
        '/IMP',
        '/no-such-screen',
        '/config.json',
        '/sw.js',
        '/assets/index-Ab12Cd34.js',
        '/assets/missing-123.js',
        '/healthz',
      ]) {
        const get = await request(origin, 'GET', url, headers);
        const head = await request(origin, 'HEAD', url, headers);
        // Framing is not content: a streamed GET is chunked, its HEAD has no body to chunk.
        const comparable = (all: Record<string, unknown>) => {
          const { date: _date, 'transfer-encoding': _framing, ...rest } = all;
          return rest;
        };
        expect(head.status, url).toBe(get.status);
        expect(comparable(head.headers), url).toEqual(comparable(get.headers));
        expect(head.body.length, url).toBe(0);
      }
    } finally {
      await listening.app.close();
    }
  });
});

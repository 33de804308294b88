import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerMessages } from '@matka/shared/messages';
import { controlEndpoints, endpointNames, endpoints } from '@matka/shared/contract';
import { APP_KEY, createTestServer, type TestServer } from './helper';

let s: TestServer;
let token: string;
beforeAll(async () => {
  s = await createTestServer();
  token = await s.login();
});
afterAll(async () => {
  await s.close();
});

describe('the contract is served whole', () => {
  // A route with no handler would answer 404; every one answers the empty body with 400 instead.
  it('has a handler for every provider endpoint', async () => {
    for (const name of endpointNames) {
      const answer = await s.post(`/${endpoints[name].path}`, {});
      expect(answer, name).toEqual({
        status: 400,
        body: { status: false, msg: expect.stringContaining(providerMessages.badRequest) },
      });
    }
  });

  it('has a handler for every control endpoint', async () => {
    for (const endpoint of Object.values(controlEndpoints)) {
      const answer = await s.post(`/${endpoint.path}`, []);
      expect(answer, endpoint.path).toEqual({
        status: 400,
        body: { status: false, msg: expect.stringMatching(/^Invalid request: the body takes /) },
      });
    }
  });
});

describe("the Date header tells the mock's clock", () => {
  it('on an answer and on a refusal, whatever the wall clock says', async () => {
    s.clock.set(Date.UTC(2026, 10, 22, 4, 30, 15));
    const answer = await s.app.inject({
      method: 'POST',
      url: '/api-get-dashboard-data',
      payload: { env_type: 'Prod', app_key: APP_KEY, unique_token: token },
    });
    expect(answer.headers['date']).toBe('Sun, 22 Nov 2026 04:30:15 GMT');
    const refusal = await s.app.inject({
      method: 'POST',
      url: '/api-get-dashboard-data',
      payload: {},
    });
    expect(refusal.statusCode).toBe(400);
    expect(refusal.headers['date']).toBe('Sun, 22 Nov 2026 04:30:15 GMT');
  });
});

describe('error handling: 4xx JSON, never a 500, nothing changed', () => {
  it('refuses a wrong app key with 401', async () => {
    const before = s.snapshot();
    const answer = await s.post('/api-get-dashboard-data', {
      env_type: 'Prod',
      app_key: 'wrong',
      unique_token: token,
    });
    expect(answer).toEqual({
      status: 401,
      body: { status: false, msg: providerMessages.invalidAppKey },
    });
    expect(s.snapshot()).toEqual(before);
  });

  it('refuses an unknown token with 401', async () => {
    const answer = await s.post('/api-user-wallet-balance', {
      env_type: 'Prod',
      app_key: APP_KEY,
      unique_token: 'abc',
    });
    expect(answer).toEqual({
      status: 401,
      body: { status: false, msg: providerMessages.invalidToken },
    });
  });

  it('refuses bodies that are not JSON objects with 400, and bodies not sent as JSON with 415', async () => {
    const before = s.snapshot();
    const cases: { payload: string; type?: string; status: number }[] = [
      { payload: 'not json', type: 'application/json', status: 400 },
      { payload: 'not json', type: 'text/plain', status: 415 },
      { payload: '{}', type: 'text/plain', status: 415 },
      { payload: '', type: 'application/json', status: 400 },
      { payload: '[1,2]', type: 'application/json', status: 400 },
      { payload: '"text"', type: 'application/json', status: 400 },
      { payload: 'null', type: 'application/json', status: 400 },
      { payload: '{"__proto__":{"x":1}}', type: 'application/json', status: 400 },
      { payload: 'a=1', type: 'application/x-www-form-urlencoded', status: 415 },
    ];
    for (const c of cases) {
      const response = await s.app.inject({
        method: 'POST',
        url: '/api-user-login',
        payload: c.payload,
        headers: c.type === undefined ? {} : { 'content-type': c.type },
      });
      expect(response.statusCode, `${c.type} ${c.payload}`).toBe(c.status);
      expect(response.json()).toMatchObject({ status: false });
    }
    const noBody = await s.app.inject({ method: 'POST', url: '/api-user-login' });
    expect(noBody.statusCode).toBe(400);
    expect(s.snapshot()).toEqual(before);
  });

  it('answers an unknown path with a JSON 404', async () => {
    for (const [method, url] of [
      ['POST', '/api-unknown'],
      ['GET', '/api-get-dashboard-data'],
      ['GET', '/'],
      ['DELETE', '/control/user'],
    ] as const) {
      const response = await s.app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status: false, msg: providerMessages.notFound });
    }
  });

  it('refuses a huge body with 413', async () => {
    const response = await s.app.inject({
      method: 'POST',
      url: '/api-user-login',
      payload: JSON.stringify({
        env_type: 'Prod',
        app_key: APP_KEY,
        mobile: '9'.repeat(1_000_000),
      }),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ status: false });
  });

  it('survives deeply nested and oddly typed bodies without a 500', async () => {
    const nested = '{"a":'.repeat(5000) + '1' + '}'.repeat(5000);
    const payloads = [
      nested,
      '{"env_type":"Prod","app_key":{"$gt":""}}',
      '{"env_type":1e999}',
      '{"new_result":{"unique_token":7}}',
    ];
    for (const payload of payloads) {
      for (const url of [
        '/api-submit-bid',
        '/api-get-dashboard-data',
        '/control/result/main',
        '/control/clock',
      ]) {
        const response = await s.app.inject({
          method: 'POST',
          url,
          payload,
          headers: { 'content-type': 'application/json' },
        });
        expect(response.statusCode, `${url} ${payload.slice(0, 30)}`).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
        expect(response.body).not.toMatch(/at .*\.ts:\d+/);
      }
    }
  });

  it('compresses an answer of 1 KB or more for a caller that accepts it', async () => {
    const ask = (encoding?: string) =>
      s.app.inject({
        method: 'POST',
        url: '/api-get-dashboard-data',
        payload: { env_type: 'Prod', app_key: APP_KEY, unique_token: token },
        headers: encoding === undefined ? {} : { 'accept-encoding': encoding },
      });
    const plain = await ask();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const br = await ask('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 2);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const small = await s.app.inject({
      method: 'POST',
      url: '/api-get-social-data',
      payload: { env_type: 'Prod', app_key: APP_KEY },
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('sends CORS headers for the client origin', async () => {
    const response = await s.app.inject({
      method: 'OPTIONS',
      url: '/api-get-social-data',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:5173');
  });
});

describe('static client', () => {
  it('serves the folder, falls back to index.html and answers config.json', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'matka-static-'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>client</title>');
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'assets', 'app.js'), 'console.log(1)'.repeat(200));
    // The build's own config.json (pointing at another provider) must not be served.
    fs.writeFileSync(path.join(dir, 'config.json'), '{"apiBaseUrl":"http://elsewhere"}');
    const withStatic = await createTestServer({ staticDir: dir });
    try {
      const index = await withStatic.app.inject({ method: 'GET', url: '/' });
      expect(index.body).toContain('<title>client</title>');
      const spa = await withStatic.app.inject({ method: 'GET', url: '/charts' });
      expect(spa.statusCode).toBe(200);
      expect(spa.body).toContain('<title>client</title>');
      const js = await withStatic.app.inject({
        method: 'GET',
        url: '/assets/app.js',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(js.headers['content-encoding']).toBe('gzip');
      expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(index.headers['cache-control']).toBe('no-cache');
      const config = await withStatic.app.inject({ method: 'GET', url: '/config.json' });
      expect(config.json()).toMatchObject({ apiBaseUrl: '', appKey: APP_KEY, envType: 'Prod' });
      const chart = await withStatic.app.inject({ method: 'GET', url: '/mock/charts/gali' });
      expect(chart.body).toContain('Gali Disawar Result Chart');
      const api404 = await withStatic.app.inject({ method: 'POST', url: '/api-nothing' });
      expect(api404.statusCode).toBe(404);
      const social = await withStatic.call('apiGetSocialData');
      expect(social.status).toBe(200);
    } finally {
      await withStatic.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("sends the build's brotli and gzip copies to a browser that accepts them", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'matka-static-'));
    const page = '<!doctype html><title>client</title>';
    const script = 'console.log(1);'.repeat(200);
    // Copies with a marker, so the answer shows which file was sent (not one compressed per request).
    const files = { 'index.html': page, [path.join('assets', 'app.js')]: script };
    fs.mkdirSync(path.join(dir, 'assets'));
    for (const [name, content] of Object.entries(files)) {
      fs.writeFileSync(path.join(dir, name), content);
      fs.writeFileSync(path.join(dir, `${name}.br`), zlib.brotliCompressSync(`${content}/*br*/`));
      fs.writeFileSync(path.join(dir, `${name}.gz`), zlib.gzipSync(`${content}/*gz*/`));
    }
    const withStatic = await createTestServer({ staticDir: dir });
    const get = (url: string, encoding: string) =>
      withStatic.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
    try {
      for (const url of ['/assets/app.js', '/', '/withdraw']) {
        const br = await get(url, 'gzip, deflate, br');
        expect(br.statusCode, url).toBe(200);
        expect(br.headers['content-encoding'], url).toBe('br');
        expect(br.headers.vary, url).toMatch(/accept-encoding/i);
        expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toMatch(/\/\*br\*\/$/);
        const gz = await get(url, 'gzip');
        expect(gz.headers['content-encoding'], url).toBe('gzip');
        expect(zlib.gunzipSync(gz.rawPayload).toString()).toMatch(/\/\*gz\*\/$/);
        const plain = await get(url, 'identity');
        expect(plain.headers['content-encoding'], url).toBeUndefined();
        expect(plain.body).not.toContain('/*');
      }
      const js = await get('/assets/app.js', 'br');
      expect(js.headers['content-type']).toMatch(/javascript/);
      expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const index = await get('/', 'br');
      expect(index.headers['content-type']).toMatch(/text\/html/);
      expect(index.headers['cache-control']).toBe('no-cache');
    } finally {
      await withStatic.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('serves the app and the console under a Content-Security-Policy no other site can frame', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'matka-static-'));
    const inline = "document.documentElement.dataset.ready='1'";
    const hash = `'sha256-${createHash('sha256').update(inline).digest('base64')}'`;
    fs.writeFileSync(
      path.join(dir, 'index.html'),
      `<!doctype html><title>client</title><script type="module" src="./assets/a.js"></script><script>${inline}</script>`,
    );
    fs.writeFileSync(path.join(dir, 'console.html'), '<!doctype html><title>console</title>');
    for (const name of ['index.html', 'console.html'])
      fs.writeFileSync(path.join(dir, `${name}.br`), zlib.brotliCompressSync('<!doctype html>'));
    const withStatic = await createTestServer({ staticDir: dir });
    try {
      for (const [url, encoding] of [
        ['/console', 'identity'],
        ['/', 'identity'],
        ['/', 'br'],
        ['/index.html', 'identity'],
        ['/charts', 'br'],
        ['/no-such-screen', 'identity'],
      ] as const) {
        const page = await withStatic.app.inject({
          method: 'GET',
          url,
          headers: { 'accept-encoding': encoding },
        });
        expect(page.statusCode, url).toBe(200);
        const policy = page.headers['content-security-policy'] ?? '';
        expect(policy, url).toContain("frame-ancestors 'none'");
        expect(policy, url).toContain("default-src 'none'");
        expect(policy, url).toMatch(
          new RegExp(`script-src 'self' ${hash.replace(/[+/=]/g, '\\$&')};`),
        );
        expect(policy, url).not.toMatch(/script-src[^;]*'unsafe-inline'/);
        expect(page.headers['x-frame-options'], url).toBe('DENY');
      }
    } finally {
      await withStatic.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("serves the testers' console at /console while the control API is on", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'matka-static-'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>client</title>');
    fs.writeFileSync(path.join(dir, 'console.html'), '<!doctype html><title>console</title>');
    const withControl = await createTestServer({ staticDir: dir });
    const withoutControl = await createTestServer({ staticDir: dir, control: false });
    try {
      const page = await withControl.app.inject({ method: 'GET', url: '/console' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.body).toContain('<title>console</title>');
      // Without the control API there is no console: the address is the app's (its own 404 screen).
      const none = await withoutControl.app.inject({ method: 'GET', url: '/console' });
      expect(none.body).toContain('<title>client</title>');
    } finally {
      await withControl.close();
      await withoutControl.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

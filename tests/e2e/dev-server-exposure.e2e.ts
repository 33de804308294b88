import { createHash } from 'node:crypto';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from './support/dev-server';

/**
 * What the dev server of `npm start` hands out (SECURITY.md, "The dev server"): never the mock's
 * database (`.data/`, any SQLite file with its WAL and shared-memory files), under any of the URL
 * forms Vite reads files by, and by default to this machine only; CLIENT_HOST=0.0.0.0 opens the app
 * to phones on the network, still without the database. Plain HTTP requests, sent byte for byte as
 * written (no client normalizes the paths), from a chosen source address.
 */

const REPO = path.resolve(import.meta.dirname, '../..');
/** Bytes no served file holds: an answer carrying them carries the database. */
const MARKER = `matka-secret-session-token-${process.pid}`;
const DB_CONTENT = `SQLite format 3\u0000${MARKER}`;

/** The machine's first non-loopback IPv4 address: what a phone on the same network connects to. */
const LAN_ADDRESS = Object.values(networkInterfaces())
  .flat()
  .find((i) => i !== undefined && !i.internal && i.family === 'IPv4')?.address;
const NO_LAN = 'this machine has no non-loopback IPv4 address to reach the dev server from';

interface Answer {
  readonly status: number;
  readonly body: string;
  readonly headers: http.IncomingHttpHeaders;
}

/** GET `target` (sent as is) at `host:port`, from `localAddress`. */
function get(host: string, port: number, target: string, localAddress?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host, port, path: target, method: 'GET', ...(localAddress ? { localAddress } : {}) },
      (response) => {
        let body = '';
        response.setEncoding('latin1');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body, headers: response.headers }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/** Database files the test writes: in `.data/` (the mock's default) and inside the client folder. */
const dataDir = path.join(REPO, '.data');
const probeName = `e2e-probe-${process.pid}.db`;
const written: string[] = [];
function writeProbe(file: string): void {
  if (existsSync(file)) return;
  writeFileSync(file, DB_CONTENT);
  written.push(file);
}

/** Every URL form a file of the repository could be read by, for each database file and companion. */
function databaseUrls(): string[] {
  const files = [
    path.join(dataDir, probeName),
    path.join(dataDir, 'mock.db'),
    path.join(REPO, 'client', probeName),
  ];
  const urls: string[] = [];
  for (const file of files) {
    for (const suffix of ['', '-wal', '-shm']) {
      const fsPath = `/@fs${file}${suffix}`;
      urls.push(
        fsPath,
        `${fsPath}?raw`,
        `${fsPath}?import&raw`,
        `${fsPath}?url`,
        `${fsPath}?import&url&inline`,
        fsPath.replace('/.data/', '/%2edata/'),
        fsPath.replace('/.data/', '/client/../.data/'),
      );
    }
  }
  // Relative to the client folder Vite serves from.
  urls.push(`/../.data/${probeName}`, `/${probeName}`, `/${probeName}?raw`);
  return urls;
}

/**
 * What the test plants inside the folders the dev server serves, each leading to the database: a
 * link in the client's sources, a link and database files in `client/public` (served at `/` by
 * another of Vite's middlewares), and the URLs each could be read by.
 */
const planted = {
  sourceLink: path.join(REPO, 'client', 'src', `e2e-link-${process.pid}.txt`),
  publicLink: path.join(REPO, 'client', 'public', `e2e-link-${process.pid}.txt`),
  publicDatabase: path.join(REPO, 'client', 'public', probeName),
  publicEnv: path.join(REPO, 'client', 'public', `.env.e2e-${process.pid}`),
};
function plantedUrls(): string[] {
  const source = path.basename(planted.sourceLink);
  const forms = (url: string) => [url, `${url}?raw`, `${url}?url`, `${url}?import`];
  return [
    ...forms(`/src/${source}`),
    ...forms(`/@fs${planted.sourceLink}`),
    ...[planted.publicLink, planted.publicDatabase, planted.publicEnv].flatMap((file) => [
      `/${path.basename(file)}`,
      `/${path.basename(file)}?raw`,
      `/@fs${file}`,
    ]),
  ];
}
function plant(): void {
  const probe = path.join(dataDir, probeName);
  for (const link of [planted.sourceLink, planted.publicLink]) {
    symlinkSync(probe, link);
    written.push(link);
  }
  writeProbe(planted.publicDatabase);
  writeProbe(planted.publicEnv);
}

/**
 * The other workspaces' files as npm links them under node_modules/@matka (the mock's sources hold
 * its defaults, the production server's its configuration): one source file and the package.json
 * of each workspace but the client and the shared package the app imports.
 */
function workspaceFiles(): string[] {
  const { workspaces } = JSON.parse(readFileSync(path.join(REPO, 'package.json'), 'utf8')) as {
    workspaces: string[];
  };
  return workspaces
    .filter((folder) => folder !== 'client' && folder !== 'shared')
    .flatMap((folder) => {
      const { name } = JSON.parse(
        readFileSync(path.join(REPO, folder, 'package.json'), 'utf8'),
      ) as { name: string };
      const linked = path.join(REPO, 'node_modules', name);
      expect(lstatSync(linked).isSymbolicLink(), linked).toBe(true);
      const source = readdirSync(path.join(REPO, folder, 'src')).find((f) => f.endsWith('.ts'));
      return [path.join(linked, 'package.json'), path.join(linked, 'src', source ?? 'index.ts')];
    });
}

/** The CSP hash sources of a page's inline scripts. */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)]
    .filter(([, attributes = '']) => !/\bsrc\s*=/i.test(attributes))
    .map(
      ([, , content = '']) => `'sha256-${createHash('sha256').update(content).digest('base64')}'`,
    );
}

beforeAll(() => {
  mkdirSync(dataDir, { recursive: true });
  // A developer's own database is left as it is (and checked as it is); the rest is written here.
  for (const file of [
    path.join(dataDir, probeName),
    path.join(dataDir, 'mock.db'),
    path.join(REPO, 'client', probeName),
  ])
    for (const suffix of ['', '-wal', '-shm']) writeProbe(`${file}${suffix}`);
  plant();
});

afterAll(() => {
  for (const file of written) rmSync(file, { force: true });
});

async function expectNoDatabase(host: string, port: number, localAddress?: string) {
  for (const url of [...databaseUrls(), ...plantedUrls()]) {
    const answer = await get(host, port, url, localAddress);
    expect(answer.body, url).not.toContain(MARKER);
    expect(answer.body, url).not.toContain('SQLite format 3');
  }
}

describe('the dev server by default (npm start)', () => {
  let dev: DevServer;
  beforeAll(async () => {
    dev = await startDevServer('http://127.0.0.1:9');
  });
  afterAll(async () => {
    await dev?.close();
  });

  it('says it is for this machine only, and serves the app there', async () => {
    expect(dev.output()).toMatch(/Matka: open http:\/\/localhost:\d+\/ \(this machine only;/);
    const page = await get('127.0.0.1', dev.port, '/');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<div id="root">');
  });

  it('never serves the database, its WAL or shared-memory file, by any URL', async () => {
    await expectNoDatabase('127.0.0.1', dev.port);
    // Not the other sources of the repository either (the mock's, holding its defaults).
    const source = await get('127.0.0.1', dev.port, `/@fs${REPO}/mock-server/src/config.ts`);
    expect(source.status).toBe(403);
  });

  it("never serves the other workspaces' files npm links under node_modules", async () => {
    for (const file of workspaceFiles()) {
      const content = readFileSync(file, 'utf8').slice(0, 200);
      for (const url of [`/@fs${file}`, `/@fs${file}?import`, `/@fs${file}?raw`]) {
        const answer = await get('127.0.0.1', dev.port, url);
        expect(answer.status, url).toBe(403);
        expect(answer.body, url).not.toContain(content);
      }
    }
    // The shared package the app imports is still served through its link.
    const shared = `/@fs${REPO}/node_modules/@matka/shared/src/rules/index.ts`;
    expect((await get('127.0.0.1', dev.port, shared)).status).toBe(200);
  });

  it('frames no page, and runs the console under its Content-Security-Policy', async () => {
    for (const url of ['/', '/login', '/console']) {
      const page = await get('127.0.0.1', dev.port, url);
      expect(page.status, url).toBe(200);
      expect(page.headers['x-frame-options'], url).toBe('DENY');
      expect(page.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
    }
    const console = await get('127.0.0.1', dev.port, '/console');
    const policy = String(console.headers['content-security-policy']);
    const scripts = /script-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];
    expect(scripts).toContain("'self'");
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(policy).toContain("default-src 'none'");
    // The page's inline scripts (Vite's React refresh preamble) run by their hashes, no other.
    for (const hash of inlineScriptHashes(console.body)) expect(scripts).toContain(hash);
    expect(console.headers['x-content-type-options']).toBe('nosniff');
  });

  it.skipIf(LAN_ADDRESS === undefined)(
    `is not reachable from the network (skipped when ${NO_LAN})`,
    async () => {
      await expect(get(LAN_ADDRESS ?? '', dev.port, '/', LAN_ADDRESS)).rejects.toMatchObject({
        code: 'ECONNREFUSED',
      });
    },
  );
});

describe('the dev server opened to the network (CLIENT_HOST=0.0.0.0)', () => {
  let dev: DevServer;
  beforeAll(async () => {
    dev = await startDevServer('http://127.0.0.1:9', { CLIENT_HOST: '0.0.0.0' });
  });
  afterAll(async () => {
    await dev?.close();
  });

  it('says so, naming the address a phone opens', () => {
    const line = /Matka: open .*/.exec(dev.output())?.[0] ?? '';
    expect(line).toContain('open to the network: a phone opens http://');
    if (LAN_ADDRESS !== undefined) expect(line).toContain(`http://${LAN_ADDRESS}:${dev.port}/`);
  });

  it.skipIf(LAN_ADDRESS === undefined)(
    `serves the app to another address, never the database (skipped when ${NO_LAN})`,
    async () => {
      const host = LAN_ADDRESS ?? '';
      const page = await get(host, dev.port, '/', host);
      expect(page.status).toBe(200);
      await expectNoDatabase(host, dev.port, host);
    },
  );

  it('never serves the database on the loopback address either', async () => {
    await expectNoDatabase('127.0.0.1', dev.port);
  });
});

describe('the preview server of the build (npm run preview -w client)', () => {
  let preview: DevServer;
  beforeAll(async () => {
    preview = await startDevServer('http://127.0.0.1:9', {}, 'preview');
  });
  afterAll(async () => {
    await preview?.close();
  });

  it('frames no page, and gives the built console the policy the mock serves it with', async () => {
    const built = readFileSync(path.join(REPO, 'client', 'dist', 'console.html'), 'utf8');
    for (const url of ['/', '/console']) {
      const page = await get('127.0.0.1', preview.port, url);
      expect(page.status, url).toBe(200);
      expect(page.headers['x-frame-options'], url).toBe('DENY');
      expect(page.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
    }
    const console = await get('127.0.0.1', preview.port, '/console');
    expect(console.body).toBe(built);
    const scripts = /script-src ([^;]*)/.exec(String(console.headers['content-security-policy']));
    expect(scripts?.[1]?.split(' ')).toEqual(["'self'", ...inlineScriptHashes(built)]);
  });
});

import { existsSync, readFileSync, realpathSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isIP } from 'node:net';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import picomatch from 'picomatch';
import {
  normalizePath,
  type Connect,
  type Plugin,
  type PreviewServer,
  type ProxyOptions,
  type ViteDevServer,
} from 'vite';
import { policyWithScripts } from '../../mock-server/src/http/page-csp.ts';
import { inlineScriptHashes } from '@matka/shared/html';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The dev server's port unless CLIENT_PORT names another (docs/configuration.md). */
export const DEFAULT_CLIENT_PORT = 5173;

/** CLIENT_PORT as a port number; `fallback` when unset or blank. A bad value stops the server. */
export function clientPort(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`CLIENT_PORT must be a port number (1-65535), not "${value}"`);
  return port;
}

/**
 * Where the dev and preview servers listen unless CLIENT_HOST (or Vite's `--host`) names another:
 * this machine only. Opening them to the network (phones on the LAN) is a choice made at start
 * (SECURITY.md, "The dev server").
 */
const DEFAULT_CLIENT_HOST = '127.0.0.1';

/** CLIENT_HOST as a listen address: an IP address or `localhost`. A bad value stops the server. */
export function clientHost(value: string | undefined): string {
  if (value === undefined || value.trim() === '') return DEFAULT_CLIENT_HOST;
  const host = value.trim();
  if (host !== 'localhost' && isIP(host) === 0)
    throw new Error(
      `CLIENT_HOST must be an IP address to listen on (0.0.0.0 for every network), not "${value}"`,
    );
  return host;
}

/**
 * Vite's own list of files it never serves (its `server.fs.deny` default, which a list of ours
 * replaces), then the mock's database wherever it is: `.data/` and any SQLite file with its WAL,
 * shared-memory and journal files. Whoever reads them holds every session token.
 */
const NEVER_SERVED = [
  '.env',
  '.env.*',
  '*.{crt,pem,key,p12,pfx,cer,der}',
  '.npmrc',
  '.yarnrc.yml',
  '**/.git/**',
  '**/.data/**',
  '*.{db,sqlite,sqlite3}',
  '*.{db,sqlite,sqlite3}-{wal,shm,journal}',
];

/**
 * The files the dev server may serve (`server.fs`): the client, the shared package it imports and
 * the installed packages, never the rest of the repository (the mock's database, its sources, the
 * fixtures), and never a file of NEVER_SERVED within those.
 */
export function servedFiles(): { allow: string[]; deny: string[] } {
  return {
    allow: ['client', 'shared', 'node_modules'].map((dir) => path.join(repositoryRoot, dir)),
    deny: [...NEVER_SERVED],
  };
}

/** NEVER_SERVED as Vite matches its own deny list: a name without `/` anywhere, any case, dotfiles too. */
const isNeverServed = picomatch(
  NEVER_SERVED.map((pattern) => (pattern.includes('/') ? pattern : `**/${pattern}`)),
  { nocase: true, dot: true },
);

/**
 * Whether a request names a file the dev server must not hand out (SECURITY.md, "The dev server"):
 * Vite checks the path a URL spells against `server.fs`, not the file it leads to, and its public
 * folder middleware checks nothing. So every file a URL can name (by `/@fs/`, from the client
 * folder, from its `public/`) is followed to its real path, and refused when that path, or the
 * one spelled, is in NEVER_SERVED, or when the real path leaves the allowed folders: a link under
 * `src/` to the mock's database, a database copied into `public/`, and the other workspaces, which
 * npm links into node_modules (`node_modules/@matka/mock-server` is the mock's sources).
 */
function refusesFile(root: string, publicDir: string): (url: string) => boolean {
  const allowed = servedFiles().allow.map((folder) => realpathSync(folder));
  const inAllowed = (file: string) =>
    allowed.some((folder) => file === folder || file.startsWith(`${folder}${path.sep}`));
  return (url) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.split(/[?#]/, 1)[0] ?? '/');
    } catch {
      return false; // Vite refuses a URL it cannot decode itself.
    }
    const spelled = pathname.startsWith('/@fs/')
      ? [pathname.slice('/@fs'.length)]
      : [root, ...(publicDir === '' ? [] : [publicDir])].map((dir) => path.join(dir, pathname));
    return spelled.some((file) => {
      let real: string;
      try {
        real = realpathSync(file);
      } catch {
        return false; // No such file: Vite answers its own way (the app's page).
      }
      return (
        isNeverServed(normalizePath(file)) || isNeverServed(normalizePath(real)) || !inAllowed(real)
      );
    });
  };
}

/**
 * Headers of every answer of the dev and preview servers: no page of another site may frame them
 * (a player's app or the testers' console clicked through a frame).
 */
function refuseFraming(response: ServerResponse): void {
  response.setHeader('x-frame-options', 'DENY');
  response.setHeader('content-security-policy', "frame-ancestors 'none'");
}

/** Sends the testers' console page under the mock's page policy, its inline scripts by their hashes. */
function sendConsole(response: ServerResponse, html: string): void {
  response.statusCode = 200;
  response.setHeader('content-type', 'text/html; charset=utf-8');
  response.setHeader('cache-control', 'no-cache');
  response.setHeader('content-security-policy', policyWithScripts(inlineScriptHashes(html)));
  response.setHeader('x-content-type-options', 'nosniff');
  response.end(html);
}

const isConsolePage = (request: IncomingMessage) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  ['/console', '/console.html'].includes((request.url ?? '').split(/[?#]/, 1)[0] ?? '');

/**
 * The dev server's guard, before Vite's own middlewares: refuses the files of `refusesFile` (403),
 * frames nothing, and serves the testers' console (console.html, which drives the game with the
 * control token) under the policy the mock serves it with. The preview server (the built client)
 * frames nothing either and gives its console the same policy.
 */
export function devServerGuard(): Plugin {
  return {
    name: 'matka-dev-server-guard',
    configureServer(server: ViteDevServer) {
      const refuses = refusesFile(server.config.root, server.config.publicDir);
      const consoleFile = path.join(server.config.root, 'console.html');
      const guard: Connect.NextHandleFunction = (request, response, next) => {
        if (refuses(request.url ?? '/')) {
          response.statusCode = 403;
          response.setHeader('content-type', 'text/plain; charset=utf-8');
          response.end('Forbidden');
          return;
        }
        refuseFraming(response);
        if (!isConsolePage(request)) return next();
        server
          .transformIndexHtml(request.url ?? '/console', readFileSync(consoleFile, 'utf8'))
          .then((html) => sendConsole(response, html), next);
      };
      server.middlewares.use(guard);
    },
    configurePreviewServer(server: PreviewServer) {
      const built = path.resolve(server.config.root, server.config.build.outDir, 'console.html');
      server.middlewares.use((request, response, next) => {
        refuseFraming(response);
        if (isConsolePage(request) && existsSync(built))
          return sendConsole(response, readFileSync(built, 'utf8'));
        next();
      });
    },
  };
}

/** The caller's address without the IPv4-mapped prefix a dual-stack socket adds. */
function peerAddress(request: IncomingMessage): string | undefined {
  const address = request.socket.remoteAddress;
  return address?.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
}

/**
 * The proxy tells the provider who called: X-Forwarded-For is set to the caller's address, in
 * place of whatever the caller sent, so the mock's per-address limits count each device and a
 * caller cannot name another address (the mock trusts the header from this machine only).
 */
export const forwardCallerAddress: NonNullable<ProxyOptions['configure']> = (proxy) => {
  proxy.on('proxyReq', (proxyRequest, request) => {
    const address = peerAddress(request);
    if (address === undefined) proxyRequest.removeHeader('x-forwarded-for');
    else proxyRequest.setHeader('x-forwarded-for', address);
  });
};

/** Who can open the app at a listen address: this machine, or the network at these addresses. */
export type Reach = { readonly network: false } | { readonly network: true; readonly at: string[] };

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);

/** Whom a server listening on `host` reaches; the network's addresses are this machine's own. */
function reachOf(host: string): Reach {
  if (LOOPBACK_HOSTS.has(host) || host.startsWith('127.')) return { network: false };
  const any = host === '0.0.0.0' || host === '::';
  const at = any
    ? Object.values(networkInterfaces())
        .flat()
        .filter((i) => i !== undefined && !i.internal && i.family === 'IPv4')
        .map((i) => i?.address ?? '')
    : [host];
  return { network: true, at };
}

/** The one line that says where to open the app, who else can, and where its provider calls go. */
export function whereToOpenLine(
  port: number,
  providerUrl: string,
  reach: Reach,
  localMock = true,
): string {
  const provider = localMock ? 'the mock provider' : 'the provider';
  const who = reach.network
    ? `open to the network: a phone opens ${
        reach.at
          .map((address) => `http://${address.includes(':') ? `[${address}]` : address}:${port}/`)
          .join(' or ') || `http://<this machine>:${port}/`
      }`
    : 'this machine only; CLIENT_HOST=0.0.0.0 opens it to phones on the network';
  return `Matka: open http://localhost:${port}/ (${who}); ${provider} is at ${providerUrl}`;
}

/**
 * Prints `whereToOpenLine` once the dev or preview server listens, so `npm start` says where the
 * app is among the mock's and Vite's own output.
 */
export function whereToOpen(providerUrl: string, localMock: boolean): Plugin {
  const announce = (server: ViteDevServer | PreviewServer) => {
    // The line below is the one address said: Vite's own banner would name the same server twice.
    server.printUrls = () => undefined;
    const http = server.httpServer;
    http?.once('listening', () => {
      const address = http.address();
      if (address !== null && typeof address === 'object')
        server.config.logger.info(
          whereToOpenLine(address.port, providerUrl, reachOf(address.address), localMock),
        );
    });
  };
  return {
    name: 'matka-where-to-open',
    configureServer: announce,
    configurePreviewServer: announce,
  };
}

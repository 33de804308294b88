import { realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, normalizePath, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
// Loaded by Vite's module runner (`--configLoader runner`, client/package.json), so build/ may import
// the shared package's TypeScript; relative imports name their file (`.ts`) as the loader wants.
import { compileHints } from './build/compile-hints.ts';
import { consoleBuild } from './build/console-build.ts';
import { firstLoadPreload } from './build/first-load-preload.ts';
import { inlineEntryStyles } from './build/inline-entry-css.ts';
import { precompress } from './build/precompress.ts';
import { prerenderRoutes } from './build/prerender.ts';
import { localMockUrl, ownMockCheck } from './build/own-mock.ts';
import {
  DEFAULT_CLIENT_PORT,
  clientHost,
  clientPort,
  devServerGuard,
  forwardCallerAddress,
  servedFiles,
  whereToOpen,
} from './build/dev-server.ts';

/**
 * The dev and preview servers proxy the provider's paths to PROVIDER_URL (default: the local
 * mock), so `config.json` can use the page's own origin: a phone on the LAN that opens the dev
 * server reaches the provider through it. PROVIDER_COOKIE adds the fixed session cookie the spec's
 * client sends, which a browser may not set itself (docs/decisions/003-runtime-config-and-dev-proxy.md).
 */
function providerProxy(env: Record<string, string>, target: string): Record<string, ProxyOptions> {
  const cookie = env.PROVIDER_COOKIE;
  const options: ProxyOptions = {
    target,
    changeOrigin: Boolean(env.PROVIDER_URL),
    ...(cookie ? { headers: { cookie } } : {}),
    configure: forwardCallerAddress,
  };
  // Provider endpoints (api-..., apiGetawayStatus), the mock's own pages and its control API. The
  // mock listens on 127.0.0.1 only, so a phone reaches it through this proxy; the control API stays
  // behind its x-control-token header (SECURITY.md), so a device on the network can play, not drive.
  return { '^/api': options, '/mock/': options, '/control/': options };
}

/**
 * `file` of the repository as module ids name it (a real path); read when building, as
 * reactRouterProduction, so a test importing this file does not.
 */
function inRepository(file: string): string {
  repository ??= realpathSync(fileURLToPath(new URL('..', import.meta.url)));
  return normalizePath(path.join(repository, file));
}
let repository: string | undefined;

/** Whether a module is in one of `folders` (paths in the repository). */
function inFolders(...folders: string[]): (id: string) => boolean {
  let prefixes: string[] | undefined;
  return (id) => {
    prefixes ??= folders.map((folder) => `${inRepository(folder)}/`);
    return prefixes.some((prefix) => normalizePath(id).startsWith(prefix));
  };
}

/** Whether a module is in the npm package `name`. */
const inPackage = (name: string) => (id: string) =>
  normalizePath(id).includes(`/node_modules/${name}/`);

/**
 * The code every signed-in screen needs in one chunk: client/src/core/ (the provider client and its
 * queries, the shell, shared hooks and components), shared's contract, rules and time, and TanStack
 * Query. Without it rolldown cuts some twenty small shared chunks by which routes import them, and
 * over HTTP/1.1 on a mobile network six connections fetching twenty files cost several round trips
 * before the first signed-in screen. The schemas (zod) stay apart: the landing needs them for
 * config.json, not the rest.
 */
const inSignedInCore = inFolders(
  'client/src/core',
  'shared/src/contract',
  'shared/src/rules',
  'shared/src/time',
);
const isStylesheet = (id: string) => id.endsWith('.css');
/** The entry sends the first requests with it before zod loads, so it stays in the entry. */
const isEntryRequest = (id: string) =>
  normalizePath(id) === inRepository('shared/src/contract/request.ts');
const chunkGroups = [
  { name: 'zod', test: inPackage('zod'), priority: 3 },
  // The landing's modal, icons and language choice: a chunk of their own.
  {
    name: 'ui',
    test: inFolders('client/src/components/ui'),
    priority: 2,
    includeDependenciesRecursively: false,
  },
  {
    name: 'signed-in',
    // Scripts only: a stylesheet (rates-panel.css) keeps a chunk of its own.
    test: (id: string) =>
      (inSignedInCore(id) || inPackage('@tanstack')(id)) &&
      !isEntryRequest(id) &&
      !isStylesheet(id),
    priority: 1,
    // Only the modules named: their dependencies (React, the router, the entry's own modules) stay
    // where they are, so the landing does not load this chunk.
    includeDependenciesRecursively: false,
  },
];

/** React Router's production build (read when building, so a test importing this file does not). */
const reactRouterProduction = () =>
  fileURLToPath(new URL('../node_modules/react-router/dist/production/index.mjs', import.meta.url));

/** Vite's own preview port, kept when CLIENT_PORT is unset so preview and dev can run side by side. */
const VITE_PREVIEW_PORT = 4173;

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), ['PROVIDER_', 'CLIENT_']);
  // Unset PROVIDER_URL: the mock `npm start` runs beside this server, on PORT as the mock reads it.
  const localMock = env.PROVIDER_URL ? undefined : localMockUrl(process.env.PORT);
  const providerUrl = env.PROVIDER_URL || (localMock ?? '');
  const proxy = providerProxy(env, providerUrl);
  // One port for dev and preview when CLIENT_PORT is set; taken ports fail instead of moving on,
  // so the printed address is the one the app is at.
  const port = clientPort(env.CLIENT_PORT, DEFAULT_CLIENT_PORT);
  const previewPort = clientPort(env.CLIENT_PORT, VITE_PREVIEW_PORT);
  // This machine only unless CLIENT_HOST (or --host) opens it to the network (SECURITY.md).
  const host = clientHost(env.CLIENT_HOST);
  return {
    plugins: [
      devServerGuard(),
      react(),
      firstLoadPreload(),
      inlineEntryStyles(),
      compileHints(),
      prerenderRoutes(),
      consoleBuild(),
      precompress(),
      whereToOpen(providerUrl, localMock !== undefined),
      ...(localMock === undefined ? [] : [ownMockCheck(localMock)]),
    ],
    // Relative asset URLs so one build can be served from any folder (the mock server or a CDN path).
    base: './',
    resolve: {
      // `@/` is src/ (tsconfig.json's `paths`).
      tsconfigPaths: true,
      // React Router's package exports only its development build (its warnings and invariant
      // texts); the build takes the production one it ships beside it.
      ...(mode === 'production'
        ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction() }] }
        : {}),
    },
    server: { port, strictPort: true, host, proxy, fs: servedFiles() },
    preview: { port: previewPort, strictPort: true, host, proxy },
    // The manifest lets scripts/check-budgets.ts find route chunks by source path.
    build: {
      target: 'es2022',
      cssCodeSplit: true,
      reportCompressedSize: true,
      manifest: true,
      rolldownOptions: {
        output: { codeSplitting: { groups: chunkGroups } },
        // Its plugin-time ratio reads this shared machine's load, not the build: a ten-line warning
        // that says nothing true (the build's speed is measured in docs/performance.md).
        checks: { bundlerTimings: false },
      },
    },
  };
});

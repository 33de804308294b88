import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import {
  parseRuntimeConfig,
  type RuntimeConfig,
} from '../../client/src/config/runtime-config-schema';
import { inlineScriptHashes } from '@matka/shared/html';
import { StartupError, type ServeConfig } from './config';

/** A file served from memory, with its validator. */
export interface ServedText {
  readonly body: Buffer;
  /** A strong ETag of the body (quoted). */
  readonly etag: string;
}

/** What the server reads once at start: the page, the deployer's config.json, and what the CSP needs. */
export interface ClientFiles {
  readonly indexHtml: ServedText;
  /**
   * The prerendered page of each route, by its lower-case path (`/login`; the landing is `/`):
   * the build's `pages/` (client/build/prerender.ts). A route without one gets index.html.
   */
  readonly pages: ReadonlyMap<string, ServedText>;
  readonly configJson: ServedText;
  readonly runtimeConfig: RuntimeConfig;
  /** CSP hash sources (`'sha256-...'`) of the pages' inline scripts, index.html's first. */
  readonly inlineScriptHashes: readonly string[];
}

function served(body: Buffer): ServedText {
  const digest = createHash('sha256').update(body).digest('base64url').slice(0, 22);
  return { body, etag: `"${digest}"` };
}

function readConfigJson(file: string): { text: Buffer; config: RuntimeConfig } {
  if (!existsSync(file)) {
    throw new StartupError(
      `No config.json at ${file}: put the deployment's config.json there or name it with CONFIG_JSON (docs/deploying.md).`,
    );
  }
  const text = readFileSync(file);
  let raw: unknown;
  try {
    raw = JSON.parse(text.toString('utf8'));
  } catch (error) {
    throw new StartupError(`${file} is not JSON: ${(error as Error).message}`);
  }
  try {
    return { text, config: parseRuntimeConfig(raw, { unknownKeys: 'refuse' }) };
  } catch (error) {
    throw new StartupError(`${file}: ${(error as Error).message}`);
  }
}

/** The build's prerendered pages (`pages/login.html` is `/login`, `pages/index.html` is `/`). */
function readPages(clientDist: string): Map<string, Buffer> {
  const dir = path.join(clientDist, 'pages');
  const pages = new Map<string, Buffer>();
  if (!existsSync(dir)) return pages;
  for (const name of readdirSync(dir)) {
    if (!name.endsWith('.html')) continue;
    const route = name === 'index.html' ? '/' : `/${name.slice(0, -'.html'.length)}`;
    pages.set(route.toLowerCase(), readFileSync(path.join(dir, name)));
  }
  return pages;
}

/** Reads and checks the built client and config.json; a missing build or a bad config stops the start. */
export function readClientFiles(
  config: Pick<ServeConfig, 'clientDist' | 'configJson'>,
): ClientFiles {
  const indexFile = path.join(config.clientDist, 'index.html');
  if (!existsSync(indexFile)) {
    throw new StartupError(
      `No built client in ${config.clientDist} (no index.html): run \`npm run build\` first, or set CLIENT_DIST.`,
    );
  }
  const html = readFileSync(indexFile);
  const pages = readPages(config.clientDist);
  const { text, config: runtimeConfig } = readConfigJson(config.configJson);
  const hashes = [html, ...pages.values()].flatMap((page) =>
    inlineScriptHashes(page.toString('utf8')),
  );
  return {
    indexHtml: served(html),
    pages: new Map([...pages].map(([route, body]) => [route, served(body)])),
    configJson: served(text),
    runtimeConfig,
    inlineScriptHashes: [...new Set(hashes)],
  };
}

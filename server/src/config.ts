import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Where `npm run build` writes the client. */
export const DEFAULT_CLIENT_DIST = path.join(repositoryRoot, 'client', 'dist');

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Something the server cannot start with: printed as is, and the process exits with 1. */
export class StartupError extends Error {
  override readonly name = 'StartupError';
}

/** An http(s) URL without query or fragment (a provider may live under a path: CodeIgniter in a folder). */
const providerUrl = z
  .string({ error: "required: the provider's base URL, e.g. https://provider.example" })
  .trim()
  .transform((value, ctx) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'not a URL (e.g. https://provider.example)' });
      return z.NEVER;
    }
    if (!['http:', 'https:'].includes(url.protocol) || url.search !== '' || url.hash !== '') {
      ctx.addIssue({ code: 'custom', message: 'an http(s) URL without ? or #' });
      return z.NEVER;
    }
    return url.href.replace(/\/+$/, '');
  });

/** A list of http(s) origins separated by commas or spaces (`https://cdn.example, https://img.example`). */
const originList = z.string().transform((value, ctx) => {
  const origins: string[] = [];
  for (const item of value.split(/[\s,]+/).filter(Boolean)) {
    const origin = URL.canParse(item) ? new URL(item).origin : 'null';
    if (origin === 'null' || origin !== item.replace(/\/$/, '')) {
      ctx.addIssue({
        code: 'custom',
        message: `${item} is not an origin like https://cdn.example`,
      });
      return z.NEVER;
    }
    origins.push(origin);
  }
  return origins;
});

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  PROVIDER_URL: providerUrl,
  // A header value: one line (a cookie with CR or LF would smuggle headers).
  PROVIDER_COOKIE: z
    .string()
    .regex(/^[^\r\n]+$/, 'one line, like ci_session=abc123')
    .optional(),
  CLIENT_DIST: z.string().min(1).optional(),
  CONFIG_JSON: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  // Fastify's trustProxy: addresses or subnets of the reverse proxy (`127.0.0.1`, `loopback`, `10.0.0.0/8`).
  TRUST_PROXY: z.string().min(1).optional(),
  IMAGE_ORIGINS: originList.optional(),
});

export interface ServeConfig {
  readonly port: number;
  readonly host: string;
  /** The provider's base URL, no trailing slash: `https://provider.example` or `https://host/app`. */
  readonly providerUrl: string;
  /** A `Cookie` header added to every forwarded request (the spec client's fixed session cookie). */
  readonly providerCookie: string | undefined;
  /** The built client folder (absolute). */
  readonly clientDist: string;
  /** The deployer's config.json (absolute): CONFIG_JSON, else the one in the client folder. */
  readonly configJson: string;
  readonly logLevel: LogLevel;
  /** Fastify's `trustProxy` (comma-separated addresses or subnets); undefined trusts no proxy. */
  readonly trustProxy: string | undefined;
  /** Origins images may come from besides this server and the provider (CSP `img-src`). */
  readonly imageOrigins: readonly string[];
}

/**
 * Reads the environment at start-up and names every bad variable (fail fast). Relative paths are
 * taken from the folder `npm run serve` was started in (npm's INIT_CWD), not the workspace's.
 */
export function loadServeConfig(env: NodeJS.ProcessEnv = process.env): ServeConfig {
  const blankToUndefined = Object.fromEntries(
    Object.entries(env).map(([key, value]) => [key, value === '' ? undefined : value]),
  );
  const parsed = EnvSchema.safeParse(blankToUndefined);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new StartupError(`Invalid server environment: ${problems}`);
  }
  const e = parsed.data;
  const from = env.INIT_CWD ?? process.cwd();
  const clientDist =
    e.CLIENT_DIST === undefined ? DEFAULT_CLIENT_DIST : path.resolve(from, e.CLIENT_DIST);
  return {
    port: e.PORT,
    host: e.HOST,
    providerUrl: e.PROVIDER_URL,
    providerCookie: e.PROVIDER_COOKIE,
    clientDist,
    configJson:
      e.CONFIG_JSON === undefined
        ? path.join(clientDist, 'config.json')
        : path.resolve(from, e.CONFIG_JSON),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    imageOrigins: e.IMAGE_ORIGINS ?? [],
  };
}

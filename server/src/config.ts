import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile as compileTrustedProxies } from '@fastify/proxy-addr';
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

/**
 * TRUST_PROXY: the reverse proxy's addresses or subnets, comma-separated (`127.0.0.1`, `10.0.0.0/8`,
 * proxy-addr's `loopback`). Checked here so a wrong value is one line at start, not Fastify's stack.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const hops = value
      .split(',')
      .map((hop) => hop.trim())
      .filter((hop) => hop !== '');
    try {
      if (hops.length === 0) throw new Error('empty');
      compileTrustedProxies(hops);
    } catch {
      ctx.addIssue({
        code: 'custom',
        message: `'${value}' is not a list of addresses or subnets (127.0.0.1, 10.0.0.0/8, loopback)`,
      });
      return z.NEVER;
    }
    return hops.join(',');
  });

/** Host names a request may name when ALLOWED_HOSTS is unset: this machine's. */
const DEFAULT_ALLOWED_HOSTS: readonly string[] = ['localhost', '127.0.0.1', '::1'];

/**
 * ALLOWED_HOSTS: host names separated by commas or spaces; `.example.com` also allows every
 * subdomain. No ports, no wildcard: a name the deployment answers to.
 */
const hostList = z.string().transform((value, ctx) => {
  const hosts: string[] = [];
  for (const item of value.split(/[\s,]+/).filter(Boolean)) {
    const host = item.toLowerCase().replace(/^\[(.*)\]$/, '$1');
    if (!/^\.?[a-z0-9]([a-z0-9.-]*[a-z0-9])?$|^[0-9a-f:.]+$/.test(host)) {
      ctx.addIssue({
        code: 'custom',
        message: `${item} is not a host name like play.example.com or .example.com`,
      });
      return z.NEVER;
    }
    hosts.push(host);
  }
  return hosts;
});

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  PROVIDER_URL: providerUrl,
  // A header value of printable ASCII: a cookie with CR or LF would smuggle headers, and one with
  // other control or non-ASCII characters makes every forwarded call fail.
  PROVIDER_COOKIE: z
    .string()
    .regex(/^[\x20-\x7E]+$/, 'printable ASCII on one line, like ci_session=abc123')
    .optional(),
  CLIENT_DIST: z.string().min(1).optional(),
  CONFIG_JSON: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  // Fastify's trustProxy: addresses or subnets of the reverse proxy (`127.0.0.1`, `loopback`, `10.0.0.0/8`).
  TRUST_PROXY: trustProxy.optional(),
  ALLOWED_HOSTS: hostList.optional(),
  IMAGE_ORIGINS: originList.optional(),
  READY_CHECK_SECONDS: z.coerce
    .number({ error: 'a number of seconds from 1 to 300' })
    .int('a whole number of seconds from 1 to 300')
    .min(1, 'a number of seconds from 1 to 300')
    .max(300, 'a number of seconds from 1 to 300')
    .default(5),
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
  /** Host names requests may name (lower case; `.example.com` for every subdomain). */
  readonly allowedHosts: readonly string[];
  /** How old the provider check `/readyz` answers with may be (READY_CHECK_SECONDS). */
  readonly readyCheckMs: number;
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
    allowedHosts: e.ALLOWED_HOSTS ?? DEFAULT_ALLOWED_HOSTS,
    readyCheckMs: e.READY_CHECK_SECONDS * 1000,
  };
}

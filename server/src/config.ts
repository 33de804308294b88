import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile as compileTrustedProxies } from '@fastify/proxy-addr';
import { z } from 'zod';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const DEFAULT_CLIENT_DIST = path.join(repositoryRoot, 'client', 'dist');

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Printed as is; the process exits with 1. */
export class StartupError extends Error {
  override readonly name = 'StartupError';
}

/** A provider may live under a path (CodeIgniter in a folder). */
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

/** Checked here so a wrong value is one line at start, not Fastify's stack. */
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

const DEFAULT_ALLOWED_HOSTS: readonly string[] = ['localhost', '127.0.0.1', '::1'];

/** No ports, no wildcard: a name the deployment answers to. */
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
  // A cookie with CR or LF would smuggle headers; other control or non-ASCII characters fail every
  // call.
  PROVIDER_COOKIE: z
    .string()
    .regex(/^[\x20-\x7E]+$/, 'printable ASCII on one line, like ci_session=abc123')
    .optional(),
  CLIENT_DIST: z.string().min(1).optional(),
  CONFIG_JSON: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
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

/** docs/configuration.md's table of the production server is checked against these. */
export const ENV_VARIABLES: readonly string[] = Object.keys(EnvSchema.shape);

export interface ServeConfig {
  readonly port: number;
  readonly host: string;
  readonly providerUrl: string;
  /** The spec client's fixed session cookie. */
  readonly providerCookie: string | undefined;
  readonly clientDist: string;
  readonly configJson: string;
  readonly logLevel: LogLevel;
  readonly trustProxy: string | undefined;
  readonly imageOrigins: readonly string[];
  readonly allowedHosts: readonly string[];
  readonly readyCheckMs: number;
}

/** Relative paths are taken from where `npm run serve` was typed (npm's INIT_CWD). */
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

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { compile as compileTrustedProxies } from '@fastify/proxy-addr';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { z } from 'zod';
import { dataDir } from './data-dir';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const DEFAULT_CLIENT_DIST = path.join(repositoryRoot, 'client', 'dist');

export const DEFAULT_APP_KEY = 'matka-dev-app-key';

const DEFAULT_CLIENT_PORT = 5173;

/** A guessable token is no secret. */
const MIN_CONTROL_TOKEN_LENGTH = 16;

/** How the mock answers (docs/lenient-profile.md). */
export type ProviderProfile = 'spec' | 'lenient';

export const DEFAULT_NOTICE_SHARE = 0.1;

const DURATION_UNITS_MS = { d: 86_400_000, h: 3_600_000, m: 60_000, s: 1000 } as const;

/** '30d', '12h', '90m', '45s' to milliseconds. */
const Duration = z
  .string()
  .regex(/^\d{1,6}[dhms]$/, "a duration such as '30d', '12h', '90m' or '45s'")
  .transform((text) => {
    const unit = text.slice(-1) as keyof typeof DURATION_UNITS_MS;
    return Number(text.slice(0, -1)) * DURATION_UNITS_MS[unit];
  })
  .refine((ms) => ms > 0, 'a duration above zero');

const ORIGIN_PATTERN =
  /^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$|^https?:\/\/\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;
const OriginList = z
  .string()
  .transform((text) =>
    text
      .split(',')
      .map((origin) => origin.trim())
      .filter((origin) => origin !== ''),
  )
  .refine(
    (origins) => origins.length > 0 && origins.every((origin) => ORIGIN_PATTERN.test(origin)),
    "comma-separated origins such as 'http://localhost:5173' (no path, no '*')",
  );

/** This machine, where `npm start`'s dev server and `npm run serve` run in front of the mock. */
export const DEFAULT_TRUST_PROXY = 'loopback';

/** Checked here so a bad value is one line at start, not a stack from Fastify. */
const TrustProxy = z
  .string()
  .trim()
  .transform((text, ctx): string | false => {
    if (text === 'none') return false;
    const hops = text
      .split(',')
      .map((hop) => hop.trim())
      .filter((hop) => hop !== '');
    try {
      if (hops.length === 0) throw new Error('empty');
      compileTrustedProxies(hops);
    } catch {
      ctx.addIssue({
        code: 'custom',
        message: `'${text}' is not a list of addresses or subnets (127.0.0.1, 10.0.0.0/8, loopback) or none`,
      });
      return z.NEVER;
    }
    return hops.join(',');
  });

const HOST_NAME = /^\.?[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/;
const HostList = z
  .string()
  .transform((text) =>
    text
      .toLowerCase()
      .split(/[\s,]+/)
      .filter((host) => host !== ''),
  )
  .superRefine((hosts, ctx) => {
    const bad = hosts.find((host) => !HOST_NAME.test(host));
    if (bad !== undefined)
      ctx.addIssue({
        code: 'custom',
        message: `${bad} is not a host name like mock.example.com or .example.com`,
      });
  });

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8787),
  HOST: z.string().min(1).default('127.0.0.1'),
  CLIENT_PORT: z.coerce.number().int().min(1).max(65535).default(DEFAULT_CLIENT_PORT),
  MOCK_DATA_DIR: z.string().min(1).optional(),
  MOCK_DB: z.string().min(1).optional(),
  MOCK_SCENARIO: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'a scenario name of fixtures/scenarios')
    .default('default'),
  MOCK_APP_KEY: z.string().min(1).default(DEFAULT_APP_KEY),
  MOCK_CONTROL: z.enum(['0', '1']).default('1'),
  MOCK_STATIC_DIR: z.string().min(1).optional(),
  MOCK_CONSOLE_DIR: z.string().min(1).optional(),
  MOCK_CORS_ORIGIN: OriginList.optional(),
  MOCK_ALLOWED_HOSTS: HostList.optional(),
  MOCK_CONTROL_TOKEN: z
    .string()
    .min(MIN_CONTROL_TOKEN_LENGTH, `at least ${MIN_CONTROL_TOKEN_LENGTH} characters`)
    .max(512)
    .optional(),
  MOCK_SESSION_IDLE: Duration.prefault('30d'),
  MOCK_RATE_LIMIT: z.enum(['0', '1']).default('1'),
  MOCK_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
  MOCK_OTP_PER_PHONE: z.coerce.number().int().min(1).default(20),
  MOCK_OTP_PER_ADDRESS: z.coerce.number().int().min(1).default(200),
  MOCK_LOGIN_PER_PHONE_AND_ADDRESS: z.coerce.number().int().min(1).default(20),
  MOCK_LOGIN_PER_ADDRESS: z.coerce.number().int().min(1).default(600),
  MOCK_LOGIN_PER_PHONE: z.coerce.number().int().min(1).default(30),
  MOCK_TRUST_PROXY: TrustProxy.prefault(DEFAULT_TRUST_PROXY),
  MOCK_CHANGE_PASSWORD_PER_PLAYER: z.coerce.number().int().min(1).default(10),
  MOCK_CHANGE_PASSWORD_PER_ADDRESS: z.coerce.number().int().min(1).default(60),
  MOCK_LOOKUP_PER_PLAYER: z.coerce.number().int().min(1).default(30),
  MOCK_LOOKUP_PER_ADDRESS: z.coerce.number().int().min(1).default(120),
  MOCK_LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info'),
  MOCK_PROFILE: z.enum(['spec', 'lenient']).default('spec'),
  MOCK_NOTICE_SHARE: z.coerce.number().min(0).max(1).default(DEFAULT_NOTICE_SHARE),
});

/** docs/configuration.md's table of the mock is checked against these. */
export const ENV_VARIABLES: readonly string[] = Object.keys(EnvSchema.shape);

/**
 * The defaults let a browser test suite sign in ~50 times a minute from one address (SECURITY.md).
 */
export interface RateLimitSettings {
  readonly windowMs: number;
  readonly otpPerPhone: number;
  readonly otpPerAddress: number;
  readonly loginPerPhoneAndAddress: number;
  readonly loginPerAddress: number;
  readonly loginPerPhone: number;
  readonly slowedSignInPauseMs?: number;
  readonly changePasswordPerPlayer: number;
  readonly changePasswordPerAddress: number;
  readonly lookupPerPlayer: number;
  readonly lookupPerAddress: number;
}

export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly dbFile: string;
  readonly scenario: string;
  readonly appKey: string;
  readonly control: boolean;
  readonly controlToken: { readonly value: string; readonly generated: boolean };
  readonly staticDir: string | undefined;
  readonly consoleDir: string;
  readonly corsOrigins: readonly string[];
  readonly allowedHosts: readonly string[];
  readonly trustProxy: string | false;
  readonly sessionIdleMs: number;
  readonly logLevel: string;
  readonly rateLimit: RateLimitSettings | false;
  readonly profile: ProviderProfile;
  readonly noticeShare: number;
}

export function devOrigins(clientPort: number = DEFAULT_CLIENT_PORT): string[] {
  return [`http://localhost:${clientPort}`, `http://127.0.0.1:${clientPort}`];
}

/**
 * Names every bad variable at once. Relative paths are taken from where the command was typed
 * (npm's INIT_CWD).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const blankToUndefined = Object.fromEntries(
    Object.entries(env).map(([k, v]) => [k, v === '' ? undefined : v]),
  );
  const parsed = EnvSchema.safeParse(blankToUndefined);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid mock-server environment: ${problems}`);
  }
  const e = parsed.data;
  const from = env['INIT_CWD'] ?? process.cwd();
  const data = dataDir(env);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: data,
    dbFile: e.MOCK_DB === undefined ? path.join(data, 'mock.db') : path.resolve(from, e.MOCK_DB),
    scenario: e.MOCK_SCENARIO,
    appKey: e.MOCK_APP_KEY,
    control: e.MOCK_CONTROL !== '0',
    controlToken:
      e.MOCK_CONTROL_TOKEN === undefined
        ? { value: randomBytes(24).toString('hex'), generated: true }
        : { value: e.MOCK_CONTROL_TOKEN, generated: false },
    staticDir: e.MOCK_STATIC_DIR === undefined ? undefined : path.resolve(from, e.MOCK_STATIC_DIR),
    consoleDir:
      e.MOCK_CONSOLE_DIR === undefined
        ? DEFAULT_CLIENT_DIST
        : path.resolve(from, e.MOCK_CONSOLE_DIR),
    corsOrigins: e.MOCK_CORS_ORIGIN ?? devOrigins(e.CLIENT_PORT),
    allowedHosts: e.MOCK_ALLOWED_HOSTS ?? [],
    trustProxy: e.MOCK_TRUST_PROXY,
    sessionIdleMs: e.MOCK_SESSION_IDLE,
    logLevel: e.MOCK_LOG_LEVEL,
    profile: e.MOCK_PROFILE,
    noticeShare: e.MOCK_NOTICE_SHARE,
    rateLimit:
      e.MOCK_RATE_LIMIT === '0'
        ? false
        : {
            windowMs: e.MOCK_RATE_LIMIT_WINDOW_MS,
            otpPerPhone: e.MOCK_OTP_PER_PHONE,
            otpPerAddress: e.MOCK_OTP_PER_ADDRESS,
            loginPerPhoneAndAddress: e.MOCK_LOGIN_PER_PHONE_AND_ADDRESS,
            loginPerAddress: e.MOCK_LOGIN_PER_ADDRESS,
            loginPerPhone: e.MOCK_LOGIN_PER_PHONE,
            changePasswordPerPlayer: e.MOCK_CHANGE_PASSWORD_PER_PLAYER,
            changePasswordPerAddress: e.MOCK_CHANGE_PASSWORD_PER_ADDRESS,
            lookupPerPlayer: e.MOCK_LOOKUP_PER_PLAYER,
            lookupPerAddress: e.MOCK_LOOKUP_PER_ADDRESS,
          },
  };
}

/** A folder the mock cannot serve stops the start, instead of a 404 on every page. */
export function checkStaticDir(dir: string): void {
  if (!fs.existsSync(path.join(dir, 'index.html')))
    throw new Error(
      `Invalid mock-server environment: MOCK_STATIC_DIR: ${dir} has no index.html: build the client (npm run build) and give its folder, client/dist`,
    );
}

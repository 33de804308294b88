import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { z } from 'zod';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Where the development database lives when MOCK_DB is not set: `.data/mock.db` at the repository root (git-ignored). */
const DEFAULT_DB_FILE = path.join(repositoryRoot, '.data', 'mock.db');

/** The app key the mock provider accepts when MOCK_APP_KEY is not set. */
export const DEFAULT_APP_KEY = 'matka-dev-app-key';

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8787),
  HOST: z.string().min(1).default('0.0.0.0'),
  MOCK_DB: z.string().min(1).default(DEFAULT_DB_FILE),
  MOCK_SCENARIO: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'a scenario name of fixtures/scenarios')
    .default('default'),
  MOCK_APP_KEY: z.string().min(1).default(DEFAULT_APP_KEY),
  MOCK_CONTROL: z.enum(['0', '1']).default('1'),
  MOCK_STATIC_DIR: z.string().min(1).optional(),
  MOCK_CORS_ORIGIN: z.string().min(1).optional(),
  MOCK_RATE_LIMIT: z.enum(['0', '1']).default('1'),
  MOCK_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
  MOCK_OTP_PER_PHONE: z.coerce.number().int().min(1).default(20),
  MOCK_OTP_PER_ADDRESS: z.coerce.number().int().min(1).default(200),
  MOCK_LOGIN_PER_PHONE: z.coerce.number().int().min(1).default(100),
  MOCK_LOGIN_PER_ADDRESS: z.coerce.number().int().min(1).default(600),
  MOCK_LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info'),
});

/**
 * Abuse limits: OTP requests (`api-check-mobile`, `api-forget-check-mobile`, `api-resend-otp`) and
 * login attempts, per phone number and per client address, in a sliding window. The defaults let a
 * browser test suite log in ~50 times a minute from one address.
 */
export interface RateLimitSettings {
  readonly windowMs: number;
  readonly otpPerPhone: number;
  readonly otpPerAddress: number;
  readonly loginPerPhone: number;
  readonly loginPerAddress: number;
}

export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  readonly dbFile: string;
  readonly scenario: string;
  readonly appKey: string;
  readonly control: boolean;
  readonly staticDir: string | undefined;
  /** undefined: reflect any origin (a local development tool). */
  readonly corsOrigin: string | undefined;
  readonly logLevel: string;
  /** false: no abuse limits (MOCK_RATE_LIMIT=0). */
  readonly rateLimit: RateLimitSettings | false;
}

/** Parses the environment at start-up and names every bad variable (fail fast). */
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
  return {
    port: e.PORT,
    host: e.HOST,
    dbFile: path.resolve(e.MOCK_DB),
    scenario: e.MOCK_SCENARIO,
    appKey: e.MOCK_APP_KEY,
    control: e.MOCK_CONTROL !== '0',
    staticDir: e.MOCK_STATIC_DIR === undefined ? undefined : path.resolve(e.MOCK_STATIC_DIR),
    corsOrigin: e.MOCK_CORS_ORIGIN,
    logLevel: e.MOCK_LOG_LEVEL,
    rateLimit:
      e.MOCK_RATE_LIMIT === '0'
        ? false
        : {
            windowMs: e.MOCK_RATE_LIMIT_WINDOW_MS,
            otpPerPhone: e.MOCK_OTP_PER_PHONE,
            otpPerAddress: e.MOCK_OTP_PER_ADDRESS,
            loginPerPhone: e.MOCK_LOGIN_PER_PHONE,
            loginPerAddress: e.MOCK_LOGIN_PER_ADDRESS,
          },
  };
}

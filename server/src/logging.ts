import type { FastifyServerOptions } from 'fastify';
import type { LogLevel } from './config';

/**
 * Body fields that are secrets: the session token, passwords, OTPs, the app key (spec section 7
 * field names), and the registration's fixed PIN.
 */
const SECRET_BODY_FIELDS = [
  'unique_token',
  'password',
  'new_pass',
  'old_pass',
  'otp',
  'app_key',
  'security_pin',
] as const;

const REDACTED = '[redacted]';
const SECRET_FIELDS: ReadonlySet<string> = new Set(SECRET_BODY_FIELDS);

/**
 * `value` with every secret field replaced, at any depth: a body may carry a secret inside an
 * object or a list (the Gali bid's `new_result.unique_token`), which path-based redaction misses.
 */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      SECRET_FIELDS.has(key) ? REDACTED : withoutSecrets(item),
    ]),
  );
}

/**
 * pino, as Fastify's logger: one JSON object a line. Fastify's request serializer logs method,
 * URL, host and address, never headers or bodies; bodies are logged at `trace` only
 * (`provider-proxy.ts`) with every secret field replaced at any depth (`withoutSecrets`), and these
 * paths are redacted wherever they appear, so a token, a password or the provider's cookie cannot
 * reach the log at any level.
 */
export function loggerOptions(
  level: LogLevel,
  stream?: NodeJS.WritableStream,
): NonNullable<Exclude<FastifyServerOptions['logger'], boolean>> {
  return {
    level,
    redact: {
      paths: [
        ...SECRET_BODY_FIELDS.map((field) => `body.${field}`),
        'req.headers.cookie',
        'req.headers.authorization',
        'headers.cookie',
        'headers.authorization',
        'res.headers["set-cookie"]',
      ],
      censor: REDACTED,
    },
    ...(stream === undefined ? {} : { stream }),
  };
}

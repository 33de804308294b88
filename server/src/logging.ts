import type { FastifyServerOptions } from 'fastify';
import type { LogLevel } from './config';

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

/** At any depth: the Gali bid's token inside `new_result` escapes path-based redaction. */
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

/** Bodies only at `trace`, secrets replaced: a token, password or cookie never reaches the log. */
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

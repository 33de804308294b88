import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { controlEndpoints, endpointNames, endpoints } from '@matka/shared/contract';
import { APP_KEY, createTestServer, type TestServer } from '../helper';
import {
  withSpecSpellings,
  withoutUnknownFields,
  type SchemaLike,
} from '../../src/http/request-fields';
import { SUBMIT_BID_ENDPOINTS } from '../../src/http/provider-route';

// Bad input gets a clear error and changes nothing, never a 500. Fuzzing: for every provider and
// control endpoint, at least 100 generated bodies its request schema refuses (missing fields, wrong
// types, huge, empty and unicode strings, numbers as strings and strings as numbers, negative and
// fractional points, SQL and HTML fragments, deep nesting, unknown fields) and non-JSON texts:
// every answer is a 4xx `{ status: false, msg }` and the database is the same before and after.
// A provider endpoint ignores the fields it does not name, so its bodies are bad without them.

const RUNS = 100;
let s: TestServer;
let token: string;
let fuzzed = 0;

beforeAll(async () => {
  s = await createTestServer();
  token = await s.login();
});
afterAll(async () => {
  console.log(
    `fuzzing: ${fuzzed} bad requests sent, every one refused with a 4xx, nothing changed`,
  );
  await s.close();
});

function keysOf(schema: unknown): string[] {
  const shape = (schema as { _zod?: { def?: { shape?: Record<string, unknown> } } })._zod?.def
    ?.shape;
  return shape === undefined ? [] : Object.keys(shape);
}

const deep = (depth: number): unknown => (depth === 0 ? 'x' : { a: deep(depth - 1) });
const nasty: fc.Arbitrary<unknown> = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '😀🎲',
    'नमस्ते',
    "' OR 1=1 --",
    "'; DROP TABLE users; --",
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '../../etc/passwd',
    '100',
    '-100',
    '10.5',
    '1e9',
    'NaN',
    'x'.repeat(5000),
  ),
  fc.integer(),
  fc.integer({ min: -1_000_000, max: -1 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0.5, -10, 10.25, 1e21, Number.MAX_SAFE_INTEGER),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.integer(), fc.string()), { maxLength: 5 }),
  fc.constant(deep(60)),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.string(), fc.integer()), { maxKeys: 4 }),
);

/** Bodies over the endpoint's own field names (so parsing gets past the first field) and more. */
function bodies(keys: string[]): fc.Arbitrary<unknown> {
  const common = ['env_type', 'app_key', 'unique_token', ...keys];
  const valueFor = (key: string): fc.Arbitrary<unknown> =>
    key === 'unique_token'
      ? fc.oneof(fc.constant(token), nasty)
      : key === 'app_key'
        ? fc.oneof(fc.constant(APP_KEY), nasty)
        : key === 'env_type'
          ? fc.oneof(fc.constant('Prod'), nasty)
          : nasty;
  const objectBody = fc
    .tuple(
      fc.subarray(common),
      fc.dictionary(fc.constantFrom('extra', '__proto__', 'constructor', 'x'), nasty, {
        maxKeys: 2,
      }),
    )
    .chain(([present, extra]) =>
      fc.tuple(...present.map((key) => valueFor(key))).map((values) => ({
        ...extra,
        ...Object.fromEntries(present.map((key, i) => [key, values[i]])),
      })),
    );
  return fc.oneof(
    { weight: 8, arbitrary: objectBody },
    {
      weight: 1,
      arbitrary: fc.oneof(fc.array(nasty, { maxLength: 3 }), fc.integer(), fc.string()),
    },
  );
}

const nonJson = fc.oneof(
  fc.string().map((t) => `{${t}`),
  fc.constantFrom('', 'undefined', "{'a': 1}", '{"a":}', '<xml/>', 'null,', '\u0000'),
);

async function expectRefused(url: string, payload: string): Promise<void> {
  const response = await s.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': 'application/json' },
  });
  fuzzed += 1;
  expect(
    response.statusCode,
    `${url} ${payload.slice(0, 300)} -> ${response.body}`,
  ).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, `${url} ${payload.slice(0, 300)} -> ${response.body}`).toBeLessThan(
    500,
  );
  const body = response.json<Record<string, unknown>>();
  expect(body['status']).toBe(false);
  expect(typeof body['msg']).toBe('string');
}

interface Target {
  url: string;
  request: z.ZodMiniType;
  /** Whether the endpoint refuses `body`. */
  refuses: (body: unknown) => boolean;
}

const targets: Target[] = [
  ...endpointNames.map((name) => {
    const request = endpoints[name].request as z.ZodMiniType;
    const spelled = (body: unknown) =>
      SUBMIT_BID_ENDPOINTS.has(name) && typeof body === 'object' && body !== null
        ? withSpecSpellings(body as Record<string, unknown>)
        : body;
    return {
      url: `/${endpoints[name].path}`,
      request,
      refuses: (body: unknown) =>
        !z.safeParse(
          request,
          withoutUnknownFields(request as unknown as SchemaLike, spelled(body)).value,
        ).success,
    };
  }),
  ...Object.values(controlEndpoints).map((e) => {
    const request = e.request as z.ZodMiniType;
    return {
      url: `/${e.path}`,
      request,
      refuses: (body: unknown) => !z.safeParse(request, body).success,
    };
  }),
];

describe('fuzzing every endpoint with bad bodies', () => {
  it.each(targets.map((t) => [t.url, t] as const))(
    '%s refuses them all and changes nothing',
    async (_url, target) => {
      const before = s.snapshot();
      await fc.assert(
        fc.asyncProperty(
          bodies(keysOf(target.request)).filter((b) => target.refuses(b)),
          async (body) => expectRefused(target.url, JSON.stringify(body)),
        ),
        { numRuns: RUNS },
      );
      await fc.assert(
        fc.asyncProperty(nonJson, async (text) => expectRefused(target.url, text)),
        { numRuns: 10 },
      );
      expect(s.snapshot()).toEqual(before);
    },
    60_000,
  );
});

import { bidTypeOfSpelling, sessionOfSpelling } from '@matka/shared/rules';

/**
 * Reading a request body that is not exactly the schema's: the fields a schema does not name are
 * left out (and named, so that the spec profile can say which), and the session and bid type of a
 * bid are read in any of the spec's spellings (docs/lenient-profile.md "Spec profile").
 */

/** The header naming the request fields an answer ignored (spec profile). */
export const IGNORED_FIELDS_HEADER = 'x-mock-ignored-fields';

/** The fields a log line names at most (a body may carry thousands). */
export const MAX_LOGGED_FIELDS = 20;
/** The header's length at most: well under what proxies take (Node's whole header limit is 16 KB). */
const MAX_HEADER_CHARS = 512;

/** A field path as printable ASCII: a plain one as it is, any other JSON-quoted with `\uXXXX` escapes. */
function printableName(name: string): string {
  if (/^[\w.[\]-]+$/.test(name)) return name;
  return JSON.stringify(name).replace(
    /[^\x20-\x7e]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * The ignored fields as a header value that can always be sent: printable ASCII only, at most
 * MAX_HEADER_CHARS long, ending with how many more there were when not all fit.
 */
export function ignoredFieldsHeader(ignored: readonly string[]): string {
  let value = '';
  let named = 0;
  for (const name of ignored) {
    const next = `${value === '' ? '' : `${value}, `}${printableName(name)}`;
    if (next.length > MAX_HEADER_CHARS - 24) break;
    value = next;
    named += 1;
  }
  const more = ignored.length - named;
  return more === 0 ? value : `${value}${value === '' ? '' : ', '}and ${more} more`;
}

/** The parts of a zod schema's definition this walk reads (zod's `_zod.def`, stable across zod 4). */
interface SchemaDef {
  readonly type: string;
  readonly shape?: Record<string, SchemaLike>;
  readonly in?: SchemaLike;
  readonly innerType?: SchemaLike;
  readonly element?: SchemaLike;
}
export interface SchemaLike {
  readonly _zod: { readonly def: SchemaDef };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A body without the fields a schema does not name, and those fields' paths. */
export interface KnownFields {
  readonly value: unknown;
  /** Paths of the fields left out, once each: `player_id`, `new_result.result[].line_no`. */
  readonly ignored: readonly string[];
}

/** `value` without the object keys `schema` does not name, at every depth. */
export function withoutUnknownFields(schema: SchemaLike, value: unknown): KnownFields {
  const ignored = new Set<string>();
  const walk = (inner: SchemaLike, item: unknown, at: string): unknown => {
    const def = inner._zod.def;
    switch (def.type) {
      case 'object': {
        if (!isRecord(item) || def.shape === undefined) return item;
        const shape = def.shape;
        const kept: [string, unknown][] = [];
        for (const [key, field] of Object.entries(item)) {
          if (Object.hasOwn(shape, key))
            kept.push([key, walk(shape[key] as SchemaLike, field, `${at}${key}.`)]);
          else ignored.add(`${at}${key}`);
        }
        return Object.fromEntries(kept);
      }
      case 'array':
        return Array.isArray(item) && def.element !== undefined
          ? item.map((element) => walk(def.element as SchemaLike, element, `${at.slice(0, -1)}[].`))
          : item;
      case 'pipe':
        return def.in === undefined ? item : walk(def.in, item, at);
      case 'optional':
      case 'nullable':
      case 'default':
      case 'prefault':
        return def.innerType === undefined ? item : walk(def.innerType, item, at);
      default:
        return item;
    }
  };
  const known = walk(schema, value, '');
  return { value: known, ignored: [...ignored] };
}

function canonical(value: unknown, read: (text: string) => string | undefined): unknown {
  return typeof value === 'string' ? (read(value) ?? value) : value;
}

/**
 * A submit-bid body with its sessions and bid types in the spelling the schema takes ('open' ->
 * 'Open', 'single panna' -> 'Single Pana'); anything else is left for the schema to refuse.
 */
export function withSpecSpellings(body: Record<string, unknown>): Record<string, unknown> {
  const bid = body['new_result'];
  if (!isRecord(bid)) return body;
  const lines = Array.isArray(bid['result'])
    ? bid['result'].map((line: unknown) =>
        isRecord(line)
          ? {
              ...line,
              session: canonical(line['session'], sessionOfSpelling),
              pana: canonical(line['pana'], bidTypeOfSpelling),
            }
          : line,
      )
    : bid['result'];
  return {
    ...body,
    new_result: {
      ...bid,
      session: canonical(bid['session'], sessionOfSpelling),
      pana: canonical(bid['pana'], bidTypeOfSpelling),
      result: lines,
    },
  };
}

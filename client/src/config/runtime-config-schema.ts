import { ProviderSectionSchema } from '@matka/shared/contract/provider-config';
import { distance } from 'fastest-levenshtein';
import { z } from 'zod/mini';

/**
 * The runtime configuration read from `config.json` beside `index.html`. The app ignores a top-level
 * key it does not know (a newer deployment's); `npm run serve` refuses one (`unknownKeys: 'refuse'`).
 */
export const RuntimeConfigSchema = z.object({
  /** Provider base URL without a trailing slash; '' means the page's own origin. */
  apiBaseUrl: z.string(),
  appKey: z.string().check(z.minLength(1)),
  envType: z.literal('Prod'),
  /** Payee address of the UPI payment link. */
  upiPayeeAddress: z.string().check(z.minLength(1)),
  /** Support number used when the provider's has no readable 10-digit mobile number. */
  supportFallback: z.string().check(z.minLength(1)),
  /** The landing's Download App link (an app package link); none: no link. */
  appDownloadUrl: z.optional(z.string()),
  /**
   * This provider's paths (null: it lacks the endpoint) and withdraw method codes; the spec's when
   * left out (docs/decisions/009).
   */
  provider: z.optional(ProviderSectionSchema),
});
export type RuntimeConfig = z.infer<typeof RuntimeConfigSchema>;

type Path = readonly PropertyKey[];
interface SchemaNode {
  readonly shape?: Record<string, SchemaNode>;
  readonly def?: { readonly innerType?: SchemaNode };
}

/** Through optional and nullable wrappers. */
function knownKeysAt(path: Path): string[] {
  let node: SchemaNode | undefined = RuntimeConfigSchema as unknown as SchemaNode;
  for (const key of path) {
    while (node?.shape === undefined && node?.def?.innerType !== undefined)
      node = node.def.innerType;
    node = node?.shape?.[String(key)];
  }
  while (node?.shape === undefined && node?.def?.innerType !== undefined) node = node.def.innerType;
  return Object.keys(node?.shape ?? {});
}

/** Case aside, at most 2 edits. */
function nearestKey(unknown: string, known: readonly string[]): string | undefined {
  let best: { key: string; edits: number } | undefined;
  for (const key of known) {
    const edits = distance(unknown.toLowerCase(), key.toLowerCase());
    if (edits <= Math.min(2, key.length - 1) && (best === undefined || edits < best.edits))
      best = { key, edits };
  }
  return best?.key;
}

const joined = (path: Path, key?: string) =>
  [...path, ...(key === undefined ? [] : [key])].map(String).join('.');

/** A misspelt key is named with the key it is near, not also reported missing. */
export function parseRuntimeConfig(
  raw: unknown,
  { unknownKeys = 'ignore' }: { readonly unknownKeys?: 'ignore' | 'refuse' } = {},
): RuntimeConfig {
  const result = RuntimeConfigSchema.safeParse(raw);
  const issues: { readonly code: string; readonly path: Path; readonly keys?: string[] }[] =
    result.success ? [] : [...result.error.issues];
  if (unknownKeys === 'refuse' && typeof raw === 'object' && raw !== null) {
    const known = new Set(knownKeysAt([]));
    const extra = Object.keys(raw).filter((key) => !known.has(key));
    if (extra.length > 0) issues.push({ code: 'unrecognized_keys', path: [], keys: extra });
  }
  if (result.success && issues.length === 0) return result.data;
  const unknown: string[] = [];
  const suggested = new Set<string>();
  for (const issue of issues) {
    if (issue.code !== 'unrecognized_keys') continue;
    for (const key of issue.keys ?? []) {
      const near = nearestKey(key, knownKeysAt(issue.path));
      if (near !== undefined) suggested.add(joined(issue.path, near));
      unknown.push(
        `${joined(issue.path, key)} (unknown key${near === undefined ? '' : `: did you mean ${near}?`})`,
      );
    }
  }
  const invalid = issues
    .filter((issue) => issue.code !== 'unrecognized_keys')
    .map((issue) => joined(issue.path) || '(root)')
    .filter((at) => !suggested.has(at));
  throw new Error(
    `config.json is missing or has invalid: ${[...new Set([...invalid, ...unknown])].join(', ')}`,
  );
}

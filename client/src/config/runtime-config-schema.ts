import { ProviderSectionSchema } from '@matka/shared/contract/provider-config';
import { z } from 'zod/mini';

/** The runtime configuration read from `config.json` beside `index.html`. */
export const RuntimeConfigSchema = z.object({
  /** Provider base URL without a trailing slash; '' means the page's own origin. */
  apiBaseUrl: z.string(),
  appKey: z.string().check(z.minLength(1)),
  envType: z.literal('Prod'),
  /** Payee address of the UPI payment link (spec section 7). */
  upiPayeeAddress: z.string().check(z.minLength(1)),
  /** Support number used when the provider's has no readable 10-digit mobile number (spec section 5). */
  supportFallback: z.string().check(z.minLength(1)),
  /** The landing's Download App link (spec section 2: an app package link); none: no link. */
  appDownloadUrl: z.optional(z.string()),
  /**
   * This provider's paths (null: it lacks the endpoint) and withdraw method codes; the spec's when
   * left out (docs/decisions/009).
   */
  provider: z.optional(ProviderSectionSchema),
});
export type RuntimeConfig = z.infer<typeof RuntimeConfigSchema>;

/** Parses a config object; the error names every missing or invalid field, and every unknown key. */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  const result = RuntimeConfigSchema.safeParse(raw);
  if (result.success) return result.data;
  const fields = result.error.issues.flatMap((issue) => {
    const at = issue.path.join('.');
    // A misspelt key is reported on its section: name the key itself.
    if (issue.code === 'unrecognized_keys')
      return issue.keys.map((key) => `${at === '' ? key : `${at}.${key}`} (unknown key)`);
    return [at || '(root)'];
  });
  throw new Error(`config.json is missing or has invalid: ${[...new Set(fields)].join(', ')}`);
}

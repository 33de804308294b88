import { z } from 'zod/mini';
import { endpointPaths, PAYMENT_METHOD, type EndpointPathName } from './request';

/**
 * The `provider` section of the client's `config.json` (docs/decisions/009): where this provider
 * has each endpoint, and its withdraw method codes. The client and the production server check
 * `config.json` with it. Imports no endpoint schema: the client loads it at start, before the contract.
 */

/** A path under the base URL: no leading slash, letters, digits, `-`, `_`, `.` and `/`, no `..`. */
const PATH_PATTERN = /^(?!.*\.\.)[A-Za-z0-9_.-]+(?:\/[A-Za-z0-9_.-]+)*$/;

/** One endpoint's path on this provider, or null when the provider lacks the endpoint. */
const ProviderPathSchema = z.nullable(
  z.string().check(z.maxLength(200), z.regex(PATH_PATTERN, 'Not a path under the base URL')),
);

const pathNames = Object.keys(endpointPaths) as EndpointPathName[];

/** Per endpoint name (the camelCase of its spec path), its path or null; an unknown name is an error. */
const ProviderPathsSchema = z.strictObject(
  Object.fromEntries(pathNames.map((name) => [name, z.optional(ProviderPathSchema)])) as Record<
    EndpointPathName,
    z.ZodMiniOptional<typeof ProviderPathSchema>
  >,
);

const withdrawCode = z.enum(['2', '3', '4']);

/** The `payment_method` code of each withdraw method; bank (`'1'` on some providers) is never sent. */
export const WithdrawMethodsSchema = z
  .strictObject({ googlePay: withdrawCode, paytm: withdrawCode, phonePe: withdrawCode })
  .check(
    z.refine(
      (codes) => new Set(Object.values(codes)).size === 3,
      'Each withdraw method needs its own code',
    ),
  );
export type WithdrawMethods = z.infer<typeof WithdrawMethodsSchema>;

/** The spec's withdraw method codes (section 9), used when the section leaves them out. */
export const SPEC_WITHDRAW_METHODS: WithdrawMethods = PAYMENT_METHOD;

export const ProviderSectionSchema = z.strictObject({
  paths: z.optional(ProviderPathsSchema),
  withdrawMethods: z.optional(WithdrawMethodsSchema),
});
export type ProviderSection = z.infer<typeof ProviderSectionSchema>;

import { z } from 'zod/mini';
import { endpointPaths, PAYMENT_METHOD, type EndpointPathName } from './request';

/**
 * config.json's `provider` section (docs/decisions/009-lenient-provider-client.md). Imports no
 * endpoint schema: the client reads it at start, before the contract loads.
 */

const PATH_PATTERN = /^(?!.*\.\.)[A-Za-z0-9_.-]+(?:\/[A-Za-z0-9_.-]+)*$/;

const ProviderPathSchema = z.nullable(
  z.string().check(z.maxLength(200), z.regex(PATH_PATTERN, 'Not a path under the base URL')),
);

const pathNames = Object.keys(endpointPaths) as EndpointPathName[];

/** An unknown endpoint name is an error. */
const ProviderPathsSchema = z.strictObject(
  Object.fromEntries(pathNames.map((name) => [name, z.optional(ProviderPathSchema)])) as Record<
    EndpointPathName,
    z.ZodMiniOptional<typeof ProviderPathSchema>
  >,
);

const withdrawCode = z.enum(['2', '3', '4']);

/** Bank (`'1'` on some providers) is never sent. */
export const WithdrawMethodsSchema = z
  .strictObject({ googlePay: withdrawCode, paytm: withdrawCode, phonePe: withdrawCode })
  .check(
    z.refine(
      (codes) => new Set(Object.values(codes)).size === 3,
      'Each withdraw method needs its own code',
    ),
  );
export type WithdrawMethods = z.infer<typeof WithdrawMethodsSchema>;

export const SPEC_WITHDRAW_METHODS: WithdrawMethods = PAYMENT_METHOD;

export const ProviderSectionSchema = z.strictObject({
  paths: z.optional(ProviderPathsSchema),
  withdrawMethods: z.optional(WithdrawMethodsSchema),
});
export type ProviderSection = z.infer<typeof ProviderSectionSchema>;

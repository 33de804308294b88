import type { z } from 'zod/mini';

type EndpointAuth = 'none' | 'token';

export interface EndpointSchemas {
  readonly auth: EndpointAuth;
  readonly request: z.ZodMiniType;
  readonly response: z.ZodMiniType;
  /** The client hides its feature (docs/decisions/009-lenient-provider-client.md). */
  readonly optional?: true;
  /** Real providers say "no data" as a refusal with these lists empty. */
  readonly lists?: readonly string[];
  /** Real providers never refuse a token: these all blank means the session ended. */
  readonly blankWhenSignedOut?: readonly string[];
}

export interface EndpointRow extends Omit<EndpointSchemas, 'request' | 'response'> {
  readonly request: () => z.ZodMiniType;
  readonly response: () => z.ZodMiniType;
}

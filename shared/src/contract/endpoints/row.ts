import type { z } from 'zod/mini';

/** Who may call an endpoint: anyone with the app key, or a signed-in player (`unique_token`). */
type EndpointAuth = 'none' | 'token';

/** What the table says of an endpoint; its path is `endpointPaths[name]` (request.ts). */
export interface EndpointSchemas {
  readonly auth: EndpointAuth;
  /** The whole JSON body, common fields included (strict). */
  readonly request: z.ZodMiniType;
  /** The answer (lenient): input is the wire form, output the normal form. */
  readonly response: z.ZodMiniType;
  /**
   * A provider may lack it: the client then hides its feature rather than failing
   * (docs/decisions/009). The others are required.
   */
  readonly optional?: true;
  /**
   * The answer's list keys: an HTTP 2xx answer with `status` false whose list keys are all empty or
   * absent is an empty list, not a refusal (real providers answer "no data" so).
   */
  readonly lists?: readonly string[];
  /**
   * Player fields a `status` true answer leaves blank when the provider no longer knows the token
   * (real providers never refuse one): all blank means the session ended.
   */
  readonly blankWhenSignedOut?: readonly string[];
}

/** A row as the table writes it: its schemas are built the first time they are read (lazy-schema.ts). */
export interface EndpointRow extends Omit<EndpointSchemas, 'request' | 'response'> {
  readonly request: () => z.ZodMiniType;
  readonly response: () => z.ZodMiniType;
}

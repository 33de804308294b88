import { z } from 'zod/mini';
import { IdSchema, requestSchema, tokenRequestSchema } from '../common';
import { GaliNewResultSchema, MainNewResultSchema, StarlineNewResultSchema } from '../entities';
import { wireMoney } from '../wire';
import { lazySchema } from '../lazy-schema';
import { msg, status } from './shapes';
import type { EndpointRow } from './row';

/** `wallet_amt` is the balance after. */
const SubmitBidResponseSchema = lazySchema(() =>
  z.object({
    ...status,
    ...msg,
    wallet_amt: z.optional(wireMoney),
  }),
);

function sameGame(body: { game_id: string; new_result: { gameid: string } }): boolean {
  return body.game_id === body.new_result.gameid;
}
const sameGameMessage = 'game_id must equal new_result.gameid';

/** The token travels inside `new_result` only. */
const ApiSubmitBidRequestSchema = lazySchema(() =>
  requestSchema({
    game_id: IdSchema,
    new_result: MainNewResultSchema(),
  }).check(z.refine(sameGame, sameGameMessage)),
);
const ApiSubmitBidResponseSchema = SubmitBidResponseSchema;

const ApiStarlineSubmitBidRequestSchema = lazySchema(() =>
  requestSchema({
    game_id: IdSchema,
    new_result: StarlineNewResultSchema(),
  }).check(z.refine(sameGame, sameGameMessage)),
);
const ApiStarlineSubmitBidResponseSchema = SubmitBidResponseSchema;

/** The token travels at the top level too; the one inside `new_result` must be the same. */
const ApiGalidisawarSubmitBidRequestSchema = lazySchema(() =>
  tokenRequestSchema({
    game_id: IdSchema,
    new_result: GaliNewResultSchema(),
  }).check(
    z.refine(sameGame, sameGameMessage),
    z.refine((body) => body.unique_token === body.new_result.unique_token, {
      message: 'new_result.unique_token must equal unique_token',
      path: ['new_result', 'unique_token'],
    }),
  ),
);
const ApiGalidisawarSubmitBidResponseSchema = SubmitBidResponseSchema;

export const bidEndpoints = {
  apiSubmitBid: {
    auth: 'token',
    request: ApiSubmitBidRequestSchema,
    response: ApiSubmitBidResponseSchema,
  },
  apiStarlineSubmitBid: {
    auth: 'token',
    request: ApiStarlineSubmitBidRequestSchema,
    response: ApiStarlineSubmitBidResponseSchema,
  },
  apiGalidisawarSubmitBid: {
    auth: 'token',
    request: ApiGalidisawarSubmitBidRequestSchema,
    response: ApiGalidisawarSubmitBidResponseSchema,
  },
} as const satisfies Readonly<Record<string, EndpointRow>>;

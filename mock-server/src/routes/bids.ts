import type { FastifyInstance } from 'fastify';
import type { z } from 'zod/mini';
import { endpoints } from '@matka/shared/contract';
import { providerMessages } from '@matka/shared/messages';
import type { MarketKind } from '@matka/shared/rules';
import type { ServerContext } from '../context';
import { provide, SerializedAnswer, Write } from '../http/provider-route';
import { Refusal } from '../lib/refusal';

type SubmitBid = 'apiSubmitBid' | 'apiStarlineSubmitBid' | 'apiGalidisawarSubmitBid';

/** The keys of an accepted bid's answer, in the order of the contract's response schema. */
const ANSWER_KEYS = ['status', 'msg', 'wallet_amt'];

/**
 * An accepted bid's answer, written out for its one fixed shape instead of serialized and checked
 * per bid (the hot path). The shape is the contract's: its keys are checked against the response
 * schema's when the route is made, and the first answer of each route is checked against the schema
 * like any other (when checks are on); `test/routes/bids.test.ts` checks every form.
 */
export function bidAnswerWriter(name: SubmitBid): (walletPoints: number) => SerializedAnswer {
  const shape = (endpoints[name].response as z.ZodMiniObject).def.shape;
  if (Object.keys(shape).join() !== ANSWER_KEYS.join())
    throw new Error(`${name}: the answer's keys are not ${ANSWER_KEYS.join(', ')}`);
  const msg = providerMessages.bidPlaced;
  const head = `{"status":true,"msg":${JSON.stringify(msg)},"wallet_amt":`;
  let checked = false;
  return (walletPoints) => {
    const json = `${head}${JSON.stringify(walletPoints)}}`;
    if (checked) return new SerializedAnswer(json, false);
    checked = true;
    return new SerializedAnswer(json, true, { status: true, msg, wallet_amt: walletPoints });
  };
}

/** The three submit-bid endpoints: every line checked, the total debited, the lines stored, in the group commit. */
export async function bidsRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: ServerContext },
): Promise<void> {
  const submitBid = (name: SubmitBid, kind: MarketKind) => {
    const answer = bidAnswerWriter(name);
    provide(app, ctx, name, ({ body, user, now }) => {
      const place = ctx.bids.prepare(user, kind, body.game_id, body.new_result, now);
      return new Write(() => {
        const placed = place();
        return placed instanceof Refusal ? placed : answer(placed.walletPoints);
      }, true);
    });
  };
  submitBid('apiSubmitBid', 'main');
  submitBid('apiStarlineSubmitBid', 'starline');
  submitBid('apiGalidisawarSubmitBid', 'gali');
}

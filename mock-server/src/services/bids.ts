import {
  checkBidLine,
  decidingResult,
  MAX_BID_POINTS,
  MINOR_PER_POINT,
  minor,
  minorToPoints,
  takesLine,
  TIMED_BID_TYPES,
  type BidType,
  type MarketKind,
} from '@matka/shared/rules';
import { providerMessages } from '@matka/shared/messages';
import type { GaliNewResult, MainNewResult, StarlineNewResult } from '@matka/shared/contract';
import type { WriteBatch } from '../db/write-batch';
import type { Repositories } from '../repositories';
import type { SessionUser } from '../repositories/sessions-repository';
import type { LedgerWriter } from './ledger';
import type { MarketsService } from './markets';
import { refuse, refuseUnlessBetting } from '../lib/refusal';

export function createBidsService(
  writes: WriteBatch,
  repos: Repositories,
  ledger: LedgerWriter,
  markets: MarketsService,
) {
  return {
    /**
     * Validates every line with the shared rules and the market's windows, then debits the total and
     * stores the lines in the next write batch; resolves once that batch is committed. Any bad line
     * refuses the whole bid (thrown at once); a balance that does not cover it rejects. Nothing is
     * stored then.
     */
    submit(
      user: SessionUser,
      kind: MarketKind,
      gameId: string,
      bid: MainNewResult | StarlineNewResult | GaliNewResult,
      now: number,
    ): Promise<{ walletPoints: number }> {
      refuseUnlessBetting(user);
      const market = markets.byId(Number(gameId));
      if (market === undefined || market.kind !== kind)
        return refuse(422, providerMessages.unknownGame);
      const state = markets.stateOf(market, now);

      const lines = bid.result.map((line) => {
        const bidType = line.pana as BidType;
        const check = checkBidLine(bidType, line, kind);
        if (!check.ok) return refuse(422, check.message);
        const settlesOn = decidingResult(kind, bidType, check.line.session);
        // The shared rule the client's tiles and session choice read (rules page "Time").
        if (!takesLine(state.offer, kind, bidType, check.line.session)) {
          const openSessionOnly = state.offer.takesBids && !TIMED_BID_TYPES.includes(bidType);
          return refuse(
            409,
            openSessionOnly
              ? providerMessages.openSessionClosed
              : providerMessages.biddingClosedFor(bidType),
          );
        }
        return { ...check.line, bidType, settlesOn };
      });

      const totalPoints = lines.reduce((sum, line) => sum + line.points, 0);
      if (totalPoints !== bid.totalbit) refuse(422, providerMessages.bidTotalMismatch);
      if (totalPoints > MAX_BID_POINTS)
        refuse(422, providerMessages.bidMaximum(String(MAX_BID_POINTS)));
      const totalMinor = minor(totalPoints * MINOR_PER_POINT);

      const placing = writes.enqueue(() => {
        // The debit is the first write and the only one that can refuse (nothing written then).
        const debited = ledger.debit({
          userId: user.id,
          amountMinor: totalMinor,
          kind: 'bid',
          note: `Bid: ${market.name} ${bid.pana} (${lines.length})`,
          ref: `market:${market.id}:${state.day}`,
          at: now,
        });
        if (debited === false) return undefined;
        for (const line of lines) {
          repos.bids.insert({
            userId: user.id,
            marketId: market.id,
            day: state.day,
            bidType: line.bidType,
            session: line.session,
            digits: line.digits,
            closedigits: line.closedigits,
            pointsMinor: line.points * MINOR_PER_POINT,
            settlesOn: line.settlesOn,
            createdAt: now,
          });
        }
        // The answer is built here, inside the batch: should it fail, the bid is undone with it
        // instead of being stored behind a 500.
        return { walletPoints: minorToPoints(debited.balanceMinor) };
      });
      return placing.then((placed) => placed ?? refuse(409, providerMessages.insufficientBalance));
    },
  };
}
export type BidsService = ReturnType<typeof createBidsService>;

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
import type { Repositories } from '../repositories';
import type { SessionUser } from '../repositories/sessions-repository';
import type { LedgerWriter } from './ledger';
import type { MarketState, MarketsService } from './markets';
import { Refusal, refuse, refuseUnlessBetting } from '../lib/refusal';

/** Why a market takes no line of this type and session now: the message the player is told. */
function closedMessage(offer: MarketState['offer'], bidType: BidType): string {
  const openSessionOnly = offer.takesBids && !TIMED_BID_TYPES.includes(bidType);
  return openSessionOnly
    ? providerMessages.openSessionClosed
    : providerMessages.biddingClosedFor(bidType);
}

export function createBidsService(
  repos: Repositories,
  ledger: LedgerWriter,
  markets: MarketsService,
) {
  return {
    /**
     * Checks every line with the shared rules and the market's windows now (a bad line refuses the
     * whole bid, thrown at once), and returns the write that places it: run in the writer's group
     * commit, it checks the market again and the balance at the moment it is written, and refuses
     * by returning a `Refusal` with nothing written.
     */
    prepare(
      user: SessionUser,
      kind: MarketKind,
      gameId: string,
      bid: MainNewResult | StarlineNewResult | GaliNewResult,
      now: number,
    ): () => { walletPoints: number } | Refusal {
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
        // The shared rule the client's tiles and session choice read (docs/game-rules.md#market-days-and-windows).
        if (!takesLine(state.offer, kind, bidType, check.line.session))
          return refuse(409, closedMessage(state.offer, bidType));
        return { ...check.line, bidType, settlesOn };
      });

      const totalPoints = lines.reduce((sum, line) => sum + line.points, 0);
      if (totalPoints !== bid.totalbit) refuse(422, providerMessages.bidTotalMismatch);
      if (totalPoints > MAX_BID_POINTS)
        refuse(422, providerMessages.bidMaximum(String(MAX_BID_POINTS)));
      const totalMinor = minor(totalPoints * MINOR_PER_POINT);

      return () => {
        // Whatever was written since the check (a declaration, a closure, a clock move) is seen here.
        const written = markets.stateOf(market, now);
        for (const line of lines) {
          if (!takesLine(written.offer, kind, line.bidType, line.session))
            return new Refusal(409, closedMessage(written.offer, line.bidType));
        }
        // The debit is the first write and the only one that can refuse (nothing written then).
        const debited = ledger.debit({
          userId: user.id,
          amountMinor: totalMinor,
          kind: 'bid',
          note: `Bid: ${market.name} ${bid.pana} (${lines.length})`,
          ref: `market:${market.id}:${state.day}`,
          at: now,
        });
        if (debited === false) return new Refusal(409, providerMessages.insufficientBalance);
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
        return { walletPoints: minorToPoints(debited.balanceMinor) };
      };
    },
  };
}
export type BidsService = ReturnType<typeof createBidsService>;

import {
  checkBidLine,
  decidingResult,
  minor,
  MINOR_PER_POINT,
  type BidType,
} from '@matka/shared/rules';
import type { Scenario } from './scenario-schema';
import { marketDayBefore, marketOf, pastInstant, playerIdOf, type SeedRun } from './seed-run';

/** Each scenario bid as a one-line bid at 08:00: checked by the shared rules, debited, stored pending. */
export function seedBids(run: SeedRun, bids: Scenario['bids']): void {
  const { repos, ledger } = run.ctx;
  for (const b of bids) {
    const market = marketOf(run, b.market);
    const check = checkBidLine(b.bid_type, b, market.kind);
    if (!check.ok) throw new Error(`Scenario bid ${b.bid_type} ${b.digits}: ${check.message}`);
    const userId = playerIdOf(run, b.user);
    const when = pastInstant(run, b.days_ago, 8 * 60);
    const amount = minor(b.points * MINOR_PER_POINT);
    const debited = ledger.debit({
      userId,
      amountMinor: amount,
      kind: 'bid',
      note: `Bid: ${market.name} ${b.bid_type} (1)`,
      at: when,
    });
    if (!debited) throw new Error(`Scenario bid of ${b.user} is not covered by the balance`);
    repos.bids.insert({
      userId,
      marketId: market.id,
      day: marketDayBefore(run, market, b.days_ago),
      bidType: b.bid_type,
      session: check.line.session,
      digits: b.digits,
      closedigits: b.closedigits,
      pointsMinor: amount,
      settlesOn: decidingResult(market.kind, b.bid_type as BidType, check.line.session),
      createdAt: when,
    });
    run.summary.bids += 1;
  }
}

// Which bids a market takes now: the one rule behind the app's tiles, session choice and bid date
// and the mock's checks (docs/decisions/007-one-rule-for-market-windows.md).
import { mainMarketOffer, slotOffer, type MarketOffer } from '../time/windows';
import { BID_SCREEN_INFO, lineSession, type BidScreen } from './bid-lines';
import { SESSIONS, type BidType, type MarketKind, type Session } from './bid-types';

/** Taken only before the open time, whatever their session. */
export const TIMED_BID_TYPES: readonly BidType[] = ['Jodi Digit', 'Half Sangam', 'Full Sangam'];

/** Starline and Gali read their `open_time` only. */
export function marketOffer(
  kind: MarketKind,
  openTime: string,
  closeTime: string,
  nowMs: number,
): MarketOffer {
  return kind === 'main' ? mainMarketOffer(openTime, closeTime, nowMs) : slotOffer(openTime, nowMs);
}

/** 'SP DP TP' stands for the Single, Double and Triple Pana lines it becomes. */
export function takesLine(
  offer: MarketOffer,
  kind: MarketKind,
  bidType: BidType | 'SP DP TP',
  session: Session,
): boolean {
  if (!offer.takesBids) return false;
  if (kind !== 'main') return true;
  const needsOpen = session === 'Open' || (TIMED_BID_TYPES as readonly string[]).includes(bidType);
  return !needsOpen || offer.openSession;
}

export function screenTakes(offer: MarketOffer, screen: BidScreen, chosen: Session): boolean {
  const { marketKind, bidType } = BID_SCREEN_INFO[screen];
  return takesLine(offer, marketKind, bidType, lineSession(screen, chosen));
}

export function screenOpens(offer: MarketOffer, screen: BidScreen): boolean {
  return SESSIONS.some((session) => screenTakes(offer, screen, session));
}

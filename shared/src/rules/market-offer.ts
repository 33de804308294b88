/**
 * Which bids a market takes now (`../shared/domain/matka-rules.md`, "Time"): the one rule behind
 * the client's game-type tiles, session choice and bid date and the server's submit checks. The
 * time part is `MarketOffer` (`@matka/shared/time`); this adds what each bid type needs of it.
 */
import { mainMarketOffer, slotOffer, type MarketOffer } from '../time/windows';
import { BID_SCREEN_INFO, lineSession, type BidScreen } from './bid-lines';
import { SESSIONS, type BidType, type MarketKind, type Session } from './bid-types';

/**
 * The spec's timed types (section 2, "Game-type menu"): Jodi, Half Sangam and Full Sangam are taken
 * only before the open time, whatever their session.
 */
export const TIMED_BID_TYPES: readonly BidType[] = ['Jodi Digit', 'Half Sangam', 'Full Sangam'];

/**
 * The offer of any market at `nowMs`: a main market by its open and close times, a Starline slot
 * or a Gali game by its time (its `open_time`; `closeTime` is not read).
 */
export function marketOffer(
  kind: MarketKind,
  openTime: string,
  closeTime: string,
  nowMs: number,
): MarketOffer {
  return kind === 'main' ? mainMarketOffer(openTime, closeTime, nowMs) : slotOffer(openTime, nowMs);
}

/**
 * Whether a line is taken under `offer`: Starline and Gali lines while the slot takes bids; a main
 * market's timed types and Open session lines (settled on the open result) before the open time;
 * its other Close session lines until the close time. 'SP DP TP' stands for the Single, Double and
 * Triple Pana lines it becomes.
 */
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

/** Whether a bid screen's line is taken with the session the player chose (Open or Close). */
export function screenTakes(offer: MarketOffer, screen: BidScreen, chosen: Session): boolean {
  const { marketKind, bidType } = BID_SCREEN_INFO[screen];
  return takesLine(offer, marketKind, bidType, lineSession(screen, chosen));
}

/**
 * Whether a game-type tile opens its bid screen: some session of the screen is taken now. When not,
 * the tile shows 'Bidding is closed for {game type}' (spec section 8).
 */
export function screenOpens(offer: MarketOffer, screen: BidScreen): boolean {
  return SESSIONS.some((session) => screenTakes(offer, screen, session));
}

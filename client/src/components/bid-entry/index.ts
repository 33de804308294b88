/**
 * The bid-entry kit: everything a bid screen needs, for main, Starline and Gali markets
 * (spec sections 2, 4, 5 and 7). Rules, lists and messages come from `@matka/shared`.
 *
 * The whole screen, for any `BidScreen` of `@matka/shared/rules`:
 *
 *   const game = parseGameState(useLocation().state);
 *   if (!game) return <MissingGameState title="Single Pana" />;
 *   return <BidEntryForm screen="starline-single-pana" game={game} title="Single Pana" />;
 *
 * `BidEntryForm` shows the title, the displayed balance (wallet minus cart), the read-only date
 * (the market day the bid belongs to), the Open/Close choice where the screen has one (Open disabled
 * from the open time of the market day, by the injected clock: `useMarketOffer`), the inputs with their suggestion lists, Points, Proceed (first error as a
 * 3 s toast, inputs cleared), the cart rows with labelled delete buttons, Submit ('Not enough
 * balance!' when the displayed balance is negative) and the confirm dialog, which submits with
 * `useSubmitBids(marketKind)` and shows 'Bid placed successfully!' or keeps the dialog open with
 * the failure. Starline and Gali screens send session 'Open' (`lineSession`).
 * Leaving the screen while the list holds bids asks first (`LeaveBidsDialog` on
 * `lib/use-leave-guard.ts`): the top bar's back, in-app links, the browser's back and a reload.
 *
 * `parseGameState(state)` reads `{ gameId, openTime, gameName, pana?, closeTime? }` from navigation
 * state; `MissingGameState({ title })` is the message and link home for a screen opened without it.
 */
export { BidEntryForm } from './bid-entry-form';
export { parseGameState, type GameState } from './game-state';
export { MissingGameState } from './missing-game-state';

/**
 * The bid-entry kit: everything a bid screen needs, for main, Starline and Gali markets
 * (spec sections 2, 4, 5 and 7). Rules, lists and messages come from `@matka/shared`.
 *
 * A feature's bid screens are rows of a table, `{ path, screen, title }` (`BidScreenRow`), turned
 * into lazily loaded routes by `bidEntryRoutes(rows, startOver?)` (bid-entry-routes.tsx, imported
 * directly so the route tables do not pull the kit into the entry). One component renders them
 * all, `BidEntryScreen`: the form for the game in the navigation state, or, without one, the
 * 'Invalid navigation' notice with the list to start over from (the home by default).
 *
 * `BidEntryForm` shows the title, the displayed balance (wallet minus cart), the read-only date
 * (the market day the bid belongs to), the Open/Close choice where the screen has one (Open
 * disabled from the open time of the market day, by the injected clock: `useMarketOffer`), the
 * inputs with their suggestion lists, Points, Proceed (first error as a 3 s toast, inputs
 * cleared), the cart rows with labelled delete buttons, Submit ('Not enough balance!' when the
 * displayed balance is negative) and the confirm dialog, which submits with
 * `useSubmitBids(marketKind)` and shows 'Bid placed successfully!' or keeps the dialog open with
 * the failure (the hook owns the lock, the failure message and the refetches). Starline and Gali
 * screens send session 'Open' (`lineSession`). Leaving the screen while the list holds bids asks
 * first (`LeaveBidsDialog` on `core/lib/use-leave-guard.ts`): the top bar's back, in-app links, the
 * browser's back and a reload.
 *
 * `parseGameState(state)` reads `{ gameId, openTime, gameName, pana?, closeTime? }` from navigation
 * state; `MissingGameState({ title })` is the message and link home for a screen opened without it.
 */
export { parseGameState, type GameState } from './game-state';
export { MissingGameState } from './missing-game-state';

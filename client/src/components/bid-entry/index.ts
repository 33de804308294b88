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
 * The parts, for a screen that needs its own layout:
 * - `parseGameState(state)`: `{ gameId, openTime, gameName, pana?, closeTime? }` from navigation
 *   state, or undefined.
 * - `useMarketOffer(kind, game)`: `(nowMs) => MarketOffer`, the shared `marketOffer` of the game
 *   (close time from the state, else the dashboard's row; unknown: nothing offered).
 * - `MissingGameState({ title })`: the message and link home for a screen opened without state.
 * - `useBidCart(walletMinor)`: `{ rows, lines, cartMinor, balanceMinor, add, remove, removeLines, clear }`.
 * - `useSessionChoice(screen, offer)`: `{ session, setSession, openSelectable }`.
 * - `DigitField`, `PointsField`, `BidDateField`, `SessionChoice`, `SpDpTpChoices`: labelled inputs.
 * - `CartList({ screen, rows, onDelete })`, `ConfirmDialog({ open, summary, submitting, error, ... })`.
 * - `useSubmitBids(kind)`: `submit({ gameId, gameName, bidDate, lines, onPlaced? })` resolves
 *   `{ placed: true }` or `{ placed: false, message? }`; ignores a second call while in flight.
 * - `buildSubmissions(kind, input)`: the `new_result` bodies, one per bid type and session.
 * - `fieldsOf(screen, session)`, `rowParts(screen, line)`, `hasSessionChoice(screen)`: per-screen layout.
 */
export { BidEntryForm, type BidEntryFormProps } from './bid-entry-form';
export { CartList, type CartListProps } from './cart-list';
export { ConfirmDialog, type BidSummary, type ConfirmDialogProps } from './confirm-dialog';
export {
  BidDateField,
  DigitField,
  PointsField,
  SessionChoice,
  SpDpTpChoices,
  type DigitFieldProps,
} from './fields';
export { parseGameState, type GameState } from './game-state';
export { MissingGameState } from './missing-game-state';
export {
  fieldsOf,
  hasSessionChoice,
  rowParts,
  type FieldSpec,
  type RowPart,
} from './screen-config';
export { buildSubmissions, type Submission, type SubmissionInput } from './submission';
export { useBidCart, type BidCart, type CartRow } from './use-bid-cart';
export { useMarketOffer } from './use-market-offer';
export { useSessionChoice } from './use-session-choice';
export { useSubmitBids, type SubmitBidsVariables, type SubmitOutcome } from './use-submit-bids';

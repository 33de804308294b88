import type { BidScreen } from '@matka/shared/rules';
import { useLocation } from 'react-router';
import { BidEntryForm } from '../../../components/bid-entry/bid-entry-form';
import { parseGameState } from '../../../components/bid-entry/game-state';
import { MissingStateNotice } from '../../../components/missing-state-notice';
import { STARLINE_START_OVER } from '../components/start-over';

/**
 * A Starline bid screen (spec section 2, "Star bid screens"): read-only date (today), the digit or
 * pana input with its suggestion list, Points, Proceed, Submit once the cart is non-empty, rows with
 * delete. Session is fixed Open and the cart goes out through api-starline-submit-bid (the kit does
 * both for `starline-*` screens).
 */
function StarlineBidScreen({
  screen,
  title,
}: {
  readonly screen: BidScreen;
  readonly title: string;
}) {
  const game = parseGameState(useLocation().state);
  if (!game) return <MissingStateNotice title={title} {...STARLINE_START_OVER} />;
  return <BidEntryForm screen={screen} game={game} title={title} />;
}

/** /StarSingle */
export function StarSingleDigitScreen() {
  return <StarlineBidScreen screen="starline-single-digit" title="Single Digit" />;
}

/** /Ssinglepana */
export function StarSinglePanaScreen() {
  return <StarlineBidScreen screen="starline-single-pana" title="Single Pana" />;
}

/** /Sdoublepana */
export function StarDoublePanaScreen() {
  return <StarlineBidScreen screen="starline-double-pana" title="Double Pana" />;
}

/** /Stripplepana */
export function StarTriplePanaScreen() {
  return <StarlineBidScreen screen="starline-triple-pana" title="Triple Pana" />;
}

import type { BidScreen } from '@matka/shared/rules';
import { useLocation } from 'react-router';
import { BidEntryForm } from '../../../components/bid-entry/bid-entry-form';
import { parseGameState } from '../../../components/bid-entry/game-state';
import { MissingStateNotice } from '../../../components/missing-state-notice';
import { GALI_START_OVER } from '../components/start-over';

/**
 * A Gali Disawar bid screen (spec section 2): Left Digit and Right Digit take 0-9, Jodi Digit 00-99.
 * Session is Open and bid_date D-MonthName-YYYY (spec section 7); the cart goes out through
 * api-galidisawar-submit-bid (the kit does all three for `gali-*` screens).
 */
function GaliBidScreen({ screen, title }: { readonly screen: BidScreen; readonly title: string }) {
  const game = parseGameState(useLocation().state);
  if (!game) return <MissingStateNotice title={title} {...GALI_START_OVER} />;
  return <BidEntryForm screen={screen} game={game} title={title} />;
}

/** /leftdigit */
export function LeftDigitScreen() {
  return <GaliBidScreen screen="gali-left-digit" title="Left Digit" />;
}

/** /rightdigit */
export function RightDigitScreen() {
  return <GaliBidScreen screen="gali-right-digit" title="Right Digit" />;
}

/** /jodidigit */
export function JodiDigitScreen() {
  return <GaliBidScreen screen="gali-jodi-digit" title="Jodi Digit" />;
}

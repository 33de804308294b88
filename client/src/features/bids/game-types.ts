import type { BidScreen } from '@matka/shared/rules';
import { paths } from '../../config/paths';

/** A tile of the main market's game-type menu (spec section 2, "Game-type menu"). */
export interface GameTypeTile {
  readonly label: string;
  readonly path: string;
  /**
   * The bid screen it opens: its bid type decides when the tile opens (`screenOpens`; Jodi, Half
   * Sangam and Full Sangam close at the open time, the others at the close time).
   */
  readonly screen: BidScreen;
}

export const GAME_TYPE_TILES: readonly GameTypeTile[] = [
  { label: 'Single Digit', path: paths.single, screen: 'single-digit' },
  { label: 'Jodi Digit', path: paths.jodi, screen: 'jodi-digit' },
  { label: 'Single Panna', path: paths.singlePana, screen: 'single-pana' },
  { label: 'Double Panna', path: paths.doublePana, screen: 'double-pana' },
  { label: 'Triple Panna', path: paths.triplePana, screen: 'triple-pana' },
  { label: 'Half Sangam', path: paths.halfSangam, screen: 'half-sangam' },
  { label: 'Full Sangam', path: paths.fullSangam, screen: 'full-sangam' },
  { label: 'SP DP TP', path: paths.spDpTp, screen: 'sp-dp-tp' },
  { label: 'SP Motor', path: paths.spMotor, screen: 'sp-motor' },
  { label: 'DP Motor', path: paths.dpMotor, screen: 'dp-motor' },
];

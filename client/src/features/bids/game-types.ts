import type { BidScreenRow } from '@/components/bid-entry/bid-entry-routes';
import { paths } from '@/config/paths';

/**
 * The main market's bid screens: each a tile of the game-type menu and a route (routes.tsx), with its title. The screen's bid type decides when the tile
 * opens (`screenOpens`; Jodi, Half Sangam and Full Sangam close at the open time, the others at
 * the close time).
 */
export const GAME_TYPE_TILES: readonly BidScreenRow[] = [
  { title: 'Single Digit', path: paths.single, screen: 'single-digit' },
  { title: 'Jodi Digit', path: paths.jodi, screen: 'jodi-digit' },
  { title: 'Single Panna', path: paths.singlePana, screen: 'single-pana' },
  { title: 'Double Panna', path: paths.doublePana, screen: 'double-pana' },
  { title: 'Triple Panna', path: paths.triplePana, screen: 'triple-pana' },
  { title: 'Half Sangam', path: paths.halfSangam, screen: 'half-sangam' },
  { title: 'Full Sangam', path: paths.fullSangam, screen: 'full-sangam' },
  { title: 'SP DP TP', path: paths.spDpTp, screen: 'sp-dp-tp' },
  { title: 'SP Motor', path: paths.spMotor, screen: 'sp-motor' },
  { title: 'DP Motor', path: paths.dpMotor, screen: 'dp-motor' },
];

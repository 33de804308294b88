import { paths } from '../../config/paths';

/** A tile of the main market's game-type menu (spec section 2, "Game-type menu"). */
export interface GameTypeTile {
  readonly label: string;
  readonly path: string;
  /** Jodi, Half Sangam and Full Sangam close at the open time. */
  readonly timed: boolean;
}

export const GAME_TYPE_TILES: readonly GameTypeTile[] = [
  { label: 'Single Digit', path: paths.single, timed: false },
  { label: 'Jodi Digit', path: paths.jodi, timed: true },
  { label: 'Single Panna', path: paths.singlePana, timed: false },
  { label: 'Double Panna', path: paths.doublePana, timed: false },
  { label: 'Triple Panna', path: paths.triplePana, timed: false },
  { label: 'Half Sangam', path: paths.halfSangam, timed: true },
  { label: 'Full Sangam', path: paths.fullSangam, timed: true },
  { label: 'SP DP TP', path: paths.spDpTp, timed: false },
  { label: 'SP Motor', path: paths.spMotor, timed: false },
  { label: 'DP Motor', path: paths.dpMotor, timed: false },
];

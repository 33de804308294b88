/**
 * The navigation state of every bid screen (spec section 2: "Bid screens receive navigation state:
 * gameId, openTime, gameName, pana"), plus the market's close time. A screen opened by a reload or
 * a typed URL has none.
 */
export interface GameState {
  readonly gameId: string;
  readonly openTime: string;
  readonly gameName: string;
  /** The bid type label of the chosen tile; the game-type menus receive no pana. */
  readonly pana?: string;
  /**
   * The market's close time (added to the spec's four fields): a main market's day, and so its
   * Open session and timed types, depend on it when it closes after midnight (rules page "Time").
   * Absent in state written without it; `useMarketOffer` then reads the dashboard's row.
   */
  readonly closeTime?: string;
}

function text(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' ? value : undefined;
}

/** The game of `location.state`, or undefined when it lacks a game id or name. */
export function parseGameState(state: unknown): GameState | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const record = state as Record<string, unknown>;
  const gameId = text(record['gameId']);
  const gameName = text(record['gameName']);
  if (!gameId || !gameName) return undefined;
  const pana = text(record['pana']);
  const closeTime = text(record['closeTime']);
  return {
    gameId,
    gameName,
    openTime: text(record['openTime']) ?? '',
    ...(pana === undefined ? {} : { pana }),
    ...(closeTime === undefined ? {} : { closeTime }),
  };
}

/** A bid screen's navigation state; one opened by a reload or a typed URL has none. */
export interface GameState {
  readonly gameId: string;
  readonly openTime: string;
  readonly gameName: string;
  /** The game-type menus receive none. */
  readonly pana?: string;
  /** Not in the spec; sets a night market's day (docs/game-rules.md#market-days-and-windows). */
  readonly closeTime?: string;
}

function text(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' ? value : undefined;
}

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

import type { BidType } from '@matka/shared/rules';

/** What the Gali list passes to the type chooser (spec section 2: gameId, openTime, gameName). */
export interface GaliGameState {
  readonly gameId: string;
  readonly openTime: string;
  readonly gameName: string;
}

/** What the type chooser passes to a bid screen (spec section 2: plus pana, the bid type). */
export interface GaliBidState extends GaliGameState {
  readonly pana: BidType;
}

function text(value: unknown, key: string): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const field = (value as Record<string, unknown>)[key];
  return typeof field === 'string' && field !== '' ? field : undefined;
}

/**
 * The game a screen was opened for, or undefined when it was opened without navigation state (a
 * reload of a bookmarked URL, a typed address).
 */
export function readGaliGameState(state: unknown): GaliGameState | undefined {
  const gameId = text(state, 'gameId');
  const gameName = text(state, 'gameName');
  if (gameId === undefined || gameName === undefined) return undefined;
  return { gameId, gameName, openTime: text(state, 'openTime') ?? '' };
}

/**
 * The one test of betting (docs/game-rules.md#players-and-roles): any value but '1', missing
 * included, means charts only.
 */
export function isBettingEnabled(bettingStatus: string | undefined): boolean {
  return bettingStatus === '1';
}

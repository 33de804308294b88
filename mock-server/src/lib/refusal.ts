import { providerMessages } from '@matka/shared/messages';
import { isBettingEnabled } from '@matka/shared/rules';

/**
 * A request the provider refuses, with the HTTP status it is answered with (one place decides the
 * codes; the table is in docs/mock-provider.md, "HTTP status codes"): 400 bad body, 401 bad app
 * key, session token or control token, 403 betting disabled for the player, 404 unknown path or
 * record, 409 refused by the current state (balance, closed market or session, already registered,
 * request no longer pending, withdraw hours, no OTP issued, a wallet at its maximum), 429 too many
 * attempts, 422 refused by a rule on the content (digit not allowed, points below the minimum or
 * above a maximum, totals that do not add up, unknown game, transfer to self, a name not allowed).
 */
export class Refusal extends Error {
  constructor(
    readonly httpStatus: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 500 | 503,
    readonly msg: string,
  ) {
    super(msg);
    this.name = 'Refusal';
  }
}

export const refuse = (httpStatus: Refusal['httpStatus'], msg: string): never => {
  throw new Refusal(httpStatus, msg);
};

/** A charts-only player (docs/game-rules.md#players-and-roles): refused before anything is read. */
export function refuseUnlessBetting(user: { readonly betting_status: string }): void {
  if (!isBettingEnabled(user.betting_status)) refuse(403, providerMessages.bettingDisabled);
}

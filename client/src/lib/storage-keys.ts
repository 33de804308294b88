/** The local storage keys of the signed-in session. */
export const SESSION_KEYS = {
  username: 'matka.username',
  token: 'matka.token',
  mobile: 'matka.mobile',
  passwordHash: 'matka.passwordHash',
} as const;

/** The device's language choice (docs/decisions/010); it outlives sign-out. */
export const LANGUAGE_KEY = 'matka.language';

// The mock prints `/console#token=...`: a fragment, so the token never reaches a server log.

const STORAGE_KEY = 'matka.console.controlToken';

/** Moves a `#token=...` of the address into sessionStorage and out of the address bar. */
export function adoptTokenFromAddress(): void {
  const match = /(?:^#|&)token=([^&]+)/.exec(window.location.hash);
  if (match === null) return;
  saveControlToken(decodeURIComponent(match[1] ?? ''));
  window.history.replaceState(null, '', window.location.pathname + window.location.search);
}

export function controlToken(): string | undefined {
  return window.sessionStorage.getItem(STORAGE_KEY) ?? undefined;
}

export function saveControlToken(token: string): void {
  if (token.trim() === '') window.sessionStorage.removeItem(STORAGE_KEY);
  else window.sessionStorage.setItem(STORAGE_KEY, token.trim());
}

/** Fired when the mock answers 401: the console asks for the control token. */
export const tokenRefusals = new EventTarget();

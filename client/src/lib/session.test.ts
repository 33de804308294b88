import { afterEach, describe, expect, it } from 'vitest';
import { getSession, reloadSession, watchOtherTabs } from './session';
import { SESSION_KEYS } from './storage-keys';

function storeInOtherTab(token: string): void {
  localStorage.setItem(SESSION_KEYS.username, 'Asha');
  localStorage.setItem(SESSION_KEYS.token, token);
  localStorage.setItem(SESSION_KEYS.mobile, '9876543210');
}

/** A window stand-in that only this test dispatches `storage` events to. */
function tab(): Window {
  return new EventTarget() as unknown as Window;
}

/** This tab signed in with `token`, following the other tabs through `target`. */
function signedInHere(token: string, target: Window): void {
  storeInOtherTab(token);
  reloadSession();
  watchOtherTabs(target);
}

afterEach(() => {
  localStorage.clear();
  reloadSession();
});

describe('another tab signing in or out', () => {
  it('signs this tab out when the other tab removes the session', () => {
    const target = tab();
    signedInHere('token-a', target);

    localStorage.removeItem(SESSION_KEYS.token);
    target.dispatchEvent(new StorageEvent('storage', { key: SESSION_KEYS.token }));

    expect(getSession()).toBeUndefined();
  });

  it('ignores storage events of keys that are not the session', () => {
    const target = tab();
    signedInHere('token-a', target);

    localStorage.removeItem(SESSION_KEYS.token);
    target.dispatchEvent(new StorageEvent('storage', { key: 'matka.language' }));

    expect(getSession()?.token).toBe('token-a');
  });

  it('catches up with a sign-in stored before it started listening', () => {
    reloadSession();
    expect(getSession()).toBeUndefined();

    storeInOtherTab('token-b');
    watchOtherTabs(tab());

    expect(getSession()).toEqual({ username: 'Asha', token: 'token-b', mobile: '9876543210' });
  });
});

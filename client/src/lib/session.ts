import { useSyncExternalStore } from 'react';
import { SESSION_KEYS } from './storage-keys';

/** The signed-in player. */
export interface Session {
  readonly username: string;
  readonly token: string;
  readonly mobile: string;
}

const KEYS = SESSION_KEYS;

type Listener = () => void;
const listeners = new Set<Listener>();
let current: Session | undefined = read();
const signOutHooks = new Set<() => void>();

function read(): Session | undefined {
  try {
    const username = localStorage.getItem(KEYS.username) ?? '';
    const token = localStorage.getItem(KEYS.token) ?? '';
    const mobile = localStorage.getItem(KEYS.mobile) ?? '';
    return token ? { username, token, mobile } : undefined;
  } catch {
    return undefined;
  }
}

function emit(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Also outside React: loaders, query functions. */
export function getSession(): Session | undefined {
  return current;
}

/** Stored credentials are complete: username and token present (the side menu's test). */
export function hasCredentials(session = current): session is Session {
  return Boolean(session?.token && session.username);
}

/**
 * Stores the session and a salted hash of the password (never the password itself), used by the
 * in-app change-password check. The hashing code is loaded on demand.
 */
export async function signIn(session: Session, password: string): Promise<void> {
  const { hashPassword } = await import('./password-hash');
  const passwordHash = await hashPassword(password);
  localStorage.setItem(KEYS.username, session.username);
  localStorage.setItem(KEYS.token, session.token);
  localStorage.setItem(KEYS.mobile, session.mobile);
  localStorage.setItem(KEYS.passwordHash, passwordHash);
  current = { ...session };
  emit();
}

export async function rememberPassword(password: string): Promise<void> {
  const { hashPassword } = await import('./password-hash');
  localStorage.setItem(KEYS.passwordHash, await hashPassword(password));
}

export async function isStoredPassword(password: string): Promise<boolean> {
  const stored = localStorage.getItem(KEYS.passwordHash);
  if (!stored) return false;
  const { verifyPassword } = await import('./password-hash');
  return verifyPassword(password, stored);
}

export function updateUsername(username: string): void {
  if (!current) return;
  localStorage.setItem(KEYS.username, username);
  current = { ...current, username };
  emit();
}

export function onSignOut(hook: () => void): () => void {
  signOutHooks.add(hook);
  return () => signOutHooks.delete(hook);
}

export function signOut(): void {
  for (const key of Object.values(KEYS)) localStorage.removeItem(key);
  current = undefined;
  for (const hook of signOutHooks) hook();
  emit();
}

const endedListeners = new Set<() => void>();

/** An older token (a call sent before the player signed in again) changes nothing. */
export function endSession(token: string | undefined): void {
  if (token === undefined || current?.token !== token) return;
  signOut();
  for (const listener of endedListeners) listener();
}

export function onSessionEnded(listener: () => void): () => void {
  endedListeners.add(listener);
  return () => endedListeners.delete(listener);
}

export function reloadSession(): void {
  current = read();
  emit();
}

function sameSession(a: Session | undefined, b: Session | undefined): boolean {
  return a?.token === b?.token && a?.username === b?.username && a?.mobile === b?.mobile;
}

/**
 * Follows another tab signing in or out. Adding a `storage` listener is slow in Chromium, so it
 * starts in a task of its own after start-up, then catches up with anything stored meanwhile.
 */
export function watchOtherTabs(target: Window = window): void {
  target.addEventListener('storage', (event) => {
    if (event.key === null || Object.values<string>(KEYS).includes(event.key)) reloadSession();
  });
  if (!sameSession(current, read())) reloadSession();
}

if (typeof window !== 'undefined') window.setTimeout(() => watchOtherTabs(), 0);

/** The current session in React state; re-renders on sign-in, sign-out and name changes. */
export function useSession(): Session | undefined {
  return useSyncExternalStore(subscribe, getSession, getSession);
}

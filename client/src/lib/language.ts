/**
 * The language on screen (docs/decisions/010): the stored choice, else the browser's (hi* reads
 * as Hindi) on a first visit, else English. Switching loads the language's catalogue chunk, makes
 * it the live one every screen reads, and re-renders the app (the root is keyed by the language).
 */
import {
  DEFAULT_LANGUAGE,
  englishMessages,
  LANGUAGES,
  languageOf,
  setDisplayLocale,
  switchCatalogue,
  type LanguageCode,
  type Messages,
} from '@matka/shared/messages';
import { useSyncExternalStore } from 'react';
import { LANGUAGE_KEY } from './storage-keys';

/** Each language's catalogue but English (in the entry), as a chunk of its own. */
const loadCatalogue = {
  hi: () => import('@matka/shared/messages/hi').then((module) => module.hindiMessages),
} satisfies Record<Exclude<LanguageCode, 'en'>, () => Promise<Messages>>;

type Listener = () => void;
const listeners = new Set<Listener>();
let current: LanguageCode = DEFAULT_LANGUAGE;

function stored(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_KEY);
  } catch {
    return null;
  }
}

/** The language to start with: the device's stored choice, else the browser's first we offer. */
export function initialLanguage(): LanguageCode {
  const choice = stored();
  const candidates = choice !== null ? [choice] : (globalThis.navigator?.languages ?? []);
  for (const code of candidates) {
    const language = languageOf(code);
    if (language) return language.code as LanguageCode;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * Loads `code`'s catalogue and makes it the live one (no stored choice, no re-render: `main.tsx`
 * calls this before the first render, so a stored Hindi paints Hindi from the start).
 */
export async function applyLanguage(code: LanguageCode): Promise<void> {
  const language = LANGUAGES.find((candidate) => candidate.code === code) ?? LANGUAGES[0];
  const catalogue = language.code === 'en' ? englishMessages : await loadCatalogue[language.code]();
  switchCatalogue(catalogue);
  setDisplayLocale(language.locale);
  current = language.code;
  if (typeof document !== 'undefined') document.documentElement.lang = language.code;
  for (const listener of listeners) listener();
}

/** The player's choice: stored on the device, then applied (every screen re-renders in it). */
export async function chooseLanguage(code: LanguageCode): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_KEY, code);
  } catch {
    // A blocked storage only costs the choice its memory.
  }
  await applyLanguage(code);
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The language on screen; a component using it re-renders when it changes. */
export function useLanguage(): LanguageCode {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  );
}

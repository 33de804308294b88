/**
 * The languages a player may choose (docs/decisions/010). A further language is one catalogue file
 * (a `Messages` in catalogues/, like hi.ts) and one row here; its catalogue is loaded as a chunk of its own when
 * chosen, so it costs the other languages nothing.
 */
import type { Messages } from './index';

export interface Language {
  /** The `lang` code (BCP 47) the page and the stored choice use. */
  readonly code: string;
  /** The choice's label, in the language itself. */
  readonly label: string;
  /** The `Intl` locale of dates and points; undefined keeps the spec's English formats. */
  readonly locale: string | undefined;
  /** The catalogue; undefined for English, the built-in default. */
  readonly load: (() => Promise<Messages>) | undefined;
}

export const LANGUAGES = [
  { code: 'en', label: 'English', locale: undefined, load: undefined },
  {
    code: 'hi',
    label: 'हिन्दी',
    locale: 'hi-IN',
    load: () => import('./catalogues/hi').then((module) => module.hindiMessages),
  },
] as const satisfies readonly Language[];

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

export const DEFAULT_LANGUAGE: LanguageCode = 'en';

/** The language of a code (stored or the browser's, 'hi-IN' reads as 'hi'); undefined if none. */
export function languageOf(code: string): Language | undefined {
  const base = code.toLowerCase().split('-')[0];
  return LANGUAGES.find((language) => language.code === base);
}

/**
 * The `Intl` locale of the language on screen (docs/decisions/010), read at call time by the
 * formatters of dates and points. Undefined for English: the spec's own formats ('22-November-2026',
 * '10000') stay as they are.
 */
let locale: string | undefined;

export function displayLocale(): string | undefined {
  return locale;
}

/** Set with the live catalogue when a language is switched on. */
export function setDisplayLocale(next: string | undefined): void {
  locale = next;
}

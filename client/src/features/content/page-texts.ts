import type { LanguageCode } from '@matka/shared/messages';
import { englishPageTexts, type PageTexts } from '@matka/shared/messages/pages';
import { use } from 'react';
import { useLanguage } from '@/lib/language';

/** Each language's page texts but English (in the pages' own chunks), as a chunk of its own. */
const loadPageTexts = {
  hi: () => import('@matka/shared/messages/hi-pages').then((module) => module.hindiPageTexts),
} satisfies Record<Exclude<LanguageCode, 'en'>, () => Promise<PageTexts>>;

const loaded = new Map<LanguageCode, Promise<PageTexts>>();

/** Suspends until the language's chunk is in: never an English paragraph on a Hindi page. */
export function usePageTexts(): PageTexts {
  const language = useLanguage();
  if (language === 'en') return englishPageTexts;
  let texts = loaded.get(language);
  if (!texts) {
    texts = loadPageTexts[language]();
    loaded.set(language, texts);
    // A chunk that failed on a bad network is fetched again when the page is retried.
    texts.catch(() => loaded.delete(language));
  }
  return use(texts);
}

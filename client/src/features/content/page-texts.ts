import { pageTextsByLanguage, type PageTexts } from '@matka/shared/messages/pages';
import { useLanguage } from '../../lib/language';

/** The content pages' long texts in the language on screen (shared/src/messages/pages.ts). */
export function usePageTexts(): PageTexts {
  return pageTextsByLanguage[useLanguage()];
}

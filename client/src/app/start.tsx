import { DEFAULT_LANGUAGE } from '@matka/shared/messages';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot, type RootOptions, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { hydratesPrerenderedHtml } from '@/lib/first-paint';
import { holdAnswersUntilFirstScreen, releaseAnswers } from '@/lib/hydration';
import { applyLanguage, initialLanguage } from '@/lib/language';
import { AppRoutes, preloadFirstScreen } from './router';

/** A screen whose chunk has not arrived by then lets the rest of the page have its data. */
const HOLD_ANSWERS_AT_MOST_MS = 10_000;

/** The next task: the first render runs apart from the one that evaluated the entry. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Starts the app in `container`: hydrates the page's prerendered first screen when the page's
 * scripts found it fits this visit (lib/first-paint.ts), else renders it afresh. Resolves with the
 * root once the first render has begun.
 */
export async function startApp(
  container: HTMLElement,
  options: Pick<RootOptions, 'onRecoverableError'> = {},
): Promise<Root> {
  const hydrate = hydratesPrerenderedHtml();
  // Before the first screen's requests start: none of their answers may reach the screens
  // before the HTML they were rendered without has been hydrated (lib/hydration.ts).
  if (hydrate) holdAnswersUntilFirstScreen(HOLD_ANSWERS_AT_MOST_MS);
  preloadFirstScreen(window.location.pathname);

  // A stored (or the browser's) Hindi paints Hindi from the first frame: its catalogue chunk loads
  // before the first render (docs/decisions/010). Should it fail to load, the app renders English
  // afresh (the page's HTML is Hindi then). The first render runs in a task of its own, after the
  // one that evaluated the entry and started the first screen's downloads: a cheap phone then never
  // blocks on both at once (docs/architecture.md).
  const language = initialLanguage();
  let languageReady = true;
  if (language === DEFAULT_LANGUAGE) await nextTask();
  else await applyLanguage(language).catch(() => (languageReady = false));

  const app = (
    <StrictMode>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </StrictMode>
  );
  if (hydrate && languageReady) return hydrateRoot(container, app, options);
  releaseAnswers();
  const root = createRoot(container, options);
  root.render(app);
  return root;
}

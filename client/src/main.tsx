import { DEFAULT_LANGUAGE } from '@matka/shared/messages';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes, preloadFirstScreen } from './app/router';
import { hydratesPrerenderedHtml } from './lib/first-paint';
import { holdAnswersUntilFirstScreen } from './lib/hydration';
import { listenForInstallPrompt } from './lib/install-prompt';
import { applyLanguage, initialLanguage } from './lib/language';
import { registerServiceWorker } from './lib/service-worker';
import './styles/base.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

preloadFirstScreen(window.location.pathname);
listenForInstallPrompt();
registerServiceWorker();

/** A screen whose chunk has not arrived by then lets the rest of the page have its data. */
const HOLD_ANSWERS_AT_MOST_MS = 10_000;

/** Hydrates the page's prerendered first screen when it fits this visit, else renders afresh. */
function render(root: HTMLElement) {
  const app = (
    <StrictMode>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </StrictMode>
  );
  if (hydratesPrerenderedHtml()) {
    holdAnswersUntilFirstScreen(HOLD_ANSWERS_AT_MOST_MS);
    hydrateRoot(root, app);
  } else createRoot(root).render(app);
}

// A stored (or the browser's) Hindi paints Hindi from the first frame: its catalogue chunk loads
// before the first render (docs/decisions/010). Should it fail to load, the app shows English.
// The first render runs in a task of its own, after the one that evaluated the entry and started
// the first screen's downloads: a cheap phone then never blocks on both at once (docs/architecture.md).
const language = initialLanguage();
if (language === DEFAULT_LANGUAGE) window.setTimeout(() => render(container), 0);
else
  void applyLanguage(language)
    .catch(() => undefined)
    .finally(() => render(container));

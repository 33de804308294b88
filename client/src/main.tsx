import { DEFAULT_LANGUAGE } from '@matka/shared/messages';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes, preloadFirstScreen } from './app/router';
import { listenForInstallPrompt } from './lib/install-prompt';
import { applyLanguage, initialLanguage } from './lib/language';
import { registerServiceWorker } from './lib/service-worker';
import './styles/base.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

preloadFirstScreen(window.location.pathname);
listenForInstallPrompt();
registerServiceWorker();

function render(root: HTMLElement) {
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </StrictMode>,
  );
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

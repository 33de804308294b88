import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes, preloadFirstScreen } from './app/router';
import { listenForInstallPrompt } from './lib/install-prompt';
import { registerServiceWorker } from './lib/service-worker';
import './styles/base.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

preloadFirstScreen(window.location.pathname);
listenForInstallPrompt();
registerServiceWorker();

createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </StrictMode>,
);

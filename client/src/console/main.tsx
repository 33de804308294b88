import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { ConsoleApp } from './console-app';
import { createConsoleQueryClient } from './console-query-client';
import { adoptTokenFromAddress } from './control-token';
import './console.css';

// The testers' console: its own entry (console.html), so nothing of it reaches the player's bundles.
adoptTokenFromAddress();

const container = document.getElementById('console-root');
if (!container) throw new Error('console.html has no #console-root element');
createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={createConsoleQueryClient()}>
      <ConsoleApp />
    </QueryClientProvider>
  </StrictMode>,
);

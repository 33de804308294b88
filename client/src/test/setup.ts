import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { setRuntimeConfig } from '@/config/runtime-config';
import { resetProvider } from '@/core/lib/provider';
import { forgetMissingEndpointNotices } from '@/core/lib/provider-errors';
import { reloadSession } from '@/lib/session';
import { resetTestQueryClient } from './query-client';

// Lazy routes load modules on first use; on a busy machine that can take more than a second.
configure({ asyncUtilTimeout: 5000 });

// A stray console.error (React warnings, failed renders) fails the test that caused it.
const originalError = console.error;
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    originalError(...args);
    throw new Error(`console.error called: ${args.map(String).join(' ')}`);
  });
  localStorage.clear();
  reloadSession();
  setRuntimeConfig({
    apiBaseUrl: 'http://provider.test',
    appKey: 'test-app-key',
    envType: 'Prod',
    upiPayeeAddress: 'test@upi',
    supportFallback: '9000000000',
  });
  resetProvider();
  forgetMissingEndpointNotices();
  resetTestQueryClient();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// jsdom has no scrolling and no modal dialogs.
window.scrollTo = () => undefined;
Element.prototype.scrollTo = () => undefined;
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}

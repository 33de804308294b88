import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { act, waitFor } from '@testing-library/react';
import { BrowserRouter } from 'react-router';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { loadPrerenderer } from '../build/prerender';
import { AppRoutes } from './app/router';
import { applyLanguage } from './lib/language';
import { holdAnswersUntilFirstScreen } from './lib/hydration';
import { queryClient } from './lib/query-client';
import { fakeProvider, shellHandlers } from './test/fake-provider';
import { storeSession } from './test/render';
import { STAND_IN_SESSION, type PrerenderPage } from './prerender';

// The pages come from the bundle the build renders them with (build/prerender-setup.ts), which has
// its own React: one React cannot render on the server and hydrate in the browser at once.
const { prerenderPages, renderPage, PRERENDER_LANGUAGES } = loadPrerenderer(inject('prerenderer'));

const BUILT_AT = Date.UTC(2026, 10, 20, 4, 0);
const OPENED_AT = Date.UTC(2026, 10, 27, 16, 40);

const PLAYER = { username: 'Asha Verma Long Name', token: 'token-77', mobile: '9811122233' };

let unmount: (() => unknown) | undefined;

afterEach(async () => {
  // A failed test's page must not go on polling into the next one's cache.
  await unmount?.();
  unmount = undefined;
  queryClient.clear();
  await applyLanguage('en');
  document.body.innerHTML = '';
});

/**
 * Hydrates `html` as main.tsx does, for a visit that fits the page (the same path, audience and
 * language), with a provider that answers at once, and collects what React could not hydrate.
 */
async function hydrate(page: PrerenderPage, language: string, html: string) {
  if (page.audience === 'player') await storeSession(PLAYER);
  fakeProvider(shellHandlers());
  window.history.replaceState(null, '', page.path);
  await applyLanguage(language as 'en');
  document.body.innerHTML = `<div id="root">${html}</div>`;
  const container = document.getElementById('root') as HTMLElement;
  const problems: unknown[] = [];
  holdAnswersUntilFirstScreen(10_000);
  const root = await act(async () =>
    hydrateRoot(
      container,
      <StrictMode>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </StrictMode>,
      {
        // The error and where: React's message does not say which component differed.
        onRecoverableError: (error, info) =>
          problems.push(
            `${String(error)}${info.componentStack?.split('\n').slice(0, 6).join('\n')}`,
          ),
      },
    ),
  );
  unmount = () => act(() => root.unmount());
  return { container, problems };
}

const pages = prerenderPages();

describe('the prerendered pages', () => {
  it('are every route of the table and the landing, each once', () => {
    const paths = pages.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toContain('/');
    expect(paths).toContain('/starsingle');
    expect(pages.find((page) => page.path === '/login')?.audience).toBe('visitor');
    expect(pages.find((page) => page.path === '/imp')?.audience).toBe('player');
  });

  describe.each(PRERENDER_LANGUAGES)('in %s', (language) => {
    it.each(pages.map((page) => [page.path, page] as const))(
      '%s hydrates with no mismatch and no player data in its HTML',
      async (_path, page) => {
        vi.useFakeTimers({ toFake: ['Date'], now: BUILT_AT });
        const html = await renderPage(page, language);
        // Opened days after the build, in the evening: a date or time in the HTML would differ.
        vi.setSystemTime(OPENED_AT);
        for (const value of Object.values(STAND_IN_SESSION)) expect(html).not.toContain(value);
        expect(html).toContain('class="app-column"');

        const { container, problems } = await hydrate(page, language, html);
        // The screen is up and the answers it waited for have arrived (the hold is over).
        await waitFor(() => expect(container.querySelector('main, .landing')).not.toBeNull());
        await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
        expect(problems).toEqual([]);
      },
    );
  });
});

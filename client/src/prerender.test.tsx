import { messages } from '@matka/shared/messages';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { loadPrerenderer } from '../build/prerender';
import { startApp } from './app/start';
import {
  AUDIENCE_ATTRIBUTE,
  FIRST_PAINT_ATTRIBUTE,
  PAGE_ATTRIBUTE,
  TEMPLATE_ID_PREFIX,
  bodyScript,
  headScript,
  INTERACTIVE_ATTRIBUTE,
  hydratesPrerenderedHtml,
} from './lib/first-paint';
import { answersHeld } from './lib/hydration';
import { applyLanguage } from './lib/language';
import { queryClient } from './core/lib/query-client';
import { LANGUAGE_KEY } from './lib/storage-keys';
import { clearEarlyRequests } from './lib/early-requests';
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
  clearEarlyRequests();
  await applyLanguage('en');
  document.body.innerHTML = '';
  for (const name of [
    PAGE_ATTRIBUTE,
    AUDIENCE_ATTRIBUTE,
    FIRST_PAINT_ATTRIBUTE,
    INTERACTIVE_ATTRIBUTE,
  ]) {
    document.documentElement.removeAttribute(name);
  }
});

/** The page as the build writes it (build/prerender.ts `composePage`), in this document. */
async function loadPage(page: PrerenderPage): Promise<string> {
  // One at a time: a render sets the bundle's language and stored session.
  const rendered: string[] = [];
  for (const code of PRERENDER_LANGUAGES) rendered.push(await renderPage(page, code));
  const [english = '', ...others] = rendered;
  document.documentElement.setAttribute(PAGE_ATTRIBUTE, page.path);
  document.documentElement.setAttribute(AUDIENCE_ATTRIBUTE, page.audience);
  document.body.innerHTML =
    `<div id="root">${english}</div>` +
    others
      .map((html, index) => {
        const code = PRERENDER_LANGUAGES[index + 1] ?? '';
        return `<template id="${TEMPLATE_ID_PREFIX}${code}">${html}</template>`;
      })
      .join('');
  return rendered.join('');
}

/**
 * Opens the page as a player's phone does, with a provider that answers at once: the page's
 * scripts, then main.tsx's start. Collects what React could not hydrate, and where.
 */
async function open(page: PrerenderPage, language: string) {
  if (page.audience === 'player') await storeSession(PLAYER);
  localStorage.setItem(LANGUAGE_KEY, language);
  fakeProvider(shellHandlers());
  window.history.replaceState(null, '', page.path);
  // The scripts are plain text in the page: run them as the browser would.
  new Function(headScript(PRERENDER_LANGUAGES))();
  new Function(bodyScript())();
  const container = document.getElementById('root') as HTMLElement;
  const problems: string[] = [];
  const hydrated = hydratesPrerenderedHtml();
  // No answer may reach the cache before the screen it was not rendered with has hydrated.
  const tooEarly: string[] = [];
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success' && answersHeld()) {
      tooEarly.push(JSON.stringify(event.query.queryKey));
    }
  });
  const root = await act(() =>
    startApp(container, {
      onRecoverableError: (error, info) =>
        problems.push(`${String(error)}${info.componentStack?.split('\n').slice(0, 6).join('\n')}`),
    }),
  );
  unmount = () => act(() => root.unmount());
  return { container, problems, hydrated, tooEarly };
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

  describe.each(PRERENDER_LANGUAGES)('opened in %s', (language) => {
    it.each(pages.map((page) => [page.path, page] as const))(
      '%s hydrates with no mismatch and no player data in its HTML',
      async (_path, page) => {
        vi.useFakeTimers({ toFake: ['Date'], now: BUILT_AT });
        const html = await loadPage(page);
        for (const value of Object.values(STAND_IN_SESSION)) expect(html).not.toContain(value);
        // Opened days after the build, in the evening: a date or time in the HTML would differ.
        vi.setSystemTime(OPENED_AT);

        const { container, problems, hydrated, tooEarly } = await open(page, language);
        expect(hydrated).toBe(true);
        // The screen is up and the answers it waited for flow, long before the hold's cap.
        await waitFor(() => expect(container.querySelector('main, .landing')).not.toBeNull());
        await waitFor(() => expect(answersHeld()).toBe(false), { timeout: 3_000 });
        await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
        expect(problems).toEqual([]);
        expect(tooEarly).toEqual([]);
      },
    );
  });

  it('keeps what a player typed before the app took over, and submits no form until then', async () => {
    const login = pages.find((page) => page.path === '/login');
    if (!login) throw new Error('no /login page');
    await loadPage(login);
    const phone = () => document.querySelector<HTMLInputElement>('input[type="tel"]');
    const form = document.querySelector('form');
    // Scripts first, as the page runs them; then typing and Enter before the entry has run.
    localStorage.setItem(LANGUAGE_KEY, 'en');
    window.history.replaceState(null, '', login.path);
    new Function(headScript(PRERENDER_LANGUAGES))();
    new Function(bodyScript())();
    const typed = phone();
    if (!typed || !form) throw new Error('no phone field');
    typed.value = '9876543210';
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);

    fakeProvider(shellHandlers());
    const root = await act(() => startApp(document.getElementById('root') as HTMLElement));
    unmount = () => act(() => root.unmount());
    await waitFor(() => expect(document.documentElement).toHaveAttribute(INTERACTIVE_ATTRIBUTE));
    // The number counts: the form finds the password missing, not the phone.
    await userEvent.click(screen.getByRole('button', { name: messages.signIn }));
    expect(await screen.findByText(messages.passwordRequired)).toBeInTheDocument();
    expect(screen.queryByText(messages.phoneRequired)).not.toBeInTheDocument();
    expect(phone()).toHaveValue('9876543210');
  });
});

import { LANGUAGES } from '@matka/shared/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AUDIENCE_ATTRIBUTE,
  FIRST_PAINT_ATTRIBUTE,
  LOADING_HTML,
  PAGE_ATTRIBUTE,
  TEMPLATE_ID_PREFIX,
  bodyScript,
  headScript,
  hydratesPrerenderedHtml,
  type PageAudience,
} from './first-paint';
import { initialLanguage } from './language';
import { hasCredentials, reloadSession } from './session';
import { LANGUAGE_KEY, SESSION_KEYS } from './storage-keys';

const CODES = LANGUAGES.map(({ code }) => code);
const ENGLISH = '<main><h1>Sign In</h1></main>';
const HINDI = '<main><h1>साइन इन</h1></main>';

interface Visit {
  readonly page: string;
  readonly audience: PageAudience;
  readonly at?: string;
  readonly session?: boolean;
  readonly stored?: string;
  readonly browser?: readonly string[];
  readonly historyState?: unknown;
  readonly withHindi?: boolean;
}

/** Sets up a page as the build writes it and a visit to it, then runs both scripts. */
function open(visit: Visit) {
  const html = document.documentElement;
  html.setAttribute(PAGE_ATTRIBUTE, visit.page);
  html.setAttribute(AUDIENCE_ATTRIBUTE, visit.audience);
  html.removeAttribute(FIRST_PAINT_ATTRIBUTE);
  html.lang = 'en';
  document.body.innerHTML =
    `<div id="root">${ENGLISH}</div>` +
    (visit.withHindi === false ? '' : `<template id="${TEMPLATE_ID_PREFIX}hi">${HINDI}</template>`);
  window.history.replaceState(visit.historyState ?? null, '', visit.at ?? visit.page);
  if (visit.session) {
    localStorage.setItem(SESSION_KEYS.token, 'token-1');
    localStorage.setItem(SESSION_KEYS.username, 'Asha');
  }
  if (visit.stored !== undefined) localStorage.setItem(LANGUAGE_KEY, visit.stored);
  if (visit.browser) vi.spyOn(navigator, 'languages', 'get').mockReturnValue([...visit.browser]);
  // The scripts are plain text in the page: run them as the browser would.
  new Function(headScript(CODES))();
  const decidedInHead = html.getAttribute(FIRST_PAINT_ATTRIBUTE);
  new Function(bodyScript())();
  reloadSession();
  return {
    decidedInHead,
    root: document.getElementById('root')?.innerHTML,
    hydrates: hydratesPrerenderedHtml(),
    lang: html.lang,
  };
}

afterEach(() => {
  for (const name of [PAGE_ATTRIBUTE, AUDIENCE_ATTRIBUTE, FIRST_PAINT_ATTRIBUTE]) {
    document.documentElement.removeAttribute(name);
  }
  document.body.innerHTML = '';
});

describe('the first paint of a prerendered page', () => {
  it("hydrates a visitor's page opened by a visitor, as written", () => {
    const visit = open({ page: '/login', audience: 'visitor' });
    expect(visit).toMatchObject({ decidedInHead: 'hydrate', root: ENGLISH, hydrates: true });
  });

  it("hydrates a player's page opened by a signed-in player, in any letter case", () => {
    const visit = open({
      page: '/starsingle',
      audience: 'player',
      at: '/StarSingle',
      session: true,
    });
    expect(visit).toMatchObject({ root: ENGLISH, hydrates: true });
    expect(hasCredentials()).toBe(true);
  });

  it('swaps in the Hindi copy before anything is painted, then hydrates it', () => {
    const visit = open({ page: '/login', audience: 'visitor', stored: 'hi' });
    // Decided in <head>: #root stays hidden (base.css) until the copy is in.
    expect(visit.decidedInHead).toBe('pending-hi');
    expect(visit).toMatchObject({ root: HINDI, hydrates: true, lang: 'hi' });
  });

  it('takes the language as the app does: the stored choice, else the browser’s first we offer', () => {
    const cases: Visit[] = [
      { page: '/login', audience: 'visitor', browser: ['hi-IN', 'en'] },
      { page: '/login', audience: 'visitor', browser: ['fr', 'hi'] },
      { page: '/login', audience: 'visitor', stored: 'en', browser: ['hi-IN'] },
      { page: '/login', audience: 'visitor', stored: 'fr', browser: ['hi-IN'] },
      { page: '/login', audience: 'visitor', browser: [] },
    ];
    for (const visit of cases) {
      localStorage.clear();
      vi.restoreAllMocks();
      const opened = open(visit);
      expect(opened.root).toBe(initialLanguage() === 'hi' ? HINDI : ENGLISH);
      expect(opened.hydrates).toBe(true);
    }
  });

  it('renders afresh, showing the loading state, where the HTML does not fit the visit', () => {
    const misfits: Visit[] = [
      // A signed-in player on the landing goes home; a visitor on a player's screen signs in.
      { page: '/', audience: 'visitor', session: true },
      { page: '/imp', audience: 'player' },
      // Another path served this page; a screen opened with its navigation state (a reload).
      { page: '/imp', audience: 'player', session: true, at: '/transfer' },
      {
        page: '/single',
        audience: 'player',
        session: true,
        historyState: { usr: { gameId: '1', gameName: 'KALYAN' }, key: 'k', idx: 1 },
      },
      // Hindi wanted and no Hindi copy.
      { page: '/login', audience: 'visitor', stored: 'hi', withHindi: false },
    ];
    for (const visit of misfits) {
      localStorage.clear();
      const opened = open(visit);
      expect(opened).toMatchObject({ root: LOADING_HTML, hydrates: false });
    }
  });

  it('renders afresh when local storage cannot be read', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    expect(open({ page: '/login', audience: 'visitor' })).toMatchObject({
      root: LOADING_HTML,
      hydrates: false,
    });
  });

  it('leaves the shell (no page attribute) to render as it always did', () => {
    document.body.innerHTML = `<div id="root">${LOADING_HTML}</div>`;
    new Function(headScript(CODES))();
    new Function(bodyScript())();
    expect(document.documentElement.hasAttribute(FIRST_PAINT_ATTRIBUTE)).toBe(false);
    expect(hydratesPrerenderedHtml()).toBe(false);
  });
});

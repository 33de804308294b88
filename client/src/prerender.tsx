/**
 * Build-time rendering of every route's first screen to HTML (client/build/prerender.ts runs this
 * in Node): the layout, titles, forms and loading states, in each language, with no player data.
 * The browser hydrates it (main.tsx), so the first paint does not wait for the JavaScript
 * (docs/decisions/012).
 */
import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageCode } from '@matka/shared/messages';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppRoutes, featureRoutes } from './app/router';
import { paths } from './config/paths';
import { applyLanguage } from './lib/language';
import { reloadSession } from './lib/session';
import { SESSION_KEYS } from './lib/storage-keys';
import { queryClient } from './core/lib/query-client';
import { type PageAudience } from './lib/first-paint';

/** One page to write: a path (lower case, as servers look it up) and whom its HTML is for. */
export interface PrerenderPage {
  readonly path: string;
  readonly audience: PageAudience;
}

/**
 * The landing, and each path of the route table once (React Router matches paths in any letter
 * case, so `/StarSingle` and `/starsingle` are one page).
 */
export function prerenderPages(): PrerenderPage[] {
  const pages = new Map<string, PrerenderPage>([
    [paths.landing, { path: paths.landing, audience: 'visitor' }],
  ]);
  for (const route of featureRoutes) {
    const path = route.path.toLowerCase();
    if (pages.has(path)) continue;
    const audience = route.handle.openTo.includes('visitor') ? 'visitor' : 'player';
    pages.set(path, { path, audience });
  }
  return [...pages.values()];
}

/**
 * Stands in for a signed-in player while rendering a player's page: screens render as they do
 * for a player whose data has not arrived. Nothing of it may reach the HTML (prerender.test.tsx).
 */
export const STAND_IN_SESSION = {
  username: 'stand-in-player',
  token: 'stand-in-token',
  mobile: '6000000001',
} as const;

/**
 * A local storage holding only the stand-in session, or nothing, in place of the environment's
 * (Node has none); returns how to put the environment's back.
 */
function storeStandIn(audience: PageAudience): () => void {
  const own = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
  const entries = new Map<string, string>(
    audience === 'player'
      ? [
          [SESSION_KEYS.username, STAND_IN_SESSION.username],
          [SESSION_KEYS.token, STAND_IN_SESSION.token],
          [SESSION_KEYS.mobile, STAND_IN_SESSION.mobile],
        ]
      : [],
  );
  const storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = {
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
  Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
  reloadSession();
  return () => {
    if (own) Object.defineProperty(globalThis, 'localStorage', own);
    else Reflect.deleteProperty(globalThis, 'localStorage');
    reloadSession();
  };
}

/** The HTML of `page`'s first screen in `language` (the inside of `#root`). */
export async function renderPage(page: PrerenderPage, language: LanguageCode): Promise<string> {
  const restore = storeStandIn(page.audience);
  await applyLanguage(language);
  // A component that fails to render here would be rendered in the browser instead, from scratch:
  // the build stops on it.
  const failures: unknown[] = [];
  try {
    const { prelude } = await prerender(
      <StrictMode>
        <StaticRouter location={page.path}>
          <AppRoutes />
        </StaticRouter>
      </StrictMode>,
      { onError: (error) => void failures.push(error) },
    );
    const html = await new Response(prelude).text();
    if (failures.length > 0) {
      throw new Error(`${page.path} (${language}) did not render: ${String(failures[0])}`, {
        cause: failures[0],
      });
    }
    return html;
  } finally {
    queryClient.clear();
    restore();
    await applyLanguage(DEFAULT_LANGUAGE);
  }
}

/** Every language's code, the default first. */
export const PRERENDER_LANGUAGES: readonly LanguageCode[] = LANGUAGES.map(({ code }) => code);

import { messages } from '@matka/shared/messages';
import type { ComponentType, ReactNode } from 'react';
import { Navigate, matchPath, useLocation, useRoutes, type RouteObject } from 'react-router';
import { RouteChromeContext, type RouteChrome } from '@/lib/use-route-title';
import { paths } from '@/config/paths';
import {
  lazyComponent,
  refusesChartsOnly,
  type AppRoute,
  type RouteLayout,
} from '@/config/route-handle';
import { authRoutes } from '@/features/auth/routes';
import { bidsRoutes } from '@/features/bids/routes';
import { contentRoutes } from '@/features/content/routes';
import { galiRoutes } from '@/features/gali/routes';
import { historiesRoutes } from '@/features/histories/routes';
import { marketsRoutes } from '@/features/markets/routes';
import { starlineRoutes } from '@/features/starline/routes';
import { walletRoutes } from '@/features/wallet/routes';
import { loadRuntimeConfig } from '@/config/runtime-config';
import { useLanguage } from '@/lib/language';
import { FirstScreenShown } from '@/lib/hydration';
import { hasCredentials } from '@/lib/session';
import { requestShellData } from '@/lib/shell-requests';
import { RootLayout } from './root-layout';
import { NotFoundScreen } from './route-error';

/** Every feature's routes; each route names its layout group in `handle.layout`. */
export const featureRoutes: readonly AppRoute[] = [
  ...authRoutes,
  ...marketsRoutes,
  ...bidsRoutes,
  ...starlineRoutes,
  ...galiRoutes,
  ...walletRoutes,
  ...historiesRoutes,
  ...contentRoutes,
];

const loadLanding = () => import('@/features/landing/landing-screen').then((m) => m.LandingScreen);
const LandingScreen = lazyComponent(loadLanding);
// Server state, the clock and the shell load with the first screen that needs them, so the
// landing's initial JavaScript carries no TanStack Query, zod or provider client.
const loadProviders = () => import('./app-providers').then((m) => m.AppProviders);
const AppProviders = lazyComponent(loadProviders);
const layoutLoaders = {
  noFooter: () => import('./layouts/no-footer-layout').then((m) => m.NoFooterLayout),
  fullPage: () => import('./layouts/full-page-layout').then((m) => m.FullPageLayout),
  footer: () => import('./layouts/footer-layout').then((m) => m.FooterLayout),
} satisfies Record<RouteLayout, unknown>;
const layouts: Record<RouteLayout, ComponentType> = {
  noFooter: lazyComponent(layoutLoaders.noFooter),
  fullPage: lazyComponent(layoutLoaders.fullPage),
  footer: lazyComponent(layoutLoaders.footer),
};

/** The routes without parameters by their lower-case path, the first of each in table order. */
const staticRoutes = new Map<string, AppRoute>();
for (const route of featureRoutes) {
  const key = route.path.toLowerCase();
  if (!/[:*]/.test(key) && !staticRoutes.has(key)) staticRoutes.set(key, route);
}

const matchedByPath = new Map<string, AppRoute | undefined>();

/**
 * The route table's row for `pathname`, as React Router matches it (any capitalisation, an ending
 * slash allowed). A plain path is looked up; anything else (an encoded character) goes through
 * React Router's `matchPath`, which compiles up to 70 patterns, so its answer is kept per pathname.
 */
export function matchedRoute(pathname: string): AppRoute | undefined {
  const plain = staticRoutes.get(pathname.replace(/(.)\/+$/, '$1').toLowerCase());
  if (plain !== undefined) return plain;
  if (!matchedByPath.has(pathname)) {
    if (matchedByPath.size >= 200) matchedByPath.clear();
    matchedByPath.set(
      pathname,
      featureRoutes.find(({ path }) => matchPath({ path, end: true }, pathname)),
    );
  }
  return matchedByPath.get(pathname);
}

/**
 * Fetches the first screen's chunks (providers, layout, screen) and its configuration at once,
 * instead of one after the other as each lazy level renders: on a slow mobile network every level
 * would otherwise cost a round trip before the screen shows. A route's first data requests start
 * at the same time (the home's dashboard and slider; the dashboard on any other signed-in screen),
 * instead of after its screen has rendered.
 */
export function preloadFirstScreen(pathname: string): void {
  const target = pathname === paths.landing && hasCredentials() ? paths.home : pathname;
  if (target === paths.landing) {
    void loadLanding();
    return;
  }
  const route = matchedRoute(target);
  if (route === undefined) return;
  void loadRuntimeConfig().catch(() => undefined);
  void Promise.all([loadProviders(), layoutLoaders[route.handle.layout](), route.preload()]);
  void firstData(route)?.().catch(() => undefined);
}

/** The route's own first requests, else the shell's on a screen a signed-in player sees. */
function firstData(route: AppRoute): (() => Promise<unknown>) | undefined {
  if (route.prefetchData) return route.prefetchData;
  const visitorsOnly = route.handle.openTo.every((audience) => audience === 'visitor');
  return visitorsOnly ? undefined : requestShellData;
}

/** The text of a route's title, in the language on screen. */
function titleText(title: AppRoute['handle']['title']): string {
  return typeof title === 'function' ? title() : messages[title];
}

/**
 * The title of the route table's row matching `pathname` (case-insensitive, like `<Routes>`), or
 * '' for the landing and unknown paths.
 */
export function routeTitle(pathname: string): string {
  const handle = matchedRoute(pathname)?.handle;
  return handle ? titleText(handle.title) : '';
}

function routeChrome(pathname: string): RouteChrome {
  const handle = matchedRoute(pathname)?.handle;
  return {
    title: handle ? titleText(handle.title) : '',
    hideWallet: handle?.hideWallet ?? false,
    refusesChartsOnly: handle ? refusesChartsOnly(handle) : false,
  };
}

/** The root `/`: the landing, or /imp when credentials are stored. */
function LandingRoute() {
  return hasCredentials() ? <Navigate to={paths.home} replace /> : <LandingScreen />;
}

/**
 * The route tree for `pathname`: the landing, the not-found screen and, when the route table has a
 * row for it, that one route inside its layout and the providers. Every route of the table has a
 * plain path, so the row found by `matchedRoute` is the one React Router would match among all 70;
 * handing it only that one spares it flattening and ranking the whole table on every navigation.
 */
function routeTree(pathname: string): RouteObject[] {
  const route = matchedRoute(pathname);
  const children: RouteObject[] = [
    { index: true, element: <Shown screen={<LandingRoute />} /> },
    { path: '*', element: <Shown screen={<NotFoundScreen />} /> },
  ];
  if (route !== undefined) {
    const Layout = layouts[route.handle.layout];
    const { Screen } = route;
    children.push({
      element: <AppProviders />,
      children: [
        {
          element: <Layout />,
          children: [{ path: route.path, element: <Shown screen={<Screen />} /> }],
        },
      ],
    });
  }
  return [{ element: <RootLayout />, children }];
}

/** A route's screen, and the mark that it is on the page (hydration.ts). */
function Shown({ screen }: { readonly screen: ReactNode }) {
  return (
    <>
      {screen}
      <FirstScreenShown />
    </>
  );
}

/** The app's route tree; render inside a router (`BrowserRouter`, or `MemoryRouter` in tests). */
export function AppRoutes() {
  const { pathname } = useLocation();
  // A language switch remounts the screens, so every text (memoised rows too) is read again from
  // the live catalogue (docs/decisions/010).
  const language = useLanguage();
  return (
    <RouteChromeContext key={language} value={routeChrome(pathname)}>
      <MatchedRoutes pathname={pathname} />
    </RouteChromeContext>
  );
}

function MatchedRoutes({ pathname }: { readonly pathname: string }) {
  return useRoutes(routeTree(pathname));
}

import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import type { AppRoute, RouteLayout } from '../config/route-handle';
import { authRoutes } from '../features/auth/routes';
import { bidsRoutes } from '../features/bids/routes';
import { contentRoutes } from '../features/content/routes';
import { galiRoutes } from '../features/gali/routes';
import { historiesRoutes } from '../features/histories/routes';
import { marketsRoutes } from '../features/markets/routes';
import { starlineRoutes } from '../features/starline/routes';
import { walletRoutes } from '../features/wallet/routes';
import { hasCredentials } from '../lib/session';
import { RootLayout, RouteLoading } from './root-layout';
import { RouteError } from './route-error';

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

function inLayout(layout: RouteLayout): RouteObject[] {
  return featureRoutes.filter((route) => route.handle.layout === layout);
}

/** The root `/`: the landing, or /imp when credentials are stored (spec section 2). */
export function landingLoader() {
  return hasCredentials() ? redirect(paths.home) : null;
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: RouteLoading,
    children: [
      {
        index: true,
        loader: landingLoader,
        lazy: () => import('../features/landing/landing-screen'),
      },
      {
        // Server state, the clock and the shell load with the first screen that needs them, so the
        // landing's initial JavaScript carries no TanStack Query, zod or provider client.
        lazy: () => import('./app-providers'),
        children: [
          { lazy: () => import('./layouts/no-footer-layout'), children: inLayout('noFooter') },
          { lazy: () => import('./layouts/full-page-layout'), children: inLayout('fullPage') },
          { lazy: () => import('./layouts/footer-layout'), children: inLayout('footer') },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

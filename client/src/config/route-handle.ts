import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/** Which frame a route renders in (spec section 2's three route groups). */
export type RouteLayout = 'noFooter' | 'fullPage' | 'footer';

/** Every app route carries its title (shown in the top bar) and its layout group. */
export interface RouteHandle {
  readonly title: string;
  readonly layout: RouteLayout;
}

export type AppRoute = RouteObject & { readonly handle: RouteHandle };

type LazyComponent = () => Promise<{ Component: ComponentType }>;

/** A lazily loaded route of one layout group; features export arrays of these from `routes.tsx`. */
export function appRoute(
  path: string,
  title: string,
  layout: RouteLayout,
  load: LazyComponent,
): AppRoute {
  return { path, handle: { title, layout }, lazy: load };
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { title?: unknown }).title === 'string' &&
    typeof (value as { layout?: unknown }).layout === 'string'
  );
}

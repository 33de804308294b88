import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ToastSlot } from '../lib/toast-slot';

/** Spec section 9 "Pull-to-refresh": the library's defaults, written out; reload after 500 ms. */
export const PULL_TO_REFRESH = {
  distThreshold: 60,
  distMax: 80,
  distReload: 50,
  refreshTimeout: 500,
  reloadAfterMs: 500,
} as const;

function useScrollToTop(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}

function usePullToRefresh(): void {
  useEffect(() => {
    if (import.meta.env.MODE === 'test') return;
    let destroyed = false;
    let destroy: (() => void) | undefined;
    void import('pulltorefreshjs').then(({ default: PullToRefresh }) => {
      if (destroyed) return;
      const { reloadAfterMs, ...thresholds } = PULL_TO_REFRESH;
      PullToRefresh.init({
        mainElement: 'body',
        ...thresholds,
        onRefresh: () =>
          new Promise<void>((resolve) => {
            window.setTimeout(() => {
              resolve();
              window.location.reload();
            }, reloadAfterMs);
          }),
      });
      destroy = () => PullToRefresh.destroyAll();
    });
    return () => {
      destroyed = true;
      destroy?.();
    };
  }, []);
}

/** The frame of every screen: a phone-width column, scroll reset, pull-to-refresh and toasts. */
export function RootLayout() {
  useScrollToTop();
  usePullToRefresh();
  return (
    <div className="app-column">
      <Outlet />
      <ToastSlot />
    </div>
  );
}

export function RouteLoading() {
  return (
    <div className="route-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}

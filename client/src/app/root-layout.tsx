import { messages } from '@matka/shared/messages';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { OfflineBanner } from '@/components/offline-banner';
import { ToastSlot } from '@/lib/toast-slot';
import { whenIdle } from '@/lib/when-idle';
import { RouteErrorBoundary } from './route-error';

/** Pull-to-refresh: the library's defaults, written out; reload after 500 ms. */
const PULL_TO_REFRESH = {
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
    // Loaded once the first screen is up: a pull needs a finger on the screen, so it can wait
    // until the main thread is free instead of competing with the first paint on a cheap phone.
    void whenIdle()
      .then(() => import('pulltorefreshjs'))
      .then(({ default: PullToRefresh }) => {
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

/**
 * The frame of every screen: a phone-width column, the offline banner, scroll reset,
 * pull-to-refresh and toasts. Its boundary catches what a layout's own boundary cannot (a layout
 * or the providers failing to load).
 */
export function RootLayout() {
  useScrollToTop();
  usePullToRefresh();
  return (
    <div className="app-column">
      <OfflineBanner />
      <RouteErrorBoundary>
        <Suspense fallback={<RouteLoading />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
      <ToastSlot />
    </div>
  );
}

/** The light fallback while a screen's chunk loads. */
function RouteLoading() {
  return (
    <div className="route-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{messages.loading}</span>
    </div>
  );
}

/** A layout's outlet: its own error boundary and loading fallback, so the layout's frame stays. */
export function RouteOutlet() {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<RouteLoading />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}

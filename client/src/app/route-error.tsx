import { Suspense, lazy } from 'react';

// Loaded on demand: the messages module stays out of the landing's initial JavaScript.
const RouteErrorScreen = lazy(() => import('./route-error-screen'));

/** The root error boundary ('Unexpected Application Error!' with a way home). */
export function RouteError() {
  return (
    <Suspense fallback={null}>
      <RouteErrorScreen />
    </Suspense>
  );
}

import { Suspense, lazy } from 'react';
import { useToastHostRequested } from './toast';

const ToastHost = lazy(() => import('./toast-host'));

/** Mounts the toast container lazily, the first time a toast is shown. */
export function ToastSlot() {
  const requested = useToastHostRequested();
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
}

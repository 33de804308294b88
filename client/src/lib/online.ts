import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** True when it cannot say. */
export function isOnline(): boolean {
  try {
    return navigator.onLine !== false;
  } catch {
    // A stand-in navigator (tests that stub `vibrate`) may not carry the real getter.
    return true;
  }
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}

import { useSyncExternalStore } from 'react';

/** Toast auto-close times: 5 s in sign-in and register, 3 s in bid and wallet screens. */
export const TOAST_AUTO_CLOSE = { auth: 5000, money: 3000 } as const;

type Kind = 'success' | 'error' | 'info';

let hostRequested = false;
const listeners = new Set<() => void>();
let resolveHost: () => void = () => undefined;
let hostReady = new Promise<void>((resolve) => {
  resolveHost = resolve;
});

function setHostRequested(requested: boolean): void {
  if (hostRequested === requested) return;
  hostRequested = requested;
  for (const listener of listeners) listener();
}

/**
 * Called by the toast host once its container is mounted. It asks for the host again because in
 * development StrictMode runs the host's effect twice, its `resetToastHost` in between.
 */
export function markToastHostReady(): void {
  setHostRequested(true);
  resolveHost();
}

/** Called by the toast host on unmount (tests unmount between cases): the next toast mounts it anew. */
export function resetToastHost(): void {
  hostReady = new Promise<void>((resolve) => {
    resolveHost = resolve;
  });
  setHostRequested(false);
}

function requestHost(): void {
  setHostRequested(true);
}

/** Whether a toast was asked for yet: the container (and react-toastify) load only then. */
export function useToastHostRequested(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => hostRequested,
    () => hostRequested,
  );
}

async function show(kind: Kind, message: string, autoClose: number): Promise<void> {
  requestHost();
  const [{ toast: toastify }] = await Promise.all([import('react-toastify'), hostReady]);
  toastify[kind](message, { autoClose });
}

function toasts(autoClose: number) {
  return {
    success: (message: string) => void show('success', message, autoClose),
    error: (message: string) => void show('error', message, autoClose),
    info: (message: string) => void show('info', message, autoClose),
  };
}

/**
 * Top-right light toasts through react-toastify, loaded on first use so the landing's initial
 * JavaScript does not carry it.
 */
export const toast = toasts(TOAST_AUTO_CLOSE.auth);

/** The bid and wallet screens' toasts, which close sooner. */
export const moneyToast = toasts(TOAST_AUTO_CLOSE.money);

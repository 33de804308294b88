import { useSyncExternalStore } from 'react';

/** Toast auto-close times (spec section 9): 5 s in sign-in and register, 3 s in bid and wallet screens. */
export const TOAST_AUTO_CLOSE = { auth: 5000, money: 3000 } as const;

export interface ToastOptions {
  readonly autoClose?: number;
}

type Kind = 'success' | 'error' | 'info';

let hostRequested = false;
const listeners = new Set<() => void>();
let resolveHost: () => void = () => undefined;
let hostReady = new Promise<void>((resolve) => {
  resolveHost = resolve;
});

/** Called by the toast host once its container is mounted. */
export function markToastHostReady(): void {
  resolveHost();
}

/** Called by the toast host on unmount (tests unmount between cases). */
export function resetToastHost(): void {
  hostRequested = false;
  hostReady = new Promise<void>((resolve) => {
    resolveHost = resolve;
  });
  for (const listener of listeners) listener();
}

function requestHost(): void {
  if (hostRequested) return;
  hostRequested = true;
  for (const listener of listeners) listener();
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

async function show(kind: Kind, message: string, options: ToastOptions): Promise<void> {
  requestHost();
  const [{ toast: toastify }] = await Promise.all([import('react-toastify'), hostReady]);
  toastify[kind](message, { autoClose: options.autoClose ?? TOAST_AUTO_CLOSE.auth });
}

/**
 * Top-right light toasts through react-toastify, loaded on first use so the landing's initial
 * JavaScript does not carry it.
 */
export const toast = {
  success: (message: string, options: ToastOptions = {}) => void show('success', message, options),
  error: (message: string, options: ToastOptions = {}) => void show('error', message, options),
  info: (message: string, options: ToastOptions = {}) => void show('info', message, options),
};

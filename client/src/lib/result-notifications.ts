/**
 * System notifications of result alerts (not in the spec), shown by the service worker while the
 * app is in the background. The permission is asked once, after the player's first placed bid,
 * never on a first load; nothing is sent anywhere: the notification is made on the device.
 */
const ASKED_KEY = 'matka.notificationsAsked';

const supported = () => typeof window !== 'undefined' && 'Notification' in window;

/** Asks for the permission once per device (after a placed bid). */
export function askForResultNotificationsOnce(): void {
  if (!supported() || Notification.permission !== 'default') return;
  try {
    if (localStorage.getItem(ASKED_KEY) !== null) return;
    localStorage.setItem(ASKED_KEY, '1');
  } catch {
    return;
  }
  void Notification.requestPermission().catch(() => undefined);
}

/** Shows `title` and `body` through the service worker when the page is hidden and it may. */
export function notifyInBackground(tag: string, title: string, body: string): void {
  if (document.visibilityState !== 'hidden' || !supported()) return;
  if (Notification.permission !== 'granted' || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready
    .then((registration) => registration.showNotification(title, { body, tag }))
    .catch(() => undefined);
}

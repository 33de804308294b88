import { messages } from '@matka/shared/messages';
import { useOnline } from '@/lib/online';

/**
 * Shown at the top of every screen while the browser is offline (the app then runs from the
 * service worker's cached shell), so balances and results read as unavailable, not as current.
 * The live region is always mounted so screen readers announce the change politely.
 */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div className="offline-banner" role="status" aria-live="polite">
      {online ? null : (
        <p className="offline-banner__text">
          <strong>{messages.offline}</strong> {messages.offlineNote}
        </p>
      )}
    </div>
  );
}

import { messages } from '@matka/shared/messages';
import { useOnline } from '@/lib/online';

/**
 * So cached balances and results read as unavailable, not current. The live region is always
 * mounted so screen readers announce the change.
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

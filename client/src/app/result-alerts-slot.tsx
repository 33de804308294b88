import { Suspense, lazy, useEffect, useState } from 'react';
import { useSession } from '@/lib/session';
import { whenFirstScreenDone } from '@/lib/when-idle';

/**
 * The result alerts (./result-alerts.tsx: the watcher, its banner and the system notifications)
 * are a chunk of their own, loaded once the first screen is done (lib/when-idle.ts): no screen's
 * first load carries them (the route budgets, scripts/lib/route-budgets.ts), and their first
 * requests (today's bid histories) come after the first screen's.
 */
const ResultAlerts = lazy(() =>
  import('./result-alerts').then(({ ResultAlerts }) => ({ default: ResultAlerts })),
);

/** Where a signed-in layout shows the result alerts, once they have loaded. */
export function ResultAlertsSlot() {
  const signedIn = (useSession()?.token ?? '') !== '';
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    // Component tests render screens without them: the alerts' own requests would join every
    // test's list of calls (the result alerts are tested in lib/ and by the browser journeys).
    if (!signedIn || import.meta.env.MODE === 'test') return undefined;
    let gone = false;
    void whenFirstScreenDone().then(() => {
      if (!gone) setLoaded(true);
    });
    return () => {
      gone = true;
    };
  }, [signedIn]);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <ResultAlerts />
    </Suspense>
  );
}

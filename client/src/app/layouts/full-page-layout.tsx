import { TopBar } from '@/core/components/shell/top-bar';
import { ResultAlertsSlot } from '@/app/result-alerts-slot';
import { RouteOutlet } from '@/app/root-layout';
import { BettingGuard } from './betting-guard';

/** Full-page routes: top bar with back button, no footer. */
export function FullPageLayout() {
  return (
    <>
      <TopBar />
      <main className="layout layout--full" id="main">
        <ResultAlertsSlot />
        <BettingGuard>
          <RouteOutlet />
        </BettingGuard>
      </main>
    </>
  );
}

import { TopBar } from '../../components/shell/top-bar';
import { ResultAlerts } from '../result-alerts';
import { RouteOutlet } from '../root-layout';
import { BettingGuard } from './betting-guard';

/** Full-page routes (spec section 2): top bar with back button, no footer. */
export function Component() {
  return (
    <>
      <TopBar />
      <main className="layout layout--full" id="main">
        <ResultAlerts />
        <BettingGuard>
          <RouteOutlet />
        </BettingGuard>
      </main>
    </>
  );
}

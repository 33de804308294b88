import { RouteOutlet } from '@/app/root-layout';
import { BettingGuard } from './betting-guard';

/** Public and no-footer routes: sign-in, register, OTP and reset screens. */
export function NoFooterLayout() {
  return (
    <main className="layout layout--bare" id="main">
      <BettingGuard>
        <RouteOutlet />
      </BettingGuard>
    </main>
  );
}

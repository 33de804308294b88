import { messages } from '@matka/shared/messages';
import { useEffect, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useRouteRefusesChartsOnly } from '../../components/ui/use-route-title';
import { paths } from '../../config/paths';
import { useBettingStatus } from '../../lib/queries';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';

/**
 * Keeps a charts-only player (betting_status not '1') off the screens spec section 6 reserves for
 * betting (route tables' `openTo`, docs/decisions/005): a typed or shared link to one of them goes
 * home with a message. The screen renders while the status is still unknown, so a betting player's
 * cold start waits for nothing; the provider refuses a charts-only player's money actions whatever
 * the client shows.
 */
export function BettingGuard({ children }: { readonly children: ReactNode }) {
  const signedIn = useSession() !== undefined;
  const betting = useBettingStatus();
  const bettingScreen = useRouteRefusesChartsOnly();
  const navigate = useNavigate();
  const told = useRef(false);
  const refused = signedIn && bettingScreen && betting !== undefined && betting !== '1';

  useEffect(() => {
    if (!refused) {
      told.current = false;
      return;
    }
    // StrictMode runs this effect twice in development: one message, not two.
    if (!told.current) toast.error(messages.bettingDisabled);
    told.current = true;
    void navigate(paths.home, { replace: true });
  }, [refused, navigate]);

  return refused ? null : children;
}

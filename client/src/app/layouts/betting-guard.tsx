import { messages } from '@matka/shared/messages';
import { useEffect, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { QueryFallback } from '@/core/components/ui/query-failure';
import { Screen, ScreenTitle } from '@/core/components/ui/screen-title';
import { useRouteRefusesChartsOnly, useRouteTitle } from '@/lib/use-route-title';
import { paths } from '@/config/paths';
import { FirstScreenShown } from '@/lib/hydration';
import { useBetting } from '@/core/lib/queries';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';

/**
 * Keeps the screens reserved for betting (route tables' `openTo`,
 * docs/decisions/005) to a player the dashboard says bets (`useBetting`: betting_status '1' only).
 * A charts-only player's typed or shared link to one goes home with a message. While the status is
 * unknown the screen waits: "Loading…", or the dashboard's failure with a retry, never "Betting is
 * not enabled" for a provider that did not answer. The shell starts the dashboard read with the
 * screen's code (router.tsx, `preloadFirstScreen`), so a betting player's cold start waits little.
 */
export function BettingGuard({ children }: { readonly children: ReactNode }) {
  const signedIn = useSession() !== undefined;
  const { status, queryKey } = useBetting();
  const bettingScreen = useRouteRefusesChartsOnly();
  const title = useRouteTitle();
  const navigate = useNavigate();
  const told = useRef(false);
  const guarded = signedIn && bettingScreen;
  const refused = guarded && status === 'chartsOnly';

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

  if (!guarded || status === 'betting') return children;
  // What shows in the screen's place is the first screen: once it is on the page the dashboard's
  // answer may arrive (hydration.ts), which decides between the screen and home.
  if (refused) return <FirstScreenShown />;
  return (
    <>
      <QueryFallback
        queryKey={queryKey}
        loading={
          // The screen's title stays where the screen will put its own: the page's largest text
          // is painted with the HTML, not when the dashboard answers.
          <Screen label={title}>
            <ScreenTitle>{title}</ScreenTitle>
            <p className="muted" role="status">
              {messages.loading}
            </p>
          </Screen>
        }
      />
      <FirstScreenShown />
    </>
  );
}

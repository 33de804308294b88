import { useState } from 'react';
import { useLocation } from 'react-router';
import { Footer } from '@/core/components/shell/footer';
import { SideMenu } from '@/core/components/shell/side-menu';
import { TopBar } from '@/core/components/shell/top-bar';
import { paths } from '@/config/paths';
import { ResultAlertsSlot } from '@/app/result-alerts-slot';
import { RouteOutlet } from '@/app/root-layout';
import { BettingGuard } from './betting-guard';

/** Routes with the footer: menu button, top bar, footer, side menu. */
export function FooterLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const isHome = pathname.toLowerCase() === paths.home;
  return (
    <>
      <TopBar onOpenMenu={() => setMenuOpen(true)} showBack={!isHome} />
      <main className="layout layout--footer" id="main">
        <ResultAlertsSlot />
        <BettingGuard>
          <RouteOutlet />
        </BettingGuard>
      </main>
      <Footer />
      <SideMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
    </>
  );
}

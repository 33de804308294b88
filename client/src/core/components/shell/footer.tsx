import { messages } from '@matka/shared/messages';
import { useState } from 'react';
import { NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { useBetting } from '@/core/lib/queries';
import { BidsIcon, FundsIcon, HomeIcon, PassbookIcon, SupportIcon } from '@/components/ui/icons';
import { SupportDialog } from './support-dialog';

/** Nothing while the betting status is unknown (loading or failed). */
export function Footer() {
  const { status } = useBetting();
  const [supportOpen, setSupportOpen] = useState(false);
  if (status === undefined) return <footer className="footer" aria-label={messages.footer} />;

  const support = (
    <button type="button" className="footer__item" onClick={() => setSupportOpen(true)}>
      <SupportIcon />
      <span>{messages.support}</span>
    </button>
  );
  return (
    <footer className="footer" aria-label={messages.footer}>
      {status === 'betting' ? (
        <nav className="footer__nav" aria-label={messages.footerMenu}>
          <NavLink className="footer__item" to={paths.myBids}>
            <BidsIcon />
            <span>{messages.myBids}</span>
          </NavLink>
          <NavLink className="footer__item" to={paths.addFunds}>
            <FundsIcon />
            <span>{messages.funds}</span>
          </NavLink>
          <NavLink
            className="footer__item footer__home"
            to={paths.home}
            aria-label={messages.home}
            end
          >
            <HomeIcon size={28} />
          </NavLink>
          <NavLink className="footer__item" to={paths.transactions}>
            <PassbookIcon />
            <span>{messages.passbook}</span>
          </NavLink>
          {support}
        </nav>
      ) : (
        <nav className="footer__nav" aria-label={messages.footerMenu}>
          <NavLink className="footer__item" to={paths.home} aria-label={messages.home} end>
            <HomeIcon />
          </NavLink>
          <p className="footer__welcome">{messages.footerWelcome}</p>
          {support}
        </nav>
      )}
      <SupportDialog open={supportOpen} onClose={() => setSupportOpen(false)} />
    </footer>
  );
}

import { HEADLINE_IDS } from '@matka/shared/contract';
import { messages } from '@matka/shared/messages';
import { Link } from 'react-router';
import { SupportCallLink, SupportChatLink } from '../../../components/shell/support-links';
import { paths } from '../../../config/paths';
import { useBettingStatus } from '../../../lib/queries';
import { HeadlineBanner } from '../../../components/headline-banner';
import { ImageSlider } from '../components/image-slider';
import { MarketList } from '../components/market-list';

function ContactButtons() {
  return (
    <div className="home-contact">
      <SupportCallLink className="button button--primary">Call</SupportCallLink>
      <SupportChatLink className="button button--whatsapp">{messages.whatsApp}</SupportChatLink>
    </div>
  );
}

/**
 * /imp (spec section 2, Home): nothing until betting_status is known; the banner, slider, ADD FUNDS,
 * KING STARLINE and contact buttons only with betting enabled; then the market list. WITHDRAW and
 * GALI DISAWAR join the spec's two buttons, like the landing's tiles (docs/decisions/005).
 */
export function Component() {
  const betting = useBettingStatus();
  if (betting === undefined) return null;
  const enabled = betting === '1';
  return (
    <div className="home">
      <h1 className="visually-hidden">Home</h1>
      {enabled ? (
        <>
          <HeadlineBanner id={HEADLINE_IDS.home} />
          <ImageSlider />
          <nav className="home-actions" aria-label="Games and funds">
            <Link className="button button--accent" to={paths.addFunds}>
              ADD FUNDS
            </Link>
            <Link className="button button--accent" to={paths.withdraw}>
              WITHDRAW
            </Link>
            <Link className="button button--primary" to={paths.starlineCharts}>
              KING STARLINE
            </Link>
            <Link className="button button--primary" to={paths.galiAllGame}>
              GALI DISAWAR
            </Link>
          </nav>
          <ContactButtons />
        </>
      ) : null}
      <MarketList bettingEnabled={enabled} />
    </div>
  );
}

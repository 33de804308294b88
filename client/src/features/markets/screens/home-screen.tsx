import { HEADLINE_IDS } from '@matka/shared/contract';
import { messages } from '@matka/shared/messages';
import { Link } from 'react-router';
import { SupportCallLink, SupportChatLink } from '@/core/components/shell/support-links';
import { paths } from '@/config/paths';
import { QueryFailure, QueryFallback } from '@/core/components/ui/query-failure';
import { useBetting } from '@/core/lib/queries';
import { HeadlineBanner } from '@/core/components/headline-banner';
import { ImageSlider } from '@/features/markets/components/image-slider';
import { MarketList } from '@/features/markets/components/market-list';

function ContactButtons() {
  return (
    <div className="home-contact">
      <SupportCallLink className="button button--primary">{messages.call}</SupportCallLink>
      <SupportChatLink className="button button--whatsapp">{messages.whatsApp}</SupportChatLink>
    </div>
  );
}

/**
 * /imp (Home): nothing until betting_status is known but the dashboard's failure with
 * a retry (docs/failures.md), never a guessed status; once known, a later failed poll's message
 * over the data it leaves on screen, saying when that came; the banner, slider, ADD FUNDS,
 * KING STARLINE and contact buttons only with betting enabled; then the market list. WITHDRAW and
 * GALI DISAWAR join the spec's two buttons, like the landing's tiles (docs/decisions/005).
 */
export function HomeScreen() {
  const { status, queryKey } = useBetting();
  if (status === undefined) return <QueryFallback queryKey={queryKey} loading={null} />;
  const enabled = status === 'betting';
  return (
    <div className="home">
      <h1 className="visually-hidden">{messages.home}</h1>
      <QueryFailure queryKey={queryKey} />
      {enabled ? (
        <>
          <HeadlineBanner id={HEADLINE_IDS.home} />
          <ImageSlider />
          <nav className="home-actions" aria-label={messages.gamesAndFunds}>
            <Link className="button button--accent" to={paths.addFunds}>
              {messages.addFundsButton}
            </Link>
            <Link className="button button--accent" to={paths.withdraw}>
              {messages.withdrawButton}
            </Link>
            <Link className="button button--primary" to={paths.starlineCharts}>
              {messages.kingStarlineButton}
            </Link>
            <Link className="button button--primary" to={paths.galiAllGame}>
              {messages.galiDisawarButton}
            </Link>
          </nav>
          <ContactButtons />
        </>
      ) : null}
      <MarketList bettingEnabled={enabled} />
    </div>
  );
}

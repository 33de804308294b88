import { messages } from '@matka/shared/messages';
import { HEADLINE_IDS } from '@matka/shared/contract';
import { useQuery } from '@tanstack/react-query';
import { Screen, ScreenTitle } from '../../../components/ui/screen-title';
import { howToPlayQueryOptions } from '../api/content-queries';
import { HeadlineBanner } from '../../../components/headline-banner';
import { isWebLink, plainTextLines } from '../components/plain-text';
import '../content.css';

/** The product's claim (spec section 1): shown unless the provider's text already makes it. */
export const WIN_CLAIM = 'Win up to 10 Lac Points.';

/** Our five points, used while the provider's text is missing, empty or failed to load. */
export const DEFAULT_HOW_TO_PLAY = [
  'Sign in and add points to your wallet from Add Funds.',
  'Choose a market that is open and pick a game type: Single Digit, Jodi, Pana, Sangam and more.',
  'Enter your digits and points (at least 10 points a bid), check the list and press Submit.',
  'Bids cannot be cancelled once placed. Results are declared at the market times and wins are added to your wallet.',
  WIN_CLAIM,
] as const;

/**
 * /htp (public too): the how-to-play points from api-how-to-play (content[0], text only, HTML
 * stripped) or ours, the 'win up to 10 Lac Points' claim, and the video (content[0].video_link) in a
 * new tab.
 */
export function Component() {
  const { data } = useQuery(howToPlayQueryOptions());
  const fromProvider = data ? plainTextLines(data.how_to_play_content) : [];
  const points = fromProvider.length > 0 ? fromProvider : [...DEFAULT_HOW_TO_PLAY];
  const makesClaim = points.some((point) => /10\s*lac/i.test(point));
  const video = data && isWebLink(data.video_link) ? data.video_link.trim() : undefined;

  return (
    <Screen label={messages.howToPlay}>
      <HeadlineBanner id={HEADLINE_IDS.other} />
      <ScreenTitle>{messages.howToPlay}</ScreenTitle>
      <div className="card content-card">
        <ol className="htp-points">
          {points.map((point, index) => (
            <li key={index}>{point}</li>
          ))}
        </ol>
        {makesClaim ? null : <p className="htp-claim">{WIN_CLAIM}</p>}
        {video ? (
          <a
            className="button button--primary button--block"
            href={video}
            target="_blank"
            rel="noopener noreferrer"
          >
            {messages.watchVideo}
          </a>
        ) : null}
      </div>
    </Screen>
  );
}

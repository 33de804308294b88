import { messages } from '@matka/shared/messages';
import { HEADLINE_IDS } from '@matka/shared/contract';
import { useQuery } from '@tanstack/react-query';
import { Screen, ScreenTitle } from '@/core/components/ui/screen-title';
import { howToPlayQueryOptions } from '@/features/content/api/content-queries';
import { HeadlineBanner } from '@/core/components/headline-banner';
import { isWebLink, plainTextLines } from '@/features/content/components/plain-text';
import { usePageTexts } from '@/features/content/page-texts';
import '@/features/content/content.css';

/**
 * /htp (public too): the how-to-play points from api-how-to-play (content[0], text only, HTML
 * stripped) or ours, the 'win up to 10 Lac Points' claim, and the video (content[0].video_link) in a
 * new tab.
 */
export function HowToPlayScreen() {
  const { data, isPending } = useQuery(howToPlayQueryOptions());
  const { howToPlay, winClaim } = usePageTexts();
  const fromProvider = data ? plainTextLines(data.how_to_play_content) : [];
  const points = fromProvider.length > 0 ? fromProvider : [...howToPlay, winClaim];
  const makesClaim = points.some((point) => /10\s*lac/i.test(point) || point === winClaim);
  const video = data && isWebLink(data.video_link) ? data.video_link.trim() : undefined;

  return (
    <Screen label={messages.howToPlay}>
      <HeadlineBanner id={HEADLINE_IDS.other} />
      <ScreenTitle>{messages.howToPlay}</ScreenTitle>
      {isPending ? (
        // Our points are shown only when the provider has none: shown while its answer is on the
        // way, they were replaced under the player's eyes (a layout shift, CLS 0.11 on a cold start).
        <div className="card content-card">
          <p className="muted" role="status">
            {messages.loading}
          </p>
        </div>
      ) : (
        <HowToPlayPoints
          points={points}
          makesClaim={makesClaim}
          winClaim={winClaim}
          video={video}
        />
      )}
    </Screen>
  );
}

function HowToPlayPoints({
  points,
  makesClaim,
  winClaim,
  video,
}: {
  readonly points: readonly string[];
  readonly makesClaim: boolean;
  readonly winClaim: string;
  readonly video: string | undefined;
}) {
  return (
    <div className="card content-card">
      <ol className="htp-points">
        {points.map((point, index) => (
          <li key={index}>{point}</li>
        ))}
      </ol>
      {makesClaim ? null : <p className="htp-claim">{winClaim}</p>}
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
  );
}

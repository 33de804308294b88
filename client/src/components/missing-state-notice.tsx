import { messages } from '@matka/shared/messages';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { Screen, ScreenTitle } from '@/core/components/ui/screen-title';
import './missing-state-notice.css';

export interface MissingStateNoticeProps {
  /** The screen's title (kept, so the player sees where they are). */
  readonly title: string;
  /** What to do first. */
  readonly hint: string;
  /** The list the player should start from, and its link text (none: home is the start). */
  readonly startTo?: string;
  readonly startLabel?: string;
}

/**
 * Shown instead of a screen opened without its navigation state (a reload or a typed address):
 * the spec's 'Invalid navigation. Please start over.' with a way back to the list and to home.
 */
export function MissingStateNotice({ title, hint, startTo, startLabel }: MissingStateNoticeProps) {
  return (
    <Screen label={title}>
      <ScreenTitle>{title}</ScreenTitle>
      <div className="missing-game" role="alert">
        <p>{messages.invalidNavigation}</p>
        <p className="muted">{hint}</p>
      </div>
      <div className="missing-game__actions">
        {startTo !== undefined && (
          <Link className="button button--primary" to={startTo}>
            {startLabel}
          </Link>
        )}
        <Link
          className={`button ${startTo === undefined ? 'button--primary' : 'button--outline'}`}
          to={paths.home}
        >
          {messages.goToHomeButton}
        </Link>
      </div>
    </Screen>
  );
}

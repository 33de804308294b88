import { messages } from '@matka/shared/messages';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { Screen, ScreenTitle } from '@/core/components/ui/screen-title';
import './missing-state-notice.css';

export interface MissingStateNoticeProps {
  readonly title: string;
  readonly hint: string;
  /** None: home is the start. */
  readonly startTo?: string;
  readonly startLabel?: string;
}

/** For a screen opened without its navigation state: a reload or a typed address. */
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

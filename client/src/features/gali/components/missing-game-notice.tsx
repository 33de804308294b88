import { messages } from '@matka/shared/messages';
import { Link } from 'react-router';
import { Screen, ScreenTitle } from '../../../components/ui/screen-title';
import { paths } from '../../../config/paths';

/**
 * Shown instead of a screen opened without its navigation state (a reload or a typed address):
 * the spec's 'Invalid navigation. Please start over.' with the ways back.
 */
export function MissingGameNotice({ title }: { readonly title: string }) {
  return (
    <Screen label={title}>
      <ScreenTitle>{title}</ScreenTitle>
      <div className="missing-game" role="alert">
        <p>{messages.invalidNavigation}</p>
        <p className="muted">Choose a Gali Disawar game from the list first.</p>
      </div>
      <div className="missing-game__actions">
        <Link className="button button--primary" to={paths.galiAllGame}>
          Gali Disawar games
        </Link>
        <Link className="button button--outline" to={paths.home}>
          Go to Home
        </Link>
      </div>
    </Screen>
  );
}

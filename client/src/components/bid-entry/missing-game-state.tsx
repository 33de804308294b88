import { messages } from '@matka/shared/messages';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { Screen, ScreenTitle } from '../ui/screen-title';

/** Shown when a bid screen is opened without its game (a reload, a typed URL). */
export function MissingGameState({ title }: { readonly title: string }) {
  return (
    <Screen label={title}>
      <ScreenTitle>{title}</ScreenTitle>
      <div className="card bid-missing" role="alert">
        <p>{messages.invalidNavigation}</p>
        <p className="muted">Choose a market on the home screen to place a bid.</p>
      </div>
      <Link className="button button--primary button--block" to={paths.home}>
        Go to Home
      </Link>
    </Screen>
  );
}

import { messages } from '@matka/shared/messages';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { paths } from '../config/paths';

/** Router error screen: unknown paths get a not-found note, anything else the spec's text. */
export default function RouteErrorScreen() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="app-column error-screen" role="alert">
      <h1>{notFound ? 'Page not found' : messages.unexpectedApplicationError}</h1>
      <p>
        <Link className="button button--primary" to={paths.landing} reloadDocument={!notFound}>
          Go to home
        </Link>
      </p>
    </main>
  );
}

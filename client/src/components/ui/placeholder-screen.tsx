import { Screen, ScreenTitle } from './screen-title';
import { useRouteTitle } from './use-route-title';

/** Stand-in for a screen a later issue builds: shows the route's title so every route resolves. */
export function PlaceholderScreen() {
  const title = useRouteTitle();
  return (
    <Screen label={title}>
      <ScreenTitle>{title}</ScreenTitle>
      <p className="muted">This screen is coming soon.</p>
    </Screen>
  );
}

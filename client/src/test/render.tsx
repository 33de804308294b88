import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { fixedClock, type Clock } from '@matka/shared/time';
import { useLayoutEffect } from 'react';
import { BrowserRouter, MemoryRouter, useLocation, type Location } from 'react-router';
import { AppRoutes } from '@/app/router';
import { ClockProvider } from '@/core/lib/clock';
import { hashPassword } from '@/lib/password-hash';
import { testQueryClient } from './query-client';

/** 2026-11-22 12:00 IST: a fixed instant for tests. */
export const TEST_NOW = Date.UTC(2026, 10, 22, 6, 30);

/** What a test reads of the router: `router.state.location` is the current location. */
export interface TestRouter {
  readonly state: { location: Location };
}

function LocationProbe({ onChange }: { readonly onChange: (location: Location) => void }) {
  const location = useLocation();
  useLayoutEffect(() => onChange(location), [onChange, location]);
  return null;
}

/**
 * Renders the real route table at `path` with the test's QueryClient and a fixed clock. `strict`
 * wraps it in React's StrictMode, as `main.tsx` does: effects then mount, clean up and mount again,
 * as they do under the dev server. `before` are earlier history entries, so back has somewhere to go.
 */
export function renderRoute(
  path: string,
  options: { state?: unknown; clock?: Clock; strict?: boolean; before?: readonly string[] } = {},
) {
  // A path may carry a query ('/imp3?day=2026-11-22', a result alert's link).
  const [pathname = path, query] = path.split('?');
  const search = query === undefined ? '' : `?${query}`;
  const initial: Location = { pathname, search, hash: '', state: options.state, key: 'default' };
  const router: TestRouter = { state: { location: initial } };
  const result = render(
    <QueryClientProvider client={testQueryClient()}>
      <ClockProvider clock={options.clock ?? fixedClock(TEST_NOW)}>
        <MemoryRouter
          initialEntries={[...(options.before ?? []), { pathname, search, state: options.state }]}
          initialIndex={options.before?.length ?? 0}
        >
          <AppRoutes />
          <LocationProbe
            onChange={(location) => {
              router.state.location = location;
            }}
          />
        </MemoryRouter>
      </ClockProvider>
    </QueryClientProvider>,
    { reactStrictMode: options.strict ?? false },
  );
  return { ...result, router };
}

/** Stores a signed-in session the way `signIn` does (with a cheap hash so tests stay fast). */
export async function storeSession(
  session = { username: 'Demo Player', token: 'token-1', mobile: '9876543210' },
  password = 'demo1234',
) {
  localStorage.setItem('matka.username', session.username);
  localStorage.setItem('matka.token', session.token);
  localStorage.setItem('matka.mobile', session.mobile);
  localStorage.setItem('matka.passwordHash', await hashPassword(password, 1000));
  const { reloadSession } = await import('@/lib/session');
  reloadSession();
  return session;
}

/**
 * Renders the real route table under a `BrowserRouter`, at whatever `window.location` and history
 * the test has set up: for behaviour that needs the browser's own history (its back button).
 */
export function renderInBrowserHistory(clock: Clock = fixedClock(TEST_NOW)) {
  return render(
    <QueryClientProvider client={testQueryClient()}>
      <ClockProvider clock={clock}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </ClockProvider>
    </QueryClientProvider>,
  );
}

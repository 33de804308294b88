import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { fixedClock, type Clock } from '@matka/shared/time';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router';
import { routes } from '../app/router';
import { ClockProvider } from '../lib/clock';
import { hashPassword } from '../lib/password-hash';
import { testQueryClient } from './query-client';

/** 2026-11-22 12:00 IST: a fixed instant for tests. */
export const TEST_NOW = Date.UTC(2026, 10, 22, 6, 30);

/** Renders the real route table at `path` with the test's QueryClient and a fixed clock. */
export function renderRoute(path: string, options: { state?: unknown; clock?: Clock } = {}) {
  const router = createMemoryRouter(routes, {
    initialEntries: [{ pathname: path, state: options.state }],
  });
  const result = render(
    <QueryClientProvider client={testQueryClient()}>
      <ClockProvider clock={options.clock ?? fixedClock(TEST_NOW)}>
        <RouterProvider router={router} />
      </ClockProvider>
    </QueryClientProvider>,
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
  const { reloadSession } = await import('../lib/session');
  reloadSession();
  return session;
}

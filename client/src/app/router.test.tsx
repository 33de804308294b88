import { messages } from '@matka/shared/messages';
import { render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../config/paths';
import { fakeProvider, shellHandlers } from '../test/fake-provider';
import { renderRoute, storeSession } from '../test/render';
import { RouteError } from './route-error';
import { featureRoutes } from './router';

describe('router', () => {
  it('registers every path of paths.ts exactly once (the landing is the index route)', () => {
    const registered = featureRoutes.map((route) => route.path?.toLowerCase());
    const expected = Object.values(paths)
      .filter((path) => path !== paths.landing)
      .map((path) => path.toLowerCase());
    expect([...registered].sort()).toEqual([...expected].sort());
    expect(new Set(registered).size).toBe(registered.length);
  });

  it.each([
    ['/StarSingle', 'Single Digit'],
    ['/Ssinglepana', 'Single Pana'],
    ['/Sdoublepana', 'Double Pana'],
    ['/Stripplepana', 'Triple Pana'],
    ['/AddFundHistory', 'Deposit History'],
    ['/withdrawfundhistory', 'Withdraw History'],
    ['/tripplePana', 'Triple Panna'],
    ['/GALIIMP', 'Gali Disawar Charts'],
  ])('reaches %s in another capitalisation', async (path, title) => {
    await storeSession();
    fakeProvider(shellHandlers());
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('shows the landing at / without stored credentials', async () => {
    renderRoute('/');
    expect((await screen.findAllByRole('link', { name: 'Login' })).length).toBeGreaterThan(0);
    expect(screen.getByRole('navigation', { name: 'Quick actions' })).toBeInTheDocument();
  });

  it('redirects / to /imp with stored credentials', async () => {
    await storeSession();
    fakeProvider(shellHandlers());
    const { router } = renderRoute('/');
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.home));
    expect(await screen.findByRole('list', { name: 'Markets' })).toBeInTheDocument();
  });

  it('answers an unknown path with a way home', async () => {
    renderRoute('/no-such-screen');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
  });

  it("shows 'Unexpected Application Error!' with a way home when a screen throws", async () => {
    // React reports the caught error with console.error; here that is expected.
    vi.mocked(console.error).mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('boom');
    }
    const router = createMemoryRouter([
      { path: '/', Component: Broken, ErrorBoundary: RouteError },
    ]);
    render(<RouterProvider router={router} />);
    expect(
      await screen.findByRole('heading', { name: messages.unexpectedApplicationError }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
  });
});

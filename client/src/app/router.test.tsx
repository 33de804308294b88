import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../config/paths';
import { fakeProvider, shellHandlers } from '../test/fake-provider';
import { renderRoute, storeSession } from '../test/render';
import { featureRoutes, routeTitle } from './router';

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

  it('titles each route from the route table, whatever the capitalisation', () => {
    expect(routeTitle('/imp')).toBe('Home');
    expect(routeTitle('/AddFundHistory')).toBe('Deposit History');
    expect(routeTitle('/imp/')).toBe('Home');
    expect(routeTitle('/')).toBe('');
    expect(routeTitle('/no-such-screen')).toBe('');
  });

  it('keeps the top bar and scrolls to the top on a route change', async () => {
    await storeSession();
    fakeProvider(shellHandlers());
    // jsdom does not scroll; this stand-in keeps the page's vertical offset.
    let scrollY = 0;
    vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, y: number) => {
      scrollY = y;
    }) as typeof window.scrollTo);
    const user = userEvent.setup();
    const { router } = renderRoute(paths.home);
    await screen.findByRole('list', { name: 'Markets' });
    scrollY = 640;
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(await screen.findByRole('link', { name: 'Market Charts' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.charts));
    expect(scrollY).toBe(0);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Market Charts' }),
    ).toBeInTheDocument();
  });
});

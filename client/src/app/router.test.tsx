import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@matka/shared/messages';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { refusesChartsOnly } from '@/config/route-handle';
import { dashboard, fakeProvider, shellHandlers } from '@/test/fake-provider';
import { renderRoute, storeSession } from '@/test/render';
import { matchRoutes } from 'react-router';
import { featureRoutes, matchedRoute, routeTitle } from './router';

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

  it("finds for every path the row React Router matches among the whole table's", () => {
    const wholeTable = featureRoutes.map(({ path }) => ({ path }));
    const variants = featureRoutes.flatMap(({ path }) => [
      path,
      path.toUpperCase(),
      `${path}/`,
      `${path.toLowerCase()}//`,
    ]);
    for (const pathname of [...variants, '/', '/no-such-screen', '/imp/extra']) {
      const routerRow = matchRoutes(wholeTable, pathname)?.[0]?.route.path;
      expect(matchedRoute(pathname)?.path, pathname).toBe(routerRow);
    }
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

/** The route table's row for a path (any capitalisation). */
function row(path: string) {
  const found = featureRoutes.find((route) => route.path.toLowerCase() === path.toLowerCase());
  if (!found) throw new Error(`No route ${path}`);
  return found;
}

describe('route table (docs/decisions/005)', () => {
  it('names, for each alias, a route that is no alias, shows the same screen and is open to the same players', () => {
    const aliases = featureRoutes.filter((route) => route.handle.aliasOf !== undefined);
    expect(aliases.map((route) => route.path).sort()).toEqual(
      [
        paths.star,
        paths.imp8,
        paths.myModel,
        paths.transferModel,
        paths.privacy,
        paths.walletManagement,
        paths.addFund,
        paths.win,
        paths.winData,
        paths.bid,
        paths.withdrawFundHistory,
      ].sort(),
    );
    for (const alias of aliases) {
      const target = row(alias.handle.aliasOf ?? '');
      expect(target.handle.aliasOf, alias.path).toBeUndefined();
      expect(alias.preload, `${alias.path} loads the screen of ${target.path}`).toBe(
        target.preload,
      );
      expect(alias.handle.openTo, alias.path).toEqual(target.handle.openTo);
    }
  });

  it('names, for each step reached by a form, a route open to the same players', () => {
    const steps = featureRoutes.filter((route) => route.handle.afterForm !== undefined);
    expect(steps.map((route) => route.path).sort()).toEqual(
      [paths.otpRegister, paths.otpForgotPassword, paths.resetPassword, paths.otpWithdraw].sort(),
    );
    for (const step of steps) {
      expect(row(step.handle.afterForm ?? '').handle.openTo, step.path).toEqual(step.handle.openTo);
    }
  });

  it('opens to a charts-only player only the charts-only screens', () => {
    const open = featureRoutes
      .filter((route) => route.handle.openTo.includes('chartsOnly'))
      .map((route) => route.path);
    expect(open.sort()).toEqual(
      [
        paths.home,
        paths.charts,
        paths.starlineCharts,
        paths.star,
        paths.galiCharts,
        paths.changePassword,
        paths.privacy,
        paths.privacyPolicy,
      ].sort(),
    );
    expect(refusesChartsOnly(row(paths.howToPlay).handle)).toBe(true);
    expect(refusesChartsOnly(row(paths.login).handle)).toBe(false);
  });

  it('sends a signed-in charts-only player home from How To Play', async () => {
    await storeSession();
    fakeProvider(shellHandlers(() => dashboard({ betting_status: '0' })));
    const { router } = renderRoute(paths.howToPlay);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.home));
    expect(await screen.findByText(messages.bettingDisabled)).toBeInTheDocument();
  });

  it('leaves a signed-in charts-only player on the register screen', async () => {
    await storeSession();
    const network = fakeProvider(shellHandlers(() => dashboard({ betting_status: '0' })));
    const { router } = renderRoute(paths.register);
    await waitFor(() => expect(network.callsTo('api-get-dashboard-data')).toHaveLength(1));
    // The answer's render, and the guard's effect after it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe(paths.register);
    expect(screen.queryByText(messages.bettingDisabled)).toBeNull();
  });
});

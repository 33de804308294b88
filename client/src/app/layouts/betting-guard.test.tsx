import { messages } from '@matka/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import {
  dashboard,
  fakeProvider,
  refused,
  shellHandlers,
  type FakeAnswer,
} from '@/test/fake-provider';
import { renderRoute, storeSession } from '@/test/render';

type DashboardAnswer = FakeAnswer<'apiGetDashboardData'>;

/** The dashboard with betting_status left out. */
function withoutBettingStatus(): DashboardAnswer {
  const { betting_status: _left, ...rest } = dashboard();
  return rest as DashboardAnswer;
}

/** The side menu's items (closed by Escape afterwards). */
async function menuItems(): Promise<(string | null)[]> {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: messages.openMenu }));
  const menu = await screen.findByRole('dialog', { name: messages.menu });
  const items = within(menu)
    .getAllByRole('link')
    .map((link) => link.textContent);
  await user.keyboard('{Escape}');
  return items;
}

const CHARTS_ONLY_MENU = ['Home', 'Market Charts', 'Change Password', 'Privacy Policy'];

// One rule (`isBettingEnabled`): anything but '1' is charts only, for the guard of
// the betting screens, the side menu, the footer and the top bar's wallet alike.
describe('betting_status other than "1"', () => {
  it.each<[string, () => DashboardAnswer]>([
    ["'0'", () => dashboard({ betting_status: '0' })],
    ["''", () => dashboard({ betting_status: '' })],
    ["'2'", () => dashboard({ betting_status: '2' })],
    ['the number 2', () => dashboard({ betting_status: 2 })],
    ['the number 0', () => dashboard({ betting_status: 0 })],
    ['missing', withoutBettingStatus],
  ])(
    '%s: a typed betting screen goes home with a message; menu and footer are charts only',
    async (_, answer) => {
      await storeSession();
      fakeProvider(shellHandlers(answer));
      const { router } = renderRoute(paths.transfer);
      expect(await screen.findByText(messages.bettingDisabled)).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.pathname).toBe(paths.home));
      expect(
        screen.queryByRole('heading', { name: messages.transferPoints }),
      ).not.toBeInTheDocument();
      await screen.findByRole('list', { name: messages.markets });
      expect(await menuItems()).toEqual(CHARTS_ONLY_MENU);
      const footer = screen.getByRole('navigation', { name: messages.footerMenu });
      expect(within(footer).queryByRole('link', { name: messages.myBids })).not.toBeInTheDocument();
      expect(within(footer).getByText(messages.footerWelcome)).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /^Wallet:/ })).not.toBeInTheDocument();
    },
  );

  it.each<[string, () => DashboardAnswer]>([
    ["'1'", () => dashboard({ betting_status: '1' })],
    ['the number 1', () => dashboard({ betting_status: 1 })],
  ])(
    '%s: the betting screen opens, with the betting menu, footer and wallet',
    async (_, answer) => {
      await storeSession();
      fakeProvider(shellHandlers(answer));
      const { router } = renderRoute(paths.transfer);
      await screen.findByRole('heading', { name: messages.transferPoints });
      expect(router.state.location.pathname).toBe(paths.transfer);
      expect(await menuItems()).toContain('Transfer Points');
      const footer = screen.getByRole('navigation', { name: messages.footerMenu });
      expect(within(footer).getByRole('link', { name: messages.myBids })).toBeInTheDocument();
      expect(await screen.findByRole('link', { name: 'Wallet: 10000 points' })).toBeInTheDocument();
    },
  );
});

describe('betting status unknown', () => {
  it('keeps the betting screen, its menu items and footer back while the dashboard loads', async () => {
    await storeSession();
    let answer: ((value: DashboardAnswer) => void) | undefined;
    fakeProvider(
      shellHandlers(
        () =>
          new Promise<DashboardAnswer>((resolve) => {
            answer = resolve;
          }) as unknown as DashboardAnswer,
      ),
    );
    renderRoute(paths.transfer);
    await waitFor(() => expect(answer).toBeDefined());
    expect(within(screen.getByRole('main')).getByText(messages.loading)).toBeInTheDocument();
    // Its title only (the page's largest text, painted with the HTML); nothing of the screen.
    expect(screen.getByRole('heading', { name: messages.transferPoints })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: messages.transfer })).not.toBeInTheDocument();
    expect(await menuItems()).toEqual(CHARTS_ONLY_MENU);
    expect(screen.queryByRole('navigation', { name: messages.footerMenu })).not.toBeInTheDocument();
  });

  it.each<[string, () => DashboardAnswer | Response]>([
    ['an HTTP 500', () => new Response('down', { status: 500 })],
    ['a refusal sent with HTTP 502', () => refused('Service temporarily unavailable', 502)],
    ['a body that is not JSON', () => new Response('<html>oops', { status: 200 })],
  ])(
    'a dashboard failing with %s is said as such with a retry, never "Betting is not enabled"',
    async (_, failure) => {
      await storeSession();
      let fail = true;
      fakeProvider(shellHandlers(() => (fail ? failure() : dashboard())));
      const user = userEvent.setup();
      const { router } = renderRoute(paths.transfer);
      expect(await screen.findByText(messages.providerUnavailable)).toBeInTheDocument();
      expect(screen.queryByText(messages.bettingDisabled)).not.toBeInTheDocument();
      expect(router.state.location.pathname).toBe(paths.transfer);

      fail = false;
      await user.click(screen.getByRole('button', { name: messages.tryAgain }));
      await screen.findByRole('heading', { name: messages.transferPoints });
      expect(screen.queryByText(messages.providerUnavailable)).not.toBeInTheDocument();
      expect(screen.queryByText(messages.bettingDisabled)).not.toBeInTheDocument();
    },
  );
});

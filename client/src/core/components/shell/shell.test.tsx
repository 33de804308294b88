import { messages } from '@matka/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { getSession } from '@/lib/session';
import { dashboard, fakeProvider, shellHandlers } from '@/test/fake-provider';
import { renderRoute, storeSession } from '@/test/render';
import { displayUsername } from './side-menu';

async function openMenu() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Open menu' }));
  return { user, menu: await screen.findByRole('dialog', { name: 'Menu' }) };
}

function linkNames(container: HTMLElement) {
  return within(container)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('side menu', () => {
  it("lists every item with betting_status '1': the spec's order, with our four added", async () => {
    await storeSession();
    fakeProvider(shellHandlers());
    renderRoute(paths.home);
    await screen.findByRole('link', { name: /Wallet:/ });
    const { menu } = await openMenu();
    expect(linkNames(menu)).toEqual([
      'Home',
      'Profile',
      'Add Funds',
      'Wallet',
      'Transfer Points',
      'Win History',
      'Bid History',
      'Histories',
      'How To Play',
      'Game Rates',
      'Market Charts',
      'Change Password',
      'Privacy Policy',
      'About Us',
      'Delete Account',
    ]);
    expect(within(menu).getByRole('button', { name: messages.logout })).toBeInTheDocument();
  });

  it("keeps only Home, Market Charts, Change Password and Privacy Policy with betting_status '0'", async () => {
    await storeSession();
    fakeProvider(shellHandlers(() => dashboard({ betting_status: '0' })));
    renderRoute(paths.home);
    await screen.findByRole('list', { name: 'Markets' });
    const { menu } = await openMenu();
    expect(linkNames(menu)).toEqual(['Home', 'Market Charts', 'Change Password', 'Privacy Policy']);
    expect(screen.queryByRole('link', { name: /Wallet:/ })).not.toBeInTheDocument();
  });

  it('says the account has not loaded while the dashboard fails, with its retry, then lists every item', async () => {
    await storeSession();
    let fail = true;
    fakeProvider(shellHandlers(() => (fail ? new Response('down', { status: 500 }) : dashboard())));
    renderRoute(paths.home);
    await screen.findByText(messages.providerUnavailable);
    const { user, menu } = await openMenu();
    expect(within(menu).getByText(messages.accountNotLoaded)).toBeInTheDocument();
    expect(within(menu).getByRole('alert')).toHaveTextContent(messages.providerUnavailable);
    expect(linkNames(menu)).toEqual(['Home', 'Market Charts', 'Change Password', 'Privacy Policy']);

    fail = false;
    await user.click(within(menu).getByRole('button', { name: messages.tryAgain }));
    await within(menu).findByRole('link', { name: 'Wallet' });
    expect(within(menu).queryByText(messages.accountNotLoaded)).not.toBeInTheDocument();
    expect(within(menu).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the account is loading while the first dashboard read is on its way', async () => {
    await storeSession();
    fakeProvider({
      ...shellHandlers(),
      'api-get-dashboard-data': () => new Promise(() => undefined),
    });
    renderRoute(paths.home);
    const { menu } = await openMenu();
    expect(within(menu).getByText(messages.accountNotLoaded)).toBeInTheDocument();
    expect(within(menu).getByRole('status')).toHaveTextContent(messages.loading);
  });

  it('shows the username cut at 10 characters with an ellipsis, and the mobile', async () => {
    expect(displayUsername('Demo Player One')).toBe('Demo Playe...');
    expect(displayUsername('Demo')).toBe('Demo');
    await storeSession({ username: 'Demo Player One', token: 't', mobile: '9876543210' });
    fakeProvider(shellHandlers());
    renderRoute(paths.home);
    const { menu } = await openMenu();
    expect(within(menu).getByText('Demo Playe...')).toBeInTheDocument();
    expect(within(menu).getByText('9876543210')).toBeInTheDocument();
  });

  it('LOGOUT clears the session and opens /login', async () => {
    await storeSession();
    fakeProvider(shellHandlers());
    const { router } = renderRoute(paths.home);
    const { user, menu } = await openMenu();
    await user.click(within(menu).getByRole('button', { name: messages.logout }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login));
    expect(getSession()).toBeUndefined();
    expect(localStorage.length).toBe(0);
  });

  it('forces a logout when the stored username is missing', async () => {
    await storeSession({ username: '', token: 'token-1', mobile: '9876543210' });
    fakeProvider(shellHandlers());
    const { router } = renderRoute(paths.home);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login));
    expect(localStorage.getItem('matka.token')).toBeNull();
  });
});

describe('footer', () => {
  it("has My Bids, Funds, Home, Passbook and Support with betting_status '1'", async () => {
    await storeSession();
    fakeProvider(shellHandlers());
    renderRoute(paths.home);
    const footer = await screen.findByRole('navigation', { name: 'Footer menu' });
    await waitFor(() => expect(within(footer).getAllByRole('link')).toHaveLength(4));
    expect(within(footer).getByRole('link', { name: 'My Bids' })).toHaveAttribute(
      'href',
      paths.myBids,
    );
    expect(within(footer).getByRole('link', { name: 'Funds' })).toHaveAttribute(
      'href',
      paths.addFunds,
    );
    expect(within(footer).getByRole('link', { name: 'Home' })).toHaveAttribute('href', paths.home);
    expect(within(footer).getByRole('link', { name: 'Passbook' })).toHaveAttribute(
      'href',
      paths.transactions,
    );
    expect(within(footer).getByRole('button', { name: 'Support' })).toBeInTheDocument();
  });

  it('has Home, a welcome heading and Support otherwise', async () => {
    await storeSession();
    fakeProvider(shellHandlers(() => dashboard({ betting_status: '0' })));
    renderRoute(paths.home);
    const footer = await screen.findByRole('navigation', { name: 'Footer menu' });
    await waitFor(() =>
      expect(
        within(footer)
          .getAllByRole('link')
          .map((link) => link.getAttribute('href')),
      ).toEqual([paths.home]),
    );
    expect(within(footer).getByText(/Welcome/)).toBeInTheDocument();
    expect(within(footer).getByRole('button', { name: 'Support' })).toBeInTheDocument();
  });

  it('opens the support dialog with WhatsApp and call links, and CANCEL returns focus', async () => {
    await storeSession();
    fakeProvider({
      ...shellHandlers(() => dashboard({ mobile_1: '+91 98765-00001', mobile_no: '12' })),
      'api-get-social-data': () => ({ status: true, mobile_no: '98765 00002' }),
    });
    const user = userEvent.setup();
    renderRoute(paths.home);
    const support = await screen.findByRole('button', { name: 'Support' });
    await user.click(support);
    const dialog = await screen.findByRole('dialog', { name: messages.selectSupportOption });
    await waitFor(() =>
      expect(within(dialog).getByRole('link', { name: messages.whatsappSupport })).toHaveAttribute(
        'href',
        'https://wa.me/919876500002',
      ),
    );
    expect(within(dialog).getByRole('link', { name: messages.callSupport })).toHaveAttribute(
      'href',
      'tel:+919876500001',
    );
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.click(within(dialog).getByRole('button', { name: messages.cancel }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(support).toHaveFocus();
  });

  it('uses the configured fallback when the support number has fewer than 10 digits', async () => {
    await storeSession();
    fakeProvider({
      ...shellHandlers(() => dashboard({ mobile_1: '123', mobile_no: '' })),
      'api-get-social-data': () => ({ status: true, mobile_no: '555' }),
    });
    const user = userEvent.setup();
    renderRoute(paths.home);
    await screen.findByRole('list', { name: 'Markets' });
    await user.click(await screen.findByRole('button', { name: 'Support' }));
    const dialog = await screen.findByRole('dialog', { name: messages.selectSupportOption });
    await waitFor(() =>
      expect(within(dialog).getByRole('link', { name: messages.callSupport })).toHaveAttribute(
        'href',
        'tel:+919000000000',
      ),
    );
    expect(within(dialog).getByRole('link', { name: messages.whatsappSupport })).toHaveAttribute(
      'href',
      'https://wa.me/919000000000',
    );
  });
});

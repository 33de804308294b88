import { messages } from '@matka/shared/messages';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { fakeProvider, shellHandlers } from '@/test/fake-provider';
import { renderInBrowserHistory, renderRoute, storeSession } from '@/test/render';

/** KALYAN opens at 03:45 PM IST; TEST_NOW is 12:00 IST: Single Digit takes Open bids. */
const GAME = { gameId: '7', gameName: 'KALYAN', openTime: '03:45 PM' };

type User = ReturnType<typeof userEvent.setup>;

async function signedIn() {
  await storeSession();
  fakeProvider(shellHandlers());
}

async function formShown() {
  await waitFor(() => expect(screen.getByTestId('bid-balance')).not.toHaveTextContent('…'));
}

async function addBid(user: User, digit = '5') {
  await user.type(screen.getByLabelText('Digit'), digit);
  await user.type(screen.getByLabelText('Points'), '10');
  await user.click(screen.getByRole('button', { name: 'Proceed' }));
  await within(await screen.findByRole('list', { name: 'Bids' })).findAllByRole('listitem');
}

const cartCount = () =>
  within(screen.getByRole('list', { name: 'Bids' })).getAllByRole('listitem').length;

async function leaveDialog() {
  return screen.findByRole('dialog', { name: messages.leaveBidsTitle });
}

/** Single Digit of KALYAN, reached from the game-type menu (so back has somewhere to go). */
async function openSingleDigit(options: { strict?: boolean } = {}) {
  await signedIn();
  const view = renderRoute(paths.single, { state: GAME, before: [paths.game], ...options });
  await formShown();
  return { ...view, user: userEvent.setup() };
}

describe('leaving a bid screen with bids in the list', () => {
  it("leaves without asking while the list is empty (the top bar's back)", async () => {
    const { router, user } = await openSingleDigit();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.game));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("asks on the top bar's back: STAY keeps the screen and its list, LEAVE goes back", async () => {
    const { router, user } = await openSingleDigit({ strict: true });
    await addBid(user, '5');
    await addBid(user, '7');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    const dialog = await leaveDialog();
    expect(dialog).toHaveTextContent(messages.leaveBidsWarning(2));
    expect(router.state.location.pathname).toBe(paths.single);
    // The safe choice has the focus.
    expect(within(dialog).getByRole('button', { name: messages.stayOnScreen })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: messages.stayOnScreen }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.single);
    expect(cartCount()).toBe(2);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(
      within(await leaveDialog()).getByRole('button', { name: messages.leaveScreen }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.game));
  });

  it('asks on an in-app link (the wallet in the top bar), and follows it on LEAVE', async () => {
    const { router, user } = await openSingleDigit();
    await addBid(user);
    await user.click(screen.getByRole('link', { name: /^Wallet/ }));
    const dialog = await leaveDialog();
    expect(router.state.location.pathname).toBe(paths.single);
    await user.click(within(dialog).getByRole('button', { name: messages.leaveScreen }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.wallet));
  });

  it('stops asking once the list is empty again (its row deleted)', async () => {
    const { router, user } = await openSingleDigit();
    await addBid(user);
    await user.click(screen.getByRole('button', { name: /Delete/ }));
    expect(screen.queryByRole('list', { name: 'Bids' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.game));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("lets the browser ask before a reload or closing the tab ('beforeunload')", async () => {
    const { user } = await openSingleDigit();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await addBid(user);
    expect(unload()).toBe(true);
  });
});

describe("leaving a bid screen by the browser's or Android's back", () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('holds the move on the bid screen, STAY keeps it, LEAVE goes back', async () => {
    await signedIn();
    // The game-type menu, then Single Digit, as the router writes its history entries.
    window.history.replaceState({ usr: GAME, key: 'menu', idx: 0 }, '', paths.game);
    window.history.pushState({ usr: GAME, key: 'single', idx: 1 }, '', paths.single);
    renderInBrowserHistory();
    await formShown();
    const user = userEvent.setup();
    await addBid(user);

    act(() => window.history.back());
    const dialog = await leaveDialog();
    await waitFor(() => expect(window.location.pathname).toBe(paths.single));
    expect(screen.getByRole('heading', { level: 1, name: 'Single Digit' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: messages.stayOnScreen }));
    expect(cartCount()).toBe(1);
    expect(window.location.pathname).toBe(paths.single);

    act(() => window.history.back());
    await user.click(
      within(await leaveDialog()).getByRole('button', { name: messages.leaveScreen }),
    );
    await waitFor(() => expect(window.location.pathname).toBe(paths.game));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { level: 1, name: 'Single Digit' })).toBeNull(),
    );
  });
});

import { messages } from '@matka/shared/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { fakeProvider, shellHandlers } from '@/test/fake-provider';
import { renderRoute, storeSession } from '@/test/render';

// TEST_NOW is 12:00 PM IST.
const state = (openTime: string) => ({ gameId: '21', openTime, gameName: 'FARIDABAD' });

describe('Gali type chooser (/galigame)', () => {
  it('opens a bid screen with the game and the bid type while the game takes bids', async () => {
    await storeSession();
    fakeProvider(shellHandlers());
    const { router } = renderRoute(paths.galiGame, { state: state('06:00 PM') });
    await userEvent.setup().click(await screen.findByRole('button', { name: /Right Digit/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.rightDigit));
    expect(router.state.location.state).toEqual({ ...state('06:00 PM'), pana: 'Right Digit' });
  });

  it("shows 'Bidding is closed for {game type}' after the game's time, and stays", async () => {
    await storeSession();
    fakeProvider(shellHandlers());
    const { router } = renderRoute(paths.galiGame, { state: state('11:30 AM') });
    await userEvent.setup().click(await screen.findByRole('button', { name: /Jodi Digit/ }));
    expect(await screen.findByText(messages.biddingClosedFor('Jodi Digit'))).toBeVisible();
    expect(router.state.location.pathname).toBe(paths.galiGame);
  });

  it('shows a way back instead of a blank screen when opened without a game', async () => {
    await storeSession();
    fakeProvider(shellHandlers());
    renderRoute(paths.galiGame);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.invalidNavigation);
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', paths.home);
    expect(screen.getByRole('link', { name: 'Gali Disawar games' })).toHaveAttribute(
      'href',
      paths.galiAllGame,
    );
  });
});

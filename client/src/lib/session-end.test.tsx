import { messages, providerMessages } from '@matka/shared/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { dashboard, fakeProvider, refused, shellHandlers } from '@/test/fake-provider';
import { testQueryClient } from '@/test/query-client';
import { renderRoute, storeSession } from '@/test/render';
import { getSession } from './session';

/**
 * A session the provider ended (revoked or expired token: HTTP 401 with its invalid-token message)
 * signs the player out once, wherever the answer came from, with a clear message, and leaves no data
 * of theirs on screen.
 */

const ended = () => refused(providerMessages.invalidToken, 401);

describe('a session the provider ended', () => {
  it('on the next poll: signs out once, with the message, and shows no wallet', async () => {
    await storeSession();
    let valid = true;
    const network = fakeProvider({
      ...shellHandlers(() => (valid ? dashboard({ wallet_amt: '4321' }) : ended())),
      'api-get-slider-images': () => (valid ? { status: true, sliderdata: [] } : ended()),
    });
    const { router } = renderRoute(paths.home);
    expect(await screen.findByRole('link', { name: 'Wallet: 4321 points' })).toBeInTheDocument();

    valid = false;
    await testQueryClient().refetchQueries();
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login));
    expect(await screen.findByText(messages.sessionEnded)).toBeInTheDocument();
    expect(screen.getAllByText(messages.sessionEnded)).toHaveLength(1);
    expect(screen.queryByRole('link', { name: /Wallet:/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/4321/)).not.toBeInTheDocument();
    expect(getSession()).toBeUndefined();
    expect(localStorage.length).toBe(0);
    expect(network.callsTo('api-get-dashboard-data').length).toBeGreaterThanOrEqual(2);
  });

  it('on a write (a profile update) the same way', async () => {
    await storeSession();
    fakeProvider({
      ...shellHandlers(),
      'api-profile-update': () => ended(),
    });
    const user = userEvent.setup();
    const { router } = renderRoute(paths.profile);
    const name = await screen.findByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Asha Rani');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login));
    expect(await screen.findByText(messages.sessionEnded)).toBeInTheDocument();
    expect(getSession()).toBeUndefined();
  });

  it('leaves a newer session alone when an answer for an older token arrives late', async () => {
    await storeSession({ username: 'Demo Player', token: 'new-token', mobile: '9876543210' });
    fakeProvider({
      ...shellHandlers(),
      'api-user-wallet-balance': () => ended(),
    });
    renderRoute(paths.home);
    await screen.findByRole('link', { name: /Wallet:/ });
    const { getProvider } = await import('@/core/lib/provider');
    await expect(
      (await getProvider()).apiUserWalletBalance({ unique_token: 'old-token' }),
    ).rejects.toThrow(providerMessages.invalidToken);
    expect(getSession()?.token).toBe('new-token');
    expect(screen.queryByText(messages.sessionEnded)).not.toBeInTheDocument();
  });

  it('does not sign out on another refusal (a wrong app key is 401 too)', async () => {
    await storeSession();
    fakeProvider({
      ...shellHandlers(),
      'api-user-wallet-balance': () => refused(providerMessages.invalidAppKey, 401),
    });
    renderRoute(paths.home);
    await screen.findByRole('link', { name: /Wallet:/ });
    const { getProvider } = await import('@/core/lib/provider');
    await expect(
      (await getProvider()).apiUserWalletBalance({ unique_token: 'token-1' }),
    ).rejects.toThrow(providerMessages.invalidAppKey);
    expect(getSession()?.token).toBe('token-1');
  });
});

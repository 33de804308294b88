import { messages } from '@matka/shared/messages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { getSession } from '@/lib/session';
import { fakeProvider, shellHandlers } from '@/test/fake-provider';
import { renderRoute, storeSession } from '@/test/render';

describe('profile (/profile)', () => {
  it("requires a name ('Name is required!') and saves a new one", async () => {
    await storeSession();
    const network = fakeProvider({
      ...shellHandlers(),
      'api-profile-update': () => ({ status: true, msg: 'Profile updated successfully' }),
    });
    const user = userEvent.setup();
    renderRoute(paths.profile);
    const name = await screen.findByLabelText('Name');
    expect(name).toHaveValue('Demo Player');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent(messages.nameRequired);
    expect(network.callsTo('api-profile-update')).toHaveLength(0);

    await user.type(name, 'Asha Rani');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(getSession()?.username).toBe('Asha Rani');
    expect(network.callsTo('api-profile-update')[0]?.body).toMatchObject({
      unique_token: 'token-1',
      user_name: 'Asha Rani',
    });
  });
});

import { messages } from '@matka/shared/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { isStoredPassword } from '@/lib/session';
import { fakeProvider, refused, shellHandlers } from '@/test/fake-provider';
import { renderRoute, storeSession } from '@/test/render';

async function openChange() {
  await storeSession(undefined, 'demo1234');
  const view = renderRoute(paths.changePassword);
  await screen.findByRole('form', { name: 'Change Password' });
  return view;
}

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  current: string,
  next: string,
  confirm: string,
) {
  const clearAndType = async (label: string, value: string) => {
    await user.clear(screen.getByLabelText(label));
    if (value) await user.type(screen.getByLabelText(label), value);
  };
  await clearAndType('Current Password', current);
  await clearAndType('New Password', next);
  await clearAndType('Confirm Password', confirm);
  await user.click(screen.getByRole('button', { name: 'Change Password' }));
}

describe('in-app change password (/change)', () => {
  it('checks current (required, equal to stored), new, confirm, then equality, in order', async () => {
    const network = fakeProvider(shellHandlers());
    const user = userEvent.setup();
    await openChange();
    const expectAlert = (text: string) =>
      waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text));

    await fill(user, '', '', '');
    await expectAlert(messages.currentPasswordRequired);
    await fill(user, 'not-it', '', '');
    await expectAlert(messages.oldPasswordDoesNotMatch);
    await fill(user, 'demo1234', '', '');
    await expectAlert(messages.newPasswordRequired);
    await fill(user, 'demo1234', 'fresh1', '');
    await expectAlert(messages.confirmPasswordRequired);
    await fill(user, 'demo1234', 'fresh1', 'fresh2');
    await expectAlert(messages.confirmPasswordNotEqual);
    expect(network.callsTo('api-change-password')).toHaveLength(0);
  });

  it("shows 'Old password is incorrect' when the provider refuses", async () => {
    fakeProvider({ ...shellHandlers(), 'api-change-password': () => refused('nope') });
    const user = userEvent.setup();
    await openChange();
    await fill(user, 'demo1234', 'fresh1', 'fresh1');
    expect(await screen.findByText(messages.oldPasswordIncorrect)).toBeInTheDocument();
    expect(await isStoredPassword('demo1234')).toBe(true);
  });

  it('changes the password, remembers the new hash and opens /imp', async () => {
    const network = fakeProvider({
      ...shellHandlers(),
      'api-change-password': () => ({ status: true, msg: 'Password updated successfully' }),
    });
    const user = userEvent.setup();
    const { router } = await openChange();
    await fill(user, 'demo1234', 'fresh1', 'fresh1');
    expect(await screen.findByText(messages.passwordChanged)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.home));
    expect(network.callsTo('api-change-password')[0]?.body).toMatchObject({
      unique_token: 'token-1',
      old_pass: 'demo1234',
      new_pass: 'fresh1',
    });
    expect(await isStoredPassword('fresh1')).toBe(true);
  });
});

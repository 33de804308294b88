import { messages } from '@matka/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import {
  fakeProvider,
  shellHandlers,
  type EndpointAt,
  type FakeHandler,
  type FakeHandlers,
} from './fake-provider';
import { renderRoute, storeSession } from './render';

type User = ReturnType<typeof userEvent.setup>;
type SubmitPath = 'api-starline-submit-bid' | 'api-galidisawar-submit-bid';

/**
 * Opens a Starline or Gali bid screen signed in, with the default dashboard (wallet 10000 points)
 * and `submit` answering the screen's submit endpoint; resolves once the form and balance show.
 */
export async function openBidScreen<P extends SubmitPath>(
  path: string,
  options: {
    readonly state: unknown;
    readonly submitEndpoint: P;
    readonly submit?: FakeHandler<EndpointAt<P>> | undefined;
  },
) {
  await storeSession();
  const submit = options.submit ?? (() => ({ status: true, msg: messages.bidPlaced }));
  const network = fakeProvider({
    ...shellHandlers(),
    [options.submitEndpoint]: submit,
  } as FakeHandlers);
  const view = renderRoute(path, { state: options.state });
  await screen.findByRole('form');
  await waitFor(() => expect(screen.getByTestId('bid-balance')).toHaveTextContent('10000'));
  return { ...view, network, user: userEvent.setup() };
}

/** Adds one line (a field label to its value each), then Submit and the dialog's Submit. */
export async function submitOneBid(user: User, fields: Readonly<Record<string, string>>) {
  for (const [label, value] of Object.entries(fields)) {
    await user.type(screen.getByLabelText(label), value);
  }
  await user.click(screen.getByRole('button', { name: 'Proceed' }));
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: messages.submit }));
  return dialog;
}

/** Opens a bid screen signed in but without navigation state; resolves with its alert. */
export async function openWithoutGame(path: string) {
  await storeSession();
  fakeProvider(shellHandlers());
  renderRoute(path);
  return screen.findByRole('alert');
}

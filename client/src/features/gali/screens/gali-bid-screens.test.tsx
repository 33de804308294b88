import { messages } from '@matka/shared/messages';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { openBidScreen, openWithoutGame, submitOneBid } from '@/test/bid-screen';
import { refused, type FakeHandler } from '@/test/fake-provider';

// TEST_NOW: 22 November 2026, 12:00 IST. The default dashboard wallet is 10000 points.
const game = { gameId: '21', openTime: '06:00 PM', gameName: 'FARIDABAD' };

const screens = [
  { path: paths.leftDigit, title: 'Left Digit', valid: '4', invalid: undefined },
  { path: paths.rightDigit, title: 'Right Digit', valid: '7', invalid: undefined },
  { path: paths.jodiDigit, title: 'Jodi Digit', valid: '07', invalid: '7' },
] as const;

const open = (path: string, submit?: FakeHandler<'apiGalidisawarSubmitBid'>) =>
  openBidScreen(path, { state: game, submitEndpoint: 'api-galidisawar-submit-bid', submit });

describe.each(screens)('Gali $title ($path)', ({ path, title, valid, invalid }) => {
  it('checks the number before the points, with the spec messages', async () => {
    const { user, network } = await open(path);
    const proceed = screen.getByRole('button', { name: 'Proceed' });
    await user.type(screen.getByLabelText('Points'), '20');
    await user.click(proceed);
    expect(await screen.findByText(messages.pleaseEnterTheNumber)).toBeVisible();
    if (invalid !== undefined) {
      await user.type(screen.getByLabelText('Digit'), invalid);
      await user.type(screen.getByLabelText('Points'), '20');
      await user.click(proceed);
      expect(await screen.findByText(messages.numberNotValid(invalid))).toBeVisible();
    }
    await user.type(screen.getByLabelText('Digit'), valid);
    await user.type(screen.getByLabelText('Points'), '9');
    await user.click(proceed);
    expect(await screen.findByText(messages.minimumBidAmount)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(network.callsTo('api-galidisawar-submit-bid')).toHaveLength(0);
  });

  it('submits session Open with the token and a D-MonthName-YYYY bid_date', async () => {
    const { user, network } = await open(path);
    await user.type(screen.getByLabelText('Digit'), valid);
    await user.type(screen.getByLabelText('Points'), '25');
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(
      within(screen.getByRole('list', { name: 'Bids' })).getByRole('listitem'),
    ).toHaveTextContent(`${title} ${valid}Points 25`);
    expect(screen.getByTestId('bid-balance')).toHaveTextContent('9975');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('22-November-2026');
    await user.click(within(dialog).getByRole('button', { name: messages.submit }));
    expect(await screen.findByText(messages.bidPlaced)).toBeVisible();
    expect(network.callsTo('api-galidisawar-submit-bid').map((call) => call.body)).toEqual([
      {
        env_type: 'Prod',
        app_key: 'test-app-key',
        unique_token: 'token-1',
        game_id: '21',
        new_result: {
          unique_token: 'token-1',
          Gamename: 'FARIDABAD',
          totalbit: 25,
          gameid: '21',
          pana: title,
          gametype: 'gali',
          bid_date: '22-November-2026',
          session: 'Open',
          result: [
            {
              digits: valid,
              closedigits: '',
              points: 25,
              session: 'Open',
              pana: title,
              closepana: '',
            },
          ],
        },
      },
    ]);
  });
});

describe('Gali bid screens', () => {
  it('keep the dialog open with the server message when the provider refuses', async () => {
    const { user } = await open(paths.leftDigit, () => refused(messages.insufficientBalance));
    const dialog = await submitOneBid(user, { Digit: '4', Points: '10' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      messages.insufficientBalance,
    );
  });

  it('show a way back instead of a blank screen when opened without a game', async () => {
    expect(await openWithoutGame(paths.jodiDigit)).toHaveTextContent(messages.invalidNavigation);
    expect(screen.getByRole('link', { name: 'Gali Disawar games' })).toHaveAttribute(
      'href',
      paths.galiAllGame,
    );
  });
});

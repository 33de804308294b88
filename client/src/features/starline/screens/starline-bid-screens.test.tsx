import { messages } from '@matka/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { openBidScreen, openWithoutGame, submitOneBid } from '@/test/bid-screen';
import { refused, type FakeHandler } from '@/test/fake-provider';

// TEST_NOW: 22 November 2026, 12:00 IST. The default dashboard wallet is 10000 points.
const game = { gameId: '11', openTime: '04:00 PM', gameName: '04:00 PM' };

const screens = [
  { path: paths.starSingle, title: 'Single Digit', field: 'Digit', valid: '7', invalid: undefined },
  { path: paths.starSinglePana, title: 'Single Pana', field: 'Pana', valid: '123', invalid: '121' },
  { path: paths.starDoublePana, title: 'Double Pana', field: 'Pana', valid: '112', invalid: '123' },
  { path: paths.starTriplePana, title: 'Triple Pana', field: 'Pana', valid: '777', invalid: '778' },
] as const;

const open = (path: string, submit?: FakeHandler<'apiStarlineSubmitBid'>) =>
  openBidScreen(path, {
    state: { ...game, pana: 'x' },
    submitEndpoint: 'api-starline-submit-bid',
    submit,
  });

describe.each(screens)('Starline $title ($path)', ({ path, title, field, valid, invalid }) => {
  it('checks the number before the points, with the spec messages', async () => {
    const { user, network } = await open(path);
    const proceed = screen.getByRole('button', { name: 'Proceed' });
    await user.click(proceed);
    expect(await screen.findByText(messages.pleaseEnterTheNumber)).toBeVisible();
    if (invalid !== undefined) {
      await user.type(screen.getByLabelText(field), invalid);
      await user.type(screen.getByLabelText('Points'), '20');
      await user.click(proceed);
      expect(await screen.findByText(messages.numberNotValid(invalid))).toBeVisible();
    }
    await user.type(screen.getByLabelText(field), valid);
    await user.click(proceed);
    expect(await screen.findByText(messages.pleaseEnterPoint)).toBeVisible();
    await user.type(screen.getByLabelText(field), valid);
    await user.type(screen.getByLabelText('Points'), '5');
    await user.click(proceed);
    expect(await screen.findByText(messages.minimumBidAmount)).toBeVisible();
    await user.type(screen.getByLabelText(field), valid);
    await user.type(screen.getByLabelText('Points'), '10001');
    await user.click(proceed);
    expect(await screen.findByText(messages.insufficientBalance)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(network.callsTo('api-starline-submit-bid')).toHaveLength(0);
  });

  it('shows a fixed date and no session choice, adds and deletes rows', async () => {
    const { user } = await open(path);
    expect(screen.getByLabelText('Date')).toHaveValue('22-November-2026');
    expect(screen.getByLabelText('Date')).toHaveAttribute('readonly');
    expect(screen.queryByRole('radio')).toBeNull();
    await user.type(screen.getByLabelText(field), valid);
    await user.type(screen.getByLabelText('Points'), '20');
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    const rows = screen.getByRole('list', { name: 'Bids' });
    expect(within(rows).getByRole('listitem')).toHaveTextContent(`${field} ${valid}Points 20`);
    expect(screen.getByTestId('bid-balance')).toHaveTextContent('9980');
    expect(screen.getByLabelText(field)).toHaveValue('');
    await user.click(within(rows).getByRole('button', { name: /^Delete/ }));
    expect(screen.queryByRole('list', { name: 'Bids' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(screen.getByTestId('bid-balance')).toHaveTextContent('10000');
  });

  it('submits session Open through api-starline-submit-bid', async () => {
    const { user, network } = await open(path);
    for (const points of ['20', '30']) {
      await user.type(screen.getByLabelText(field), valid);
      await user.type(screen.getByLabelText('Points'), points);
      await user.click(screen.getByRole('button', { name: 'Proceed' }));
    }
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(messages.confirmBidWarning);
    await user.click(within(dialog).getByRole('button', { name: messages.submit }));
    expect(await screen.findByText(messages.bidPlaced)).toBeVisible();
    const line = { digits: valid, closedigits: '', session: 'Open', pana: title, closepana: '' };
    expect(network.callsTo('api-starline-submit-bid').map((call) => call.body)).toEqual([
      {
        env_type: 'Prod',
        app_key: 'test-app-key',
        game_id: '11',
        new_result: {
          unique_token: 'token-1',
          Gamename: '04:00 PM',
          totalbit: 50,
          gameid: '11',
          pana: title,
          gametype: 'starline',
          bid_date: '22-November-2026',
          session: 'Open',
          result: [
            { ...line, points: 20 },
            { ...line, points: 30 },
          ],
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('list', { name: 'Bids' })).toBeNull();
  });
});

describe('Starline bid screens', () => {
  it('keep the dialog open with the server message when the provider refuses', async () => {
    const { user } = await open(paths.starSingle, () =>
      refused(messages.biddingClosedFor('Single Digit')),
    );
    const dialog = await submitOneBid(user, { Digit: '4', Points: '10' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      messages.biddingClosedFor('Single Digit'),
    );
    expect(screen.getByRole('list', { name: 'Bids' })).toBeVisible();
  });

  it('show a way back instead of a blank screen when opened without a game', async () => {
    expect(await openWithoutGame(paths.starDoublePana)).toHaveTextContent(
      messages.invalidNavigation,
    );
    expect(screen.getByRole('link', { name: 'Starline games' })).toHaveAttribute(
      'href',
      paths.starlineCharts,
    );
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', paths.home);
  });
});

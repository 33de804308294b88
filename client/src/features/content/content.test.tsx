import { messages } from '@matka/shared/messages';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { fakeProvider, gameRates, refused, shellHandlers } from '@/test/fake-provider';
import { renderRoute, storeSession } from '@/test/render';
import { heldAnswer } from '@/test/write-hook';

// The provider sends some rates as strings: the panel reads both.
const rates = (overrides: Record<string, unknown> = {}) => ({
  status: true,
  game_rates: [{ ...gameRates, single_digit_val_1: '10', single_digit_val_2: '95', ...overrides }],
});

function panel(title: string) {
  return screen.findByRole('region', { name: title });
}

function rows(region: HTMLElement) {
  return [...region.querySelectorAll('.rate-list__row')].map((row) => [
    row.querySelector('dt')?.textContent,
    row.querySelector('dd')?.textContent,
  ]);
}

describe('game rates (/gameRates)', () => {
  beforeEach(async () => {
    await storeSession();
  });

  it('shows the three panels as val_1-val_2', async () => {
    fakeProvider({
      ...shellHandlers(),
      'api-game-rates': () => rates(),
      'api-galidisawar-game-rates': () =>
        rates({
          single_digit_val_1: 10,
          single_digit_val_2: 90,
          single_pana_val_2: 91,
          double_pana_val_2: 900,
        }),
      'api-starline-game-rates': () => rates({ single_digit_val_2: 96, single_pana_val_2: 1450 }),
    });
    renderRoute(paths.gameRates);
    const main = await panel(messages.winRatioMainMarket);
    await within(main).findByText('10-95');
    expect(rows(main)).toEqual([
      ['Single Digit', '10-95'],
      ['Jodi Digit', '10-950'],
      ['Single Pana', '10-1400'],
      ['Double Pana', '10-2800'],
      ['Triple Pana', '10-7000'],
      ['Half Sangam', '10-10000'],
      ['Full Sangam', '10-100000'],
    ]);
    const gali = await panel(messages.winRatioGali);
    await within(gali).findByText('10-90');
    expect(rows(gali)).toEqual([
      ['Left Digit', '10-90'],
      ['Right Digit', '10-91'],
      ['Jodi Digit', '10-900'],
    ]);
    const starline = await panel(messages.winRatioStarline);
    await within(starline).findByText('10-96');
    expect(rows(starline)).toEqual([
      ['Single Digit', '10-96'],
      ['Double Pana', '10-2800'],
      ['Single Pana', '10-1450'],
      ['Triple Pana', '10-7000'],
    ]);
  });

  it('a failed table says why in its panel only, with a retry; an empty one shows No Data Found', async () => {
    fakeProvider({
      ...shellHandlers(),
      'api-game-rates': () => rates(),
      'api-galidisawar-game-rates': () => new Response('down', { status: 503 }),
      'api-starline-game-rates': () => refused('nope'),
    });
    renderRoute(paths.gameRates);
    const main = await panel(messages.winRatioMainMarket);
    await within(main).findByText('10-95');
    const gali = await panel(messages.winRatioGali);
    expect(await within(gali).findByText(messages.providerUnavailable)).toBeInTheDocument();
    expect(within(gali).getByRole('button', { name: messages.tryAgain })).toBeInTheDocument();
    expect(within(gali).queryByText(messages.noDataFound)).not.toBeInTheDocument();
    const starline = await panel(messages.winRatioStarline);
    expect(await within(starline).findByText('nope')).toBeInTheDocument();
    expect(within(main).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows No Data Found for a table the provider answers empty', async () => {
    fakeProvider({
      ...shellHandlers(),
      'api-game-rates': () => rates(),
      'api-galidisawar-game-rates': () => ({ status: true, game_rates: [] }),
      'api-starline-game-rates': () => rates(),
    });
    renderRoute(paths.gameRates);
    const gali = await panel(messages.winRatioGali);
    expect(await within(gali).findByText(messages.noDataFound)).toBeInTheDocument();
  });

  it('shows the headline of id 3', async () => {
    const network = fakeProvider({
      ...shellHandlers(),
      'api-get-headline': () => ({ status: true, data: [{ status: '1', notes: 'Rates updated' }] }),
      'api-game-rates': () => rates(),
      'api-galidisawar-game-rates': () => rates(),
      'api-starline-game-rates': () => rates(),
    });
    renderRoute(paths.gameRates);
    expect(await screen.findByRole('marquee', { name: 'Rates updated' })).toBeInTheDocument();
    expect(network.callsTo('api-get-headline')[0]?.body).toMatchObject({ ids: [3] });
  });
});

describe('how to play (/htp)', () => {
  it("shows the provider's points as text, the claim and the video link, signed out too", async () => {
    fakeProvider({
      ...shellHandlers(),
      'api-how-to-play': () => ({
        status: true,
        result: true,
        content: [
          {
            video_link: 'https://video.test/how',
            how_to_play_content:
              '<p>Open a market</p><p>Pick <b>digits</b></p><img src=x onerror="alert(1)">Submit',
          },
        ],
      }),
    });
    const view = renderRoute(paths.howToPlay);
    const list = await screen.findByRole('list');
    await within(list).findByText('Open a market');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Open a market', 'Pick digits', 'Submit']);
    expect(view.container.querySelector('img, b')).toBeNull();
    expect(screen.getByText('Win up to 10 Lac Points.')).toBeInTheDocument();
    const video = screen.getByRole('link', { name: 'Watch Video' });
    expect(video).toHaveAttribute('href', 'https://video.test/how');
    expect(video).toHaveAttribute('target', '_blank');
  });

  it.each(['', '   ', 'not a link', 'javascript:alert(1)'])(
    'shows no video button when the provider gives no video (%j)',
    async (videoLink) => {
      fakeProvider({
        ...shellHandlers(),
        'api-how-to-play': () => ({
          status: true,
          result: true,
          content: [{ video_link: videoLink, how_to_play_content: 'Open a market' }],
        }),
      });
      renderRoute(paths.howToPlay);
      await within(await screen.findByRole('list')).findByText('Open a market');
      expect(screen.queryByRole('link', { name: 'Watch Video' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link')).not.toBeInTheDocument();
    },
  );

  it("shows a loading line, not our points, until the provider's answer is in", async () => {
    const held = heldAnswer({
      status: true,
      result: true,
      content: [{ video_link: '', how_to_play_content: 'Open a market' }],
    });
    fakeProvider({ ...shellHandlers(), 'api-how-to-play': held.handler });
    renderRoute(paths.howToPlay);
    expect(await screen.findByText(messages.loading)).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    held.release();
    const items = await within(await screen.findByRole('list')).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Open a market']);
  });

  it('falls back to our five points, claim included, when the call fails', async () => {
    fakeProvider({
      ...shellHandlers(),
      'api-how-to-play': () => new Response('x', { status: 500 }),
    });
    renderRoute(paths.howToPlay);
    await screen.findByRole('heading', { name: 'How To Play' });
    const items = await within(await screen.findByRole('list')).findAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[4]).toHaveTextContent('Win up to 10 Lac Points.');
    expect(screen.getAllByText(/10 Lac Points/)).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Watch Video' })).not.toBeInTheDocument();
  });
});

describe('policy pages', () => {
  beforeEach(async () => {
    await storeSession();
    fakeProvider(shellHandlers());
  });

  it.each([paths.privacy, paths.privacyPolicy])('%s is dated February 11, 2025', async (path) => {
    renderRoute(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/February 11, 2025/)).toBeInTheDocument();
  });

  it('/about carries About Us and the data deletion policy', async () => {
    renderRoute(paths.about);
    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    // The top bar's title shows before the screen's own chunk is in.
    expect(
      await screen.findByRole('heading', { name: 'Data deletion policy' }),
    ).toBeInTheDocument();
  });

  it('/delete explains how to delete the account', async () => {
    renderRoute(paths.deleteAccount);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Data Deletion' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'How to delete your account' }),
    ).toBeInTheDocument();
  });
});

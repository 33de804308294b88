import type { Market } from '@matka/shared/contract';
import { minor } from '@matka/shared/rules';
import { istTimeOnDate } from '@matka/shared/time';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeProvider } from '@/test/fake-provider';
import {
  noteBidHistory,
  notePlacedBids,
  pendingResults,
  takeDeclared,
  wonFor,
  wonOnItsDay,
} from './result-alerts';

const TODAY = '2026-11-22';
/** 12:00 noon IST on TODAY. */
const NOW = istTimeOnDate(TODAY, 12 * 60);
const KALYAN = { gameId: '7', gameName: 'KALYAN' };

function row(overrides: Partial<Market> = {}): Market {
  return {
    game_id: '7',
    game_name: 'KALYAN',
    open_time: '04:00 PM',
    close_time: '06:00 PM',
    open_result: '',
    close_result: '',
    msg_status: 1,
    web_chart_url: '',
    ...overrides,
  } as Market;
}

describe('result alerts', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it('waits for the result that settles each placed line, and announces each once', () => {
    notePlacedBids(
      'main',
      KALYAN,
      [
        { bidType: 'Single Digit', session: 'Open' },
        { bidType: 'Jodi Digit', session: 'Open' },
      ],
      TODAY,
      TODAY,
    );
    expect(pendingResults(TODAY).map((entry) => entry.deciding)).toEqual(['open', 'close']);

    expect(takeDeclared('main', [row()], NOW)).toEqual([]);
    // A Starline answer does not settle a main market's bids of the same id.
    expect(takeDeclared('starline', [row({ open_result: '128-1' })], NOW)).toEqual([]);

    const open = takeDeclared('main', [row({ open_result: '128-1' })], NOW);
    expect(open).toMatchObject([{ gameName: 'KALYAN', result: '128-1*-***', deciding: 'open' }]);
    // The next poll carries the same result: said once (the memory is on the device).
    expect(takeDeclared('main', [row({ open_result: '128-1' })], NOW)).toEqual([]);
    // Placing another Open bid after the announcement does not announce it again.
    notePlacedBids('main', KALYAN, [{ bidType: 'Single Digit', session: 'Open' }], TODAY, TODAY);
    expect(takeDeclared('main', [row({ open_result: '128-1' })], NOW)).toEqual([]);

    const close = takeDeclared('main', [row({ open_result: '128-1', close_result: '7-359' })], NOW);
    expect(close).toMatchObject([{ result: '128-17-359', deciding: 'close' }]);
    expect(pendingResults(TODAY)).toEqual([]);
  });

  it('forgets bids of another day and reads Starline and Gali results', () => {
    notePlacedBids(
      'gali',
      { gameId: '3', gameName: 'DISAWAR' },
      [{ bidType: 'Jodi Digit', session: 'Open' }],
      '2026-11-20',
      '2026-11-20',
    );
    expect(pendingResults(TODAY)).toEqual([]);
    notePlacedBids(
      'gali',
      { gameId: '3', gameName: 'DISAWAR' },
      [{ bidType: 'Jodi Digit', session: 'Open' }],
      TODAY,
      TODAY,
    );
    expect(takeDeclared('gali', [row({ game_id: '3', open_result: '4' })], NOW)).toEqual([]);
    expect(
      takeDeclared('gali', [row({ game_id: '3', open_result: '4', close_result: '7' })], NOW),
    ).toMatchObject([{ result: '47' }]);
    notePlacedBids(
      'starline',
      { gameId: '9', gameName: '11:00 AM' },
      [{ bidType: 'Single Digit', session: 'Open' }],
      TODAY,
      TODAY,
    );
    expect(takeDeclared('starline', [row({ game_id: '9', open_result: '***-*' })], NOW)).toEqual(
      [],
    );
    expect(
      takeDeclared('starline', [row({ game_id: '9', open_result: '123-6' })], NOW),
    ).toMatchObject([{ result: '123-6' }]);
  });

  it("waits for the results of the bid history (another device's bids) (another device's bids), once with this device's", () => {
    notePlacedBids('main', KALYAN, [{ bidType: 'Single Digit', session: 'Open' }], TODAY, TODAY);
    noteBidHistory(
      'main',
      [
        // The bid this device placed: the same result, not a second entry.
        { pana: 'Single Digit', gameName: 'KALYAN', session: 'Open', date: '22-November-2026' },
        { pana: 'Half Sangam', gameName: 'KALYAN', session: 'Open', date: '22-November-2026' },
        { pana: 'Single Pana', gameName: 'MILAN DAY', session: 'Close', date: '22-November-2026' },
        // A label no main market plays settles nothing here.
        { pana: 'Left Digit', gameName: 'KALYAN', session: 'Open', date: '22-November-2026' },
        { pana: 'Lucky Number', gameName: 'KALYAN', session: 'Open', date: '22-November-2026' },
      ],
      TODAY,
    );
    expect(pendingResults(TODAY).map((entry) => `${entry.gameName}:${entry.deciding}`)).toEqual([
      'KALYAN:open',
      'KALYAN:close',
      'MILAN DAY:close',
    ]);

    // A history row names its game only: its row is found by name.
    const milan = row({ game_id: '8', game_name: 'MILAN DAY', open_result: '128-1' });
    expect(takeDeclared('main', [milan], NOW)).toEqual([]);
    expect(
      takeDeclared(
        'main',
        [{ ...milan, close_result: '7-359' }, row({ open_result: '128-1' })],
        NOW,
      ),
    ).toMatchObject([
      { gameName: 'KALYAN', deciding: 'open' },
      { gameName: 'MILAN DAY', result: '128-17-359', deciding: 'close' },
    ]);
    // Announced: the history read again at the next app start does not bring them back.
    noteBidHistory(
      'main',
      [{ pana: 'Single Pana', gameName: 'MILAN DAY', session: 'Close', date: '22-November-2026' }],
      TODAY,
    );
    expect(pendingResults(TODAY).map((entry) => entry.deciding)).toEqual(['close']);
  });

  it("counts the win history rows of the alert's game and session only", () => {
    const rows = [
      { game_name: 'KALYAN', session: 'Open', amount: minor(950_00) },
      { game_name: 'KALYAN', session: 'Close', amount: minor(100_00) },
      { game_name: 'MILAN DAY', session: 'Open', amount: minor(5_00) },
    ];
    const alert = {
      id: 'x',
      kind: 'main',
      gameName: 'KALYAN',
      day: TODAY,
      result: '',
      deciding: 'open',
    } as const;
    expect(wonFor(alert, rows)).toBe(950_00);
    expect(wonFor({ ...alert, deciding: 'close' }, rows)).toBe(100_00);
    expect(wonFor({ ...alert, gameName: 'KALYAN NIGHT' }, rows)).toBe(0);
  });
});

describe('result alerts of a night market (its day is the day it opened)', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  // KING DAY NIGHT (11:59 PM - 11:58 PM): at 10:00 AM on 23 November its market day is still the
  // 22nd, and a bid placed then is filed under the 22nd; so is its result and what it paid.
  const KING_DAY_NIGHT = { gameId: '12', gameName: 'KING DAY NIGHT' };
  const NEXT_MORNING = istTimeOnDate('2026-11-23', 10 * 60);
  const kingDayNight = (overrides: Partial<Market> = {}) =>
    row({
      game_id: '12',
      game_name: 'KING DAY NIGHT',
      open_time: '11:59 PM',
      close_time: '11:58 PM',
      ...overrides,
    });

  it("announces its result with the market's day, and the win history of that day says what it paid", async () => {
    notePlacedBids(
      'main',
      KING_DAY_NIGHT,
      [{ bidType: 'Single Digit', session: 'Close' }],
      '2026-11-22',
      '2026-11-23',
    );
    expect(pendingResults('2026-11-23')).toMatchObject([{ day: '2026-11-22', deciding: 'close' }]);
    const [alert] = takeDeclared(
      'main',
      [kingDayNight({ open_result: '123-6', close_result: '8-350' })],
      NEXT_MORNING,
    );
    expect(alert).toMatchObject({
      gameName: 'KING DAY NIGHT',
      day: '2026-11-22',
      result: '123-68-350',
    });

    const network = fakeProvider({
      'api-wining-history-data': (body) => ({
        status: true,
        win_data:
          body.date_from === '11/22/2026' && body.date_to === '11/22/2026'
            ? [
                {
                  pana: 'Single Digit',
                  game_name: 'KING DAY NIGHT',
                  session: 'Close',
                  digits: '8',
                  closedigits: '',
                  wining_date: '22-November-2026',
                  amount: 950,
                },
              ]
            : [],
      }),
    });
    if (alert === undefined) throw new Error('no alert');
    expect(await wonOnItsDay(alert, 'token-1')).toBe(950_00);
    expect(network.callsTo('api-wining-history-data')).toHaveLength(1);
  });

  it("reads a bid history row's day from its bid_date", () => {
    noteBidHistory(
      'main',
      [
        {
          pana: 'Single Digit',
          gameName: 'KING DAY NIGHT',
          session: 'Close',
          date: '22-November-2026',
        },
      ],
      '2026-11-23',
    );
    expect(pendingResults('2026-11-23')).toMatchObject([{ day: '2026-11-22' }]);
    expect(
      takeDeclared(
        'main',
        [kingDayNight({ open_result: '123-6', close_result: '8-350' })],
        NEXT_MORNING,
      ),
    ).toMatchObject([{ day: '2026-11-22' }]);
  });

  it("does not take a day market's result of today for yesterday's bid on it", () => {
    notePlacedBids('main', KALYAN, [{ bidType: 'Single Digit', session: 'Open' }], TODAY, TODAY);
    // The next day at noon KALYAN's row shows that day's open result.
    const nextNoon = istTimeOnDate('2026-11-23', 12 * 60);
    expect(takeDeclared('main', [row({ open_result: '128-1' })], nextNoon)).toEqual([]);
  });

  it("stops waiting for a bid whose market has moved on to a later day, and keeps a night market's", () => {
    noteBidHistory(
      'main',
      [
        { pana: 'Single Digit', gameName: 'KALYAN', session: 'Open', date: '22-November-2026' },
        {
          pana: 'Single Digit',
          gameName: 'KING DAY NIGHT',
          session: 'Close',
          date: '22-November-2026',
        },
      ],
      '2026-11-23',
    );
    // At 10 AM on the 23rd KALYAN's row is the 23rd's, KING DAY NIGHT's still the 22nd's.
    expect(takeDeclared('main', [row(), kingDayNight()], NEXT_MORNING)).toEqual([]);
    expect(pendingResults('2026-11-23')).toMatchObject([{ gameName: 'KING DAY NIGHT' }]);
  });
});

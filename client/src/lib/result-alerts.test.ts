import type { Market } from '@matka/shared/contract';
import { minor } from '@matka/shared/rules';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  noteBidHistory,
  notePlacedBids,
  pendingResults,
  takeDeclared,
  wonFor,
} from './result-alerts';

const TODAY = '2026-11-22';
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
    );
    expect(pendingResults(TODAY).map((entry) => entry.deciding)).toEqual(['open', 'close']);

    expect(takeDeclared('main', [row()], TODAY)).toEqual([]);
    // A Starline answer does not settle a main market's bids of the same id.
    expect(takeDeclared('starline', [row({ open_result: '128-1' })], TODAY)).toEqual([]);

    const open = takeDeclared('main', [row({ open_result: '128-1' })], TODAY);
    expect(open).toMatchObject([{ gameName: 'KALYAN', result: '128-1*-***', deciding: 'open' }]);
    // The next poll carries the same result: said once (the memory is on the device).
    expect(takeDeclared('main', [row({ open_result: '128-1' })], TODAY)).toEqual([]);
    // Placing another Open bid after the announcement does not announce it again.
    notePlacedBids('main', KALYAN, [{ bidType: 'Single Digit', session: 'Open' }], TODAY);
    expect(takeDeclared('main', [row({ open_result: '128-1' })], TODAY)).toEqual([]);

    const close = takeDeclared(
      'main',
      [row({ open_result: '128-1', close_result: '7-359' })],
      TODAY,
    );
    expect(close).toMatchObject([{ result: '128-17-359', deciding: 'close' }]);
    expect(pendingResults(TODAY)).toEqual([]);
  });

  it('forgets bids of another day and reads Starline and Gali results', () => {
    notePlacedBids(
      'gali',
      { gameId: '3', gameName: 'DISAWAR' },
      [{ bidType: 'Jodi Digit', session: 'Open' }],
      '2026-11-21',
    );
    expect(pendingResults(TODAY)).toEqual([]);
    notePlacedBids(
      'gali',
      { gameId: '3', gameName: 'DISAWAR' },
      [{ bidType: 'Jodi Digit', session: 'Open' }],
      TODAY,
    );
    expect(takeDeclared('gali', [row({ game_id: '3', open_result: '4' })], TODAY)).toEqual([]);
    expect(
      takeDeclared('gali', [row({ game_id: '3', open_result: '4', close_result: '7' })], TODAY),
    ).toMatchObject([{ result: '47' }]);
    notePlacedBids(
      'starline',
      { gameId: '9', gameName: '11:00 AM' },
      [{ bidType: 'Single Digit', session: 'Open' }],
      TODAY,
    );
    expect(takeDeclared('starline', [row({ game_id: '9', open_result: '***-*' })], TODAY)).toEqual(
      [],
    );
    expect(
      takeDeclared('starline', [row({ game_id: '9', open_result: '123-6' })], TODAY),
    ).toMatchObject([{ result: '123-6' }]);
  });

  it("waits for the results of today's bid history (another device's bids), once with this device's", () => {
    notePlacedBids('main', KALYAN, [{ bidType: 'Single Digit', session: 'Open' }], TODAY);
    noteBidHistory(
      'main',
      [
        // The bid this device placed: the same result, not a second entry.
        { pana: 'Single Digit', gameName: 'KALYAN', session: 'Open' },
        { pana: 'Half Sangam', gameName: 'KALYAN', session: 'Open' },
        { pana: 'Single Pana', gameName: 'MILAN DAY', session: 'Close' },
        // A label no main market plays settles nothing here.
        { pana: 'Left Digit', gameName: 'KALYAN', session: 'Open' },
        { pana: 'Lucky Number', gameName: 'KALYAN', session: 'Open' },
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
    expect(takeDeclared('main', [milan], TODAY)).toEqual([]);
    expect(
      takeDeclared(
        'main',
        [{ ...milan, close_result: '7-359' }, row({ open_result: '128-1' })],
        TODAY,
      ),
    ).toMatchObject([
      { gameName: 'KALYAN', deciding: 'open' },
      { gameName: 'MILAN DAY', result: '128-17-359', deciding: 'close' },
    ]);
    // Announced: the history read again at the next app start does not bring them back.
    noteBidHistory(
      'main',
      [{ pana: 'Single Pana', gameName: 'MILAN DAY', session: 'Close' }],
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
      result: '',
      deciding: 'open',
    } as const;
    expect(wonFor(alert, rows)).toBe(950_00);
    expect(wonFor({ ...alert, deciding: 'close' }, rows)).toBe(100_00);
    expect(wonFor({ ...alert, gameName: 'KALYAN NIGHT' }, rows)).toBe(0);
  });
});

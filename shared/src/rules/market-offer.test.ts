import { describe, expect, it } from 'vitest';
import { istTimeOnDate } from '../time/ist';
import type { MarketOffer } from '../time/windows';
import type { BidScreen } from './bid-lines';
import { marketOffer, screenOpens, screenTakes, takesLine } from './market-offer';

const on = (dateKey: string, hours: number, minutes = 0) =>
  istTimeOnDate(dateKey, hours * 60 + minutes);

const BEFORE_OPEN: MarketOffer = { day: '2026-11-22', takesBids: true, openSession: true };
const AFTER_OPEN: MarketOffer = { day: '2026-11-22', takesBids: true, openSession: false };
const CLOSED: MarketOffer = { day: '2026-11-22', takesBids: false, openSession: false };

describe('takesLine', () => {
  it.each([
    ['Single Digit', 'Open', [true, false, false]],
    ['Single Digit', 'Close', [true, true, false]],
    ['Single Pana', 'Close', [true, true, false]],
    ['SP DP TP', 'Open', [true, false, false]],
    ['SP Motor', 'Close', [true, true, false]],
    ['Jodi Digit', 'Close', [true, false, false]],
    ['Half Sangam', 'Close', [true, false, false]],
    ['Half Sangam', 'Open', [true, false, false]],
    ['Full Sangam', 'Open', [true, false, false]],
  ] as const)(
    'main %s session %s: before open, after open, after close -> %j',
    (type, session, expected) => {
      expect(
        [BEFORE_OPEN, AFTER_OPEN, CLOSED].map((offer) => takesLine(offer, 'main', type, session)),
      ).toEqual(expected);
    },
  );

  it('takes Starline and Gali lines exactly while the slot takes bids', () => {
    expect(takesLine(AFTER_OPEN, 'gali', 'Jodi Digit', 'Open')).toBe(true);
    expect(takesLine(BEFORE_OPEN, 'starline', 'Single Digit', 'Open')).toBe(true);
    expect(takesLine(CLOSED, 'starline', 'Single Digit', 'Open')).toBe(false);
  });
});

describe('screenTakes and screenOpens (the tiles and the session choice)', () => {
  const screens: BidScreen[] = [
    'single-digit',
    'jodi-digit',
    'half-sangam',
    'full-sangam',
    'sp-dp-tp',
    'dp-motor',
  ];

  it('opens every tile before the open time and only the untimed ones after it', () => {
    expect(screens.map((s) => screenOpens(BEFORE_OPEN, s))).toEqual(screens.map(() => true));
    expect(screens.map((s) => screenOpens(AFTER_OPEN, s))).toEqual([
      true,
      false,
      false,
      false,
      true,
      true,
    ]);
    expect(screens.map((s) => screenOpens(CLOSED, s))).toEqual(screens.map(() => false));
  });

  it('offers the Open session only before the open time; Jodi lines are Close but timed', () => {
    expect(screenTakes(BEFORE_OPEN, 'single-digit', 'Open')).toBe(true);
    expect(screenTakes(AFTER_OPEN, 'single-digit', 'Open')).toBe(false);
    expect(screenTakes(AFTER_OPEN, 'single-digit', 'Close')).toBe(true);
    expect(screenTakes(AFTER_OPEN, 'jodi-digit', 'Open')).toBe(false);
    expect(screenTakes(BEFORE_OPEN, 'jodi-digit', 'Open')).toBe(true);
  });
});

describe('marketOffer', () => {
  it('reads a main market by both its times and a Gali game by its time', () => {
    const justAfterMidnight = on('2026-11-23', 0, 3);
    expect(marketOffer('main', '09:35 PM', '12:05 AM', justAfterMidnight)).toMatchObject({
      day: '2026-11-22',
      takesBids: true,
      openSession: false,
    });
    // A Gali game at 12:05 AM takes bids on its own date, whatever its close_time says.
    expect(marketOffer('gali', '12:05 AM', '11:00 PM', justAfterMidnight)).toMatchObject({
      day: '2026-11-23',
      takesBids: true,
      openSession: true,
    });
  });

  it('offers a night market after midnight the Close session of yesterday and not Jodi', () => {
    const offer = marketOffer('main', '09:35 PM', '12:05 AM', on('2026-11-23', 0, 3));
    expect(screenOpens(offer, 'single-digit')).toBe(true);
    expect(screenTakes(offer, 'single-digit', 'Open')).toBe(false);
    expect(screenOpens(offer, 'jodi-digit')).toBe(false);
    expect(offer.day).toBe('2026-11-22');
  });
});

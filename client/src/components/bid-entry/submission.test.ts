import type { EntryLine } from '@matka/shared/rules';
import { describe, expect, it } from 'vitest';
import { buildSubmissions } from './submission';

const base = { token: 't', gameId: '3', gameName: 'MILAN DAY', bidDate: '5-March-2026' };
const line = (overrides: Partial<EntryLine>): EntryLine => ({
  digits: '5',
  closedigits: '',
  points: 10,
  session: 'Open',
  bidType: 'Single Digit',
  ...overrides,
});

describe('buildSubmissions', () => {
  it('makes one new_result per bid type and session, totals in whole points', () => {
    const submissions = buildSubmissions('main', {
      ...base,
      lines: [
        line({ digits: '1', points: 10 }),
        line({ digits: '2', points: 15, session: 'Close' }),
        line({ digits: '3', points: 20 }),
      ],
    });
    expect(submissions.map((s) => [s.newResult.session, s.newResult.totalbit])).toEqual([
      ['Open', 30],
      ['Close', 15],
    ]);
    expect(submissions[0]?.newResult.result.map((r) => r.digits)).toEqual(['1', '3']);
  });

  it('mirrors the close pana in closepana for Full Sangam and Half Sangam Open only', () => {
    const [open, close] = buildSubmissions('main', {
      ...base,
      lines: [
        line({ bidType: 'Half Sangam', digits: '3', closedigits: '128' }),
        line({ bidType: 'Half Sangam', session: 'Close', digits: '3', closedigits: '128' }),
      ],
    });
    expect(open?.newResult.result[0]?.closepana).toBe('128');
    expect(close?.newResult.result[0]?.closepana).toBe('');
  });

  it('writes the market kind in gametype', () => {
    const [gali] = buildSubmissions('gali', { ...base, lines: [line({ bidType: 'Left Digit' })] });
    expect(gali?.newResult).toMatchObject({
      gametype: 'gali',
      pana: 'Left Digit',
      session: 'Open',
    });
  });
});

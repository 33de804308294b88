import { describe, expect, it } from 'vitest';
import { amountStatusLabel, historyTone, requestStatusLabel } from './history-labels';

describe('historyTone', () => {
  it.each([
    ['Single Digit', '4', 'digit'],
    ['Left Digit', '2', 'digit'],
    ['Right Digit', '7', 'digit'],
    ['Jodi Digit', '47', 'jodi'],
    ['Single Pana', '128', 'single'],
    ['Double Pana', '118', 'double'],
    ['Triple Pana', '777', 'triple'],
    ['Half Sangam', '0', 'sangam'],
    ['Full Sangam', '128', 'sangam'],
  ])('%s %s is %s', (pana, digits, tone) => {
    expect(historyTone(pana, digits)).toBe(tone);
  });

  it('colours motor lines and unknown pana labels by the pana their digits form', () => {
    expect(historyTone('SP Motor', '123')).toBe('single');
    expect(historyTone('DP Motor', '112')).toBe('double');
    expect(historyTone('DP Motor', '')).toBe('double');
    expect(historyTone('Patti', '550')).toBe('double');
    expect(historyTone('Something', '12')).toBe('other');
  });
});

describe('requestStatusLabel', () => {
  it.each([
    ['0', 'Pending'],
    ['1', 'Cancelled'],
    ['2', 'Approved'],
    ['3', 'Unknown'],
    ['', 'Unknown'],
  ])('%s is %s', (status, label) => {
    expect(requestStatusLabel(status)).toBe(label);
  });
});

describe('amountStatusLabel', () => {
  it.each([
    ['0', 'Pending'],
    ['1', 'Approved'],
    ['2', 'Cancelled'],
    ['3', 'Unknown'],
    ['', 'Unknown'],
  ])('%s is %s', (status, label) => {
    expect(amountStatusLabel(status)).toBe(label);
  });
});

import { describe, expect, it } from 'vitest';
import { isWebLink, plainTextLines } from './plain-text';

describe('plainTextLines', () => {
  it('splits on new lines and drops blank ones', () => {
    expect(plainTextLines('One\n\n  Two  \r\nThree')).toEqual(['One', 'Two', 'Three']);
  });

  it('turns markup into text: breaks become lines, other tags go, entities are decoded', () => {
    expect(
      plainTextLines(
        '<p>Pick &amp; play</p><ul><li>Win <b>10 Lac</b></li><li><script>alert(1)</script>x</li></ul>a<br/>b',
      ),
    ).toEqual(['Pick & play', 'Win 10 Lac', 'alert(1)x', 'a', 'b']);
  });
});

describe('isWebLink', () => {
  it('accepts only http(s) addresses', () => {
    expect(isWebLink('https://www.youtube.com/watch?v=1')).toBe(true);
    expect(isWebLink('javascript:alert(1)')).toBe(false);
    expect(isWebLink('')).toBe(false);
  });
});

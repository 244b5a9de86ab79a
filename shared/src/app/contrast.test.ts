import { AA_TEXT, PAGE_BACKGROUND, contrastRatio, readableForeground, textShade, themePalette } from './contrast';

describe('contrastRatio', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#969799', '#ffffff', 2.92],
    ['#07c160', '#ffffff', 2.38],
    ['#d9534f', '#ffffff', 3.96],
    ['#675643', '#ffffff', 7.03],
  ])('%s on %s is %d:1', (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 2);
  });

  it('is symmetric and NaN for a colour that is not hex', () => {
    expect(contrastRatio('#fff', '#675643')).toBeCloseTo(contrastRatio('#675643', '#fff'), 10);
    expect(contrastRatio('red', '#fff')).toBeNaN();
  });
});

// An organiser may pick any colour: each row is one the console allows, and what the pages draw with it.
describe.each([
  // colour,    foreground on it, text shade (unchanged when it reads already)
  ['#675643', '#ffffff', '#675643'],
  ['#1989fa', '#000000', 'darker'],
  ['#07c160', '#000000', 'darker'],
  ['#ffd400', '#000000', 'darker'],
  ['#ffffff', '#000000', 'darker'],
  ['#f0f', '#000000', 'darker'],
  ['#b00020', '#ffffff', '#b00020'],
  ['#000000', '#ffffff', '#000000'],
  ['#777777', '#000000', 'darker'],
])('theme colour %s', (color, onFill, text) => {
  const palette = themePalette(color);

  it(`takes ${onFill} as the text on a fill of it, at 4.5:1 or more`, () => {
    expect(palette.onFill).toBe(onFill);
    expect(readableForeground(palette.fill)).toBe(onFill);
    expect(contrastRatio(palette.onFill, palette.fill)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it(`draws text in ${text === 'darker' ? 'a darker shade' : 'the colour itself'}, readable on the page and under white`, () => {
    if (text === 'darker') {
      expect(palette.text).not.toBe(palette.fill);
      // The lightest shade that reads: one step lighter would not.
      expect(contrastRatio(palette.text, PAGE_BACKGROUND)).toBeLessThan(AA_TEXT + 1);
    } else {
      expect(palette.text).toBe(text);
    }
    expect(contrastRatio(palette.text, PAGE_BACKGROUND)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio('#ffffff', palette.text)).toBeGreaterThanOrEqual(AA_TEXT);
  });
});

it('keeps the hue when it darkens: a pale yellow becomes an olive, not a grey', () => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(textShade('#ffd400').slice(i, i + 2), 16));
  expect(r).toBeGreaterThan(b);
  expect(g).toBeGreaterThan(b);
});

it('leaves a value that is not a hex colour as it is', () => {
  expect(themePalette('var(--x)')).toEqual({ fill: 'var(--x)', onFill: '#000000', text: 'var(--x)' });
});

import { DEFAULT_THEME_COLOR, hexToRgb } from './color';

describe('hexToRgb', () => {
  it('converts a 6-digit hex code', () => {
    expect(hexToRgb('#675643')).toEqual([103, 86, 67]);
    expect(hexToRgb('#1989FA')).toEqual([25, 137, 250]);
  });

  it('converts a 3-digit hex code by doubling each digit', () => {
    expect(hexToRgb('#f0a')).toEqual([255, 0, 170]);
  });

  it('accepts a code without #', () => {
    expect(hexToRgb('ffffff')).toEqual([255, 255, 255]);
  });

  it.each(['', '#', '#12', '#1234', '#12345', '#1234567', '#gggggg', 'red', 'rgb(1,2,3)'])('rejects %p', (value) => {
    expect(hexToRgb(value)).toBeNull();
  });

  it('has #675643 as the default theme colour', () => {
    expect(DEFAULT_THEME_COLOR).toBe('#675643');
  });
});

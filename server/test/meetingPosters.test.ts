import { POSTER_KINDS, renderPoster, wrapText } from '../src/features/meeting/lib/posters';
import { outline } from '../src/features/meeting/lib/outlines';

describe('demo pictures', () => {
  it('breaks a title into balanced lines, and ends text that does not fit with an ellipsis', () => {
    expect(wrapText('第五届全国酒店业高质量发展论坛', 14, 2)).toEqual(['第五届全国酒店业', '高质量发展论坛']);
    expect(wrapText('短标题', 14, 2)).toEqual(['短标题']);
    expect(wrapText('一二三四五六七八九十'.repeat(4), 10, 2)).toEqual(['一二三四五六七八九十', '一二三四五六七八九…']);
  });

  it('draws an avatar with the surname and a logo with the first characters, as outlines', () => {
    const surname = outline('陈', 'bold').d;
    const avatar = renderPoster('avatar', { text: '陈立民' });
    expect(avatar).toContain(`d="${surname}"`);
    expect(avatar).not.toContain(`d="${outline('陈立', 'bold').d}"`);
    const logo = renderPoster('logo', { text: '康启数字医疗科技有限公司' });
    expect(logo).toContain(`d="${outline('康启', 'bold').d}"`);
    expect(logo).toContain(`d="${outline('数字', 'bold').d}"`);
  });

  it('writes no text for the phone to lay out, and nothing of the text into the markup', () => {
    for (const kind of POSTER_KINDS) {
      const svg = renderPoster(kind, { text: '<script>alert(1)</script>"&会议', sub: '</svg><img src=x onerror=alert(1)>' });
      expect(svg).not.toMatch(/<text|<script|<img|alert|onerror/);
      expect(svg.match(/<svg/g)).toHaveLength(1);
    }
  });

  it('measures outlines in em from the font: a CJK character is one em, Latin narrower', () => {
    expect(outline('会议', 'bold').width).toBeCloseTo(2, 5);
    expect(outline('ab', 'regular').width).toBeLessThan(1.5);
    expect(outline('', 'regular')).toEqual({ d: '', width: 0 });
  });
});

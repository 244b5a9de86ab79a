import { renderPoster, wrapText } from '../src/features/meeting/lib/posters';

describe('demo pictures', () => {
  it('breaks a title into balanced lines, and ends text that does not fit with an ellipsis', () => {
    expect(wrapText('第五届全国酒店业高质量发展论坛', 14, 2)).toEqual(['第五届全国酒店业', '高质量发展论坛']);
    expect(wrapText('短标题', 14, 2)).toEqual(['短标题']);
    expect(wrapText('一二三四五六七八九十'.repeat(4), 10, 2)).toEqual(['一二三四五六七八九十', '一二三四五六七八九…']);
  });

  it('draws an avatar with the surname and a logo with the first characters', () => {
    expect(renderPoster('avatar', { text: '陈立民' })).toMatch(/>陈<\/text>/);
    const logo = renderPoster('logo', { text: '康启数字医疗科技有限公司' });
    expect(logo).toContain('>康启<');
    expect(logo).toContain('>数字<');
  });
});

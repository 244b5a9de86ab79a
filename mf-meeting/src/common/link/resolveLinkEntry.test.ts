import { MINI_PROGRAM_ONLY, fixedKind, resolveLinkEntry, webPathFromMiniProgram, type LinkEntry } from './resolveLinkEntry';

const fixed = (n: number, extra: Partial<LinkEntry> = {}): LinkEntry => ({ type: 'Fixed', Fixed_type: `Fixed_type_${n}`, ...extra });

describe('Fixed entries', () => {
  it.each([
    [1, '/meeting/information/introduction?id=42', false],
    [2, '/meeting/expert/home?id=42', false],
    [3, '/meeting/schedule/home?id=42', false],
    [4, '/meeting/information/download?id=42', false],
    [5, '/meeting/exhibitor/home?id=42', false],
    [6, '/meeting/article/home/42', false],
    [7, '/meeting/apply/42', true],
    [8, '/meeting/apply/42', true],
    [9, '/hotel/list/42', true],
  ])('Fixed_type_%i goes to %s (login required: %s)', (n, to, requiresLogin) => {
    expect(resolveLinkEntry(fixed(n), 42)).toEqual({ kind: 'navigate', to, requiresLogin });
  });

  it.each(['Fixed_type_0', 'Fixed_type_10', 'Fixed_type_', 'fixed_type_1', undefined])(
    'does nothing for the unknown kind %p',
    (Fixed_type) => {
      expect(resolveLinkEntry({ type: 'Fixed', Fixed_type }, 1)).toEqual({ kind: 'none' });
      expect(fixedKind(Fixed_type)).toBe(0);
    },
  );

  it('keeps its own page and login rule under an internal-navigation link mode', () => {
    expect(resolveLinkEntry(fixed(7, { link_mode: 1 }), 5)).toEqual({ kind: 'navigate', to: '/meeting/apply/5', requiresLogin: true });
    expect(resolveLinkEntry(fixed(9, { link_mode: 2, path: 'pages/hotel/list/index' }), 5)).toEqual({
      kind: 'navigate',
      to: '/hotel/list/5',
      requiresLogin: true,
    });
  });
});

describe('Inlay and Custom entries', () => {
  it.each(['Inlay', 'Custom'])('%s strips pages/, turns a trailing /index into /home and appends the meeting id', (type) => {
    expect(resolveLinkEntry({ type, path: 'pages/meeting/expert/index' }, 7)).toEqual({
      kind: 'navigate',
      to: '/meeting/expert/home?id=7',
      requiresLogin: false,
    });
  });

  it.each([
    ['subPackages/meeting/schedule/index', '/meeting/schedule/home?id=7'],
    ['/pages/meeting/information/download', '/meeting/information/download?id=7'],
    ['pages/invoice/index', '/invoice?id=7'],
    ['subPackages/invoice/index', '/invoice?id=7'],
    ['pages/meeting/expert/search?kw=心脏', '/meeting/expert/search?kw=%E5%BF%83%E8%84%8F&id=7'],
    ['pages/meeting/info/index?id=99', '/meeting/info/home?id=99'],
    ['/meetingList', '/meetingList?id=7'],
    ['pagesX/index', '/pagesX/home?id=7'],
  ])('maps %s to %s', (path, to) => {
    expect(webPathFromMiniProgram(path, '7')).toBe(to);
    expect(resolveLinkEntry({ type: 'Custom', path }, 7)).toEqual({ kind: 'navigate', to, requiresLogin: false });
  });

  it('does not append an id without a meeting', () => {
    expect(webPathFromMiniProgram('pages/mine/index', '')).toBe('/mine/home');
  });

  it('does nothing without a path', () => {
    expect(resolveLinkEntry({ type: 'Inlay' }, 1)).toEqual({ kind: 'none' });
  });
});

describe('other types', () => {
  it('Editor opens the rich-text page with name and content', () => {
    const action = resolveLinkEntry({ type: 'Editor', name: '交通指南', content: '<p>地铁2号线 & 公交</p>' }, 3);
    expect(action).toMatchObject({ kind: 'navigate', requiresLogin: false });
    const url = new URL((action as { to: string }).to, 'http://x');
    expect(url.pathname).toBe('/meeting/information/detail');
    expect(url.searchParams.get('name')).toBe('交通指南');
    expect(url.searchParams.get('content')).toBe('<p>地铁2号线 & 公交</p>');
  });

  it('WXMp shows 请在小程序中打开', () => {
    expect(MINI_PROGRAM_ONLY).toBe('请在小程序中打开');
    expect(resolveLinkEntry({ type: 'WXMp', appid: 'wx123', path: 'pages/index' }, 1)).toEqual({
      kind: 'toast',
      message: '请在小程序中打开',
    });
  });

  it('Outside opens the external URL', () => {
    expect(resolveLinkEntry({ type: 'Outside', url: 'https://example.com/a' }, 1)).toEqual({
      kind: 'external',
      url: 'https://example.com/a',
    });
    expect(resolveLinkEntry({ type: 'Outside' }, 1)).toEqual({ kind: 'none' });
  });

  it('Phone starts a call', () => {
    expect(resolveLinkEntry({ type: 'Phone', phone: '400-123-4567' }, 1)).toEqual({ kind: 'tel', phone: '400-123-4567' });
    expect(resolveLinkEntry({ type: 'Phone' }, 1)).toEqual({ kind: 'none' });
  });

  it('an unknown type does nothing', () => {
    expect(resolveLinkEntry({ type: 'Video' }, 1)).toEqual({ kind: 'none' });
  });
});

describe('link modes', () => {
  it.each([1, 2, 3])('mode %i navigates to the path', (link_mode) => {
    expect(resolveLinkEntry({ type: 'Custom', path: 'pages/meeting/schedule/index', link_mode }, 8)).toEqual({
      kind: 'navigate',
      to: '/meeting/schedule/home?id=8',
      requiresLogin: false,
    });
  });

  it('mode 1 without a path falls back to what the type does', () => {
    expect(resolveLinkEntry({ type: 'Phone', phone: '110', link_mode: 1 }, 8)).toEqual({ kind: 'tel', phone: '110' });
  });

  it.each([5, 6, 7])('mode %i is mini-program only, whatever the type', (link_mode) => {
    expect(resolveLinkEntry({ type: 'Outside', url: 'https://example.com', link_mode }, 1)).toEqual({
      kind: 'toast',
      message: '请在小程序中打开',
    });
  });

  it('mode 8 copies the content', () => {
    expect(resolveLinkEntry({ type: 'Custom', content: 'wx: meeting2025', path: 'pages/x', link_mode: 8 }, 1)).toEqual({
      kind: 'copy',
      text: 'wx: meeting2025',
    });
    expect(resolveLinkEntry({ type: 'Outside', url: 'https://example.com', link_mode: 8 }, 1)).toEqual({
      kind: 'copy',
      text: 'https://example.com',
    });
  });

  it('mode 4 (undefined) leaves the type in charge', () => {
    expect(resolveLinkEntry({ type: 'WXMp', link_mode: 4 }, 1)).toEqual({ kind: 'toast', message: '请在小程序中打开' });
  });
});

describe('the mini-program home page', () => {
  it('maps pages/index/index to the site home', () => {
    expect(webPathFromMiniProgram('/pages/index/index', '')).toBe('/');
    expect(webPathFromMiniProgram('pages/index/index', '7')).toBe('/?id=7');
  });
});

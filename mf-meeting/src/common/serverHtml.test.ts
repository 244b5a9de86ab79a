import { withAssetUrls } from './serverHtml';

afterEach(() => {
  delete window.__APP_CONFIG__;
});

describe('withAssetUrls', () => {
  it('points server paths at the API origin, opens links in a new tab and loads pictures lazily', () => {
    window.__APP_CONFIG__ = { apiBase: 'https://api.example.com/' };
    const html =
      '<p>文</p><img src="/api/wyms/media/cover.svg" alt="图"><a href="/uploads/a.pdf">附件</a><a href="https://example.com">外链</a>';
    expect(withAssetUrls(html)).toBe(
      '<p>文</p><img src="https://api.example.com/api/wyms/media/cover.svg" alt="图" loading="lazy"><a href="https://api.example.com/uploads/a.pdf" target="_blank" rel="noopener noreferrer">附件</a><a href="https://example.com" target="_blank" rel="noopener noreferrer">外链</a>',
    );
  });

  it('leaves paths alone when the API is on the same origin, and keeps text as text', () => {
    expect(withAssetUrls('<img src="/uploads/x.png">&lt;b&gt;')).toBe('<img src="/uploads/x.png" loading="lazy">&lt;b&gt;');
  });
});

import { sanitizeHtml } from './sanitize';

describe('sanitizeHtml', () => {
  it('keeps formatting, lists, tables, links and images', () => {
    const html = '<h3>标题</h3><p><strong>粗</strong><em>斜</em></p><ul><li>一</li></ul><table><tbody><tr><td colspan="2">格</td></tr></tbody></table><a href="https://example.com">链接</a><img src="https://e.com/a.png" alt="图">';
    expect(sanitizeHtml(html)).toBe(
      '<h3>标题</h3><p><strong>粗</strong><em>斜</em></p><ul><li>一</li></ul><table><tbody><tr><td colspan="2">格</td></tr></tbody></table><a href="https://example.com" target="_blank" rel="noopener noreferrer">链接</a><img src="https://e.com/a.png" alt="图" loading="lazy">',
    );
  });

  it('drops scripts, handlers, frames and javascript: URLs', () => {
    const html = '<p onclick="steal()">文</p><script>alert(1)</script><iframe src="https://e.com"></iframe><a href="javascript:alert(1)">点</a><img src="x" onerror="alert(1)"><svg><script>alert(2)</script></svg><style>p{}</style>';
    expect(sanitizeHtml(html)).toBe('<p>文</p><a>点</a><img loading="lazy">');
  });

  it('unwraps unknown tags and keeps only harmless styles', () => {
    expect(sanitizeHtml('<font color="red"><p style="color:#f00;position:fixed;background:url(javascript:x)">字</p></font>')).toBe('<p style="color:#f00">字</p>');
  });

  it('escapes text, so entities never become markup', () => {
    expect(sanitizeHtml('&lt;img src=x onerror=alert(1)&gt;')).toBe('&lt;img src=x onerror=alert(1)&gt;');
  });
});

/** The sandbox's consent page: what WeChat shows before it hands the site a code. Plain HTML, no script. */

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `
body{margin:0;font:15px/1.5 -apple-system,"PingFang SC","Noto Sans CJK SC",sans-serif;background:#ededed;color:#191919}
header{background:#ededed;padding:12px 16px;font-size:13px;color:#5c5c5c;text-align:center}
main{padding:24px 20px;background:#fff;min-height:60vh}
.app{font-size:20px;font-weight:600;margin:8px 0 4px}
.ask{color:#5c5c5c;margin:0 0 20px}
.me{display:flex;align-items:center;gap:12px;padding:14px 0;border-top:1px solid #e5e5e5;border-bottom:1px solid #e5e5e5}
.me img{width:48px;height:48px;border-radius:6px}
.me small{display:block;color:#5c5c5c;font-size:13px}
button{display:block;width:100%;margin-top:16px;padding:12px;border-radius:8px;font-size:17px;border:0}
.allow{background:#067a3d;color:#fff}
.deny{background:#f2f2f2;color:#05652f}
.note{margin:20px 0 0;font-size:12px;color:#5c5c5c;text-align:center}
.error{font-size:17px;text-align:center;margin-top:40px}
`;

export interface ConsentView {
  appName: string;
  nickname: string;
  avatar: string;
  action: string;
  /** The authorize request's own parameters, posted back with the answer. */
  fields: Record<string, string>;
  qr: boolean;
}

const page = (title: string, body: string) => `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1">
<title>${esc(title)}</title><style>${STYLE}</style></head>
<body><header>微信 · 沙箱（开发与测试环境，不连接真实微信）</header><main>${body}</main></body></html>`;

export function consentPage(v: ConsentView): string {
  const hidden = Object.entries(v.fields)
    .map(([k, val]) => `<input type="hidden" name="${esc(k)}" value="${esc(val)}">`)
    .join('');
  return page(
    '微信授权',
    `<div class="app">${esc(v.appName)}</div>
<p class="ask">${v.qr ? '请求使用微信登录（沙箱以此页代替扫码）' : '申请获取你的昵称、头像'}</p>
<div class="me"><img src="${esc(v.avatar)}" alt=""><div>${esc(v.nickname)}<small>微信个人信息</small></div></div>
<form method="post" action="${esc(v.action)}">${hidden}
<button class="allow" type="submit" name="decision" value="allow">同意</button>
<button class="deny" type="submit" name="decision" value="deny">拒绝</button>
</form>
<p class="note">同一浏览器即同一微信用户；换一个浏览器即换一个新用户。</p>`,
  );
}

export const errorPage = (message: string) => page('微信授权', `<p class="error">${esc(message)}</p>`);

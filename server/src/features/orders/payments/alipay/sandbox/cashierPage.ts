/** The sandbox's wap cashier: what the phone shows in place of Alipay's. Plain HTML, no script; zoomable, AA contrast. */

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `
body{margin:0;font:15px/1.5 -apple-system,"PingFang SC","Noto Sans CJK SC",sans-serif;background:#f5f5f5;color:#333}
header{background:#0958d9;color:#fff;padding:14px 16px;font-size:17px;font-weight:600}
header small{display:block;font-weight:400;font-size:12px}
main{padding:16px}
.card{background:#fff;border-radius:10px;padding:20px 16px;text-align:center}
.amount{font-size:36px;font-weight:600;margin:8px 0}
.amount span{font-size:20px}
.row{display:flex;justify-content:space-between;padding:10px 0;border-top:1px solid #f0f0f0;text-align:left;font-size:14px}
.row b{font-weight:400;color:#666;flex:none;margin-right:16px}
.row i{font-style:normal;word-break:break-all;text-align:right}
button,.quit{display:block;box-sizing:border-box;width:100%;margin-top:16px;padding:12px;border-radius:22px;font-size:16px;text-align:center;text-decoration:none}
button{border:0;background:#0958d9;color:#fff;font:inherit;font-size:16px}
button:focus-visible,.quit:focus-visible{outline:3px solid #0958d9;outline-offset:2px}
.quit{border:1px solid #d9d9d9;background:#fff;color:#666}
.note{margin-top:20px;font-size:12px;color:#666;text-align:center}
.state{font-size:18px;margin:12px 0}
`;

export interface CashierView {
  subject: string;
  amount: string;
  outTradeNo: string;
  merchant: string;
  /** 'pay': the buttons; otherwise a message with a way back. */
  state: 'pay' | 'paid' | 'closed' | 'error';
  message?: string;
  payAction?: string;
  quitUrl?: string;
  returnUrl?: string;
}

export function cashierPage(v: CashierView): string {
  const body =
    v.state === 'pay'
      ? `<form method="post" action="${esc(v.payAction ?? '')}">
  <input type="hidden" name="out_trade_no" value="${esc(v.outTradeNo)}">
  <button type="submit">确认付款</button>
</form>
<a class="quit" href="${esc(v.quitUrl ?? '/')}">放弃付款</a>`
      : `<p class="state">${esc(v.message ?? '')}</p>${v.returnUrl ? `<a class="quit" href="${esc(v.returnUrl)}">返回商户</a>` : ''}`;
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>支付宝沙箱收银台</title><style>${STYLE}</style></head>
<body>
<header>支付宝 · 沙箱收银台<small>开发与测试环境，不会产生真实扣款</small></header>
<main>
<div class="card">
  <div>${esc(v.merchant)}</div>
  <div class="amount"><span>¥</span>${esc(v.amount)}</div>
  <div class="row"><b>商品</b><i>${esc(v.subject)}</i></div>
  <div class="row"><b>订单号</b><i>${esc(v.outTradeNo)}</i></div>
  ${body}
</div>
<p class="note">沙箱环境由本站服务器模拟支付宝，签名与异步通知与正式环境一致。</p>
</main>
</body></html>`;
}

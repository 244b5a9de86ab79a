// The remotes: federation name, package folder, the port each serves on in dev mode, the URL space each
// owns (ARCHITECTURE.md) and how it is named to users when it cannot be reached. The one table for the
// builds, the shell's router and its fallback, mf-verify and the server, which preloads the owning
// remote's entry with the page; build/test/remotes.test.ts checks each remote's routes against its prefixes.
// A new remote is one line here (and its package).
// prettier-ignore
const remotes = [
  { name: 'mf_meeting', dir: 'mf-meeting', devPort: 3001, label: '会议', prefixes: ['/', '/diy', '/meetingList', '/meeting', '/article', '/share/article', '/test-attendee'] },
  { name: 'mf_hotel', dir: 'mf-hotel', devPort: 3002, label: '酒店', prefixes: ['/hotel'] },
  { name: 'mf_order_invoice', dir: 'mf-order-invoice', devPort: 3003, label: '订单与发票', prefixes: ['/order', '/invoice', '/payment'] },
  { name: 'mf_account', dir: 'mf-account', devPort: 3004, label: '我的账户', prefixes: ['/sign', '/mine', '/setting', '/contact', '/message', '/coupons'] },
  { name: 'mf_verify', dir: 'mf-verify', devPort: 3005, label: '签到核销', prefixes: ['/verify'] },
  { name: 'mf_admin', dir: 'mf-admin', devPort: 3006, label: '会务后台', prefixes: ['/admin'] },
];
const shell = { name: 'shell', dir: 'shell', devPort: 3000 };

function matches(pathname, prefix) {
  if (prefix === '/') return pathname === '/';
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** The federation name of the remote owning a path, or undefined (the shell's 404). */
function ownerOf(pathname) {
  return remotes.find(({ prefixes }) => prefixes.some((p) => matches(pathname, p)))?.name;
}

/** How a remote is named to users when it cannot be reached (its federation name when it is not listed). */
function labelOf(name) {
  return remotes.find((r) => r.name === name)?.label ?? name;
}

module.exports = { remotes, shell, ownerOf, labelOf };

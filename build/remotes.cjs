// The six remotes: federation name, package folder, the port each serves on in dev mode, and the URL
// space each owns (ARCHITECTURE.md). One list for the builds, the shell's router and the server, which
// preloads the owning remote's entry with the page.
const remotes = [
  { name: 'mf_meeting', dir: 'mf-meeting', devPort: 3001, prefixes: ['/', '/diy', '/meetingList', '/meeting', '/article', '/share/article', '/test-attendee'] },
  { name: 'mf_hotel', dir: 'mf-hotel', devPort: 3002, prefixes: ['/hotel'] },
  { name: 'mf_order_invoice', dir: 'mf-order-invoice', devPort: 3003, prefixes: ['/order', '/invoice', '/payment'] },
  { name: 'mf_account', dir: 'mf-account', devPort: 3004, prefixes: ['/sign', '/mine', '/setting', '/contact', '/message', '/coupons'] },
  { name: 'mf_verify', dir: 'mf-verify', devPort: 3005, prefixes: ['/verify'] },
  { name: 'mf_admin', dir: 'mf-admin', devPort: 3006, prefixes: ['/admin'] },
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

module.exports = { remotes, shell, ownerOf };

/** The shell owns the URL space: which remote renders which path prefixes (ARCHITECTURE.md). */
export const OWNERSHIP: ReadonlyArray<{ remote: string; prefixes: string[] }> = [
  { remote: 'mf_meeting', prefixes: ['/', '/diy', '/meetingList', '/meeting', '/article', '/share/article', '/test-attendee'] },
  { remote: 'mf_hotel', prefixes: ['/hotel'] },
  { remote: 'mf_order_invoice', prefixes: ['/order', '/invoice', '/payment'] },
  { remote: 'mf_account', prefixes: ['/sign', '/mine', '/setting', '/contact', '/message', '/coupons'] },
  { remote: 'mf_verify', prefixes: ['/verify'] },
];

function matches(pathname: string, prefix: string): boolean {
  if (prefix === '/') return pathname === '/';
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** The remote owning a path, or undefined (the shell's 404). */
export function ownerOf(pathname: string): string | undefined {
  return OWNERSHIP.find(({ prefixes }) => prefixes.some((p) => matches(pathname, p)))?.remote;
}

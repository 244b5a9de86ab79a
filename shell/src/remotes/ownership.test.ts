import { ownerOf } from './ownership';

it.each([
  ['/', 'mf_meeting'],
  ['/diy/home', 'mf_meeting'],
  ['/meetingList', 'mf_meeting'],
  ['/meeting/home/1', 'mf_meeting'],
  ['/meeting/apply/1', 'mf_meeting'],
  ['/article/news', 'mf_meeting'],
  ['/share/article', 'mf_meeting'],
  ['/test-attendee', 'mf_meeting'],
  ['/hotel/list/1', 'mf_hotel'],
  ['/order', 'mf_order_invoice'],
  ['/order/hotel', 'mf_order_invoice'],
  ['/invoice', 'mf_order_invoice'],
  ['/invoice/titleAdd', 'mf_order_invoice'],
  ['/payment/alipay', 'mf_order_invoice'],
  ['/sign/byPwd', 'mf_account'],
  ['/mine', 'mf_account'],
  ['/mine/infomation', 'mf_account'],
  ['/setting/privacy', 'mf_account'],
  ['/contact/edit', 'mf_account'],
  ['/message', 'mf_account'],
  ['/coupons', 'mf_account'],
  ['/verify', 'mf_verify'],
  ['/verify/scan/3', 'mf_verify'],
])('%s belongs to %s', (path, remote) => {
  expect(ownerOf(path)).toBe(remote);
});

it.each(['/unknown', '/meetings', '/meetingListX', '/hotels', '/verifyx', '/share', '/share/other', '/orders', '/redirect'])(
  '%s belongs to no remote (the shell shows 404)',
  (path) => {
    expect(ownerOf(path)).toBeUndefined();
  },
);

it('/ matches only itself, not every path', () => {
  expect(ownerOf('/nothing/here')).toBeUndefined();
});

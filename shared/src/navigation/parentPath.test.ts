import { parentPath } from './parentPath';

it.each([
  ['/meeting/home/2', '', '/meetingList'],
  ['/meeting/apply/2', '', '/meeting/home/2'],
  ['/meeting/info/7', '', '/meeting/home/7'],
  ['/meeting/schedule/home', '?id=3', '/meeting/home/3'],
  ['/meeting/expert/result', '?id=1&keyword=陈', '/meeting/expert/home?id=1'],
  ['/meeting/expert/detail', '?id=9&meeting_id=1', '/meeting/expert/home?id=1'],
  ['/hotel/list/1', '', '/meeting/home/1'],
  ['/order/detail', '?order_sn=M1', '/order'],
  ['/payment/alipay', '?order_sn=M1', '/order/detail?order_sn=M1'],
  ['/contact/edit', '?id=4', '/contact/person'],
  ['/contact/person', '', '/mine'],
  ['/invoice/titleAdd', '', '/invoice/title'],
  ['/setting/changepwd', '', '/setting'],
  ['/article/detail/5', '', '/'],
])('%s%s goes up to %s', (pathname, search, parent) => {
  expect(parentPath(pathname, search)).toBe(parent);
});

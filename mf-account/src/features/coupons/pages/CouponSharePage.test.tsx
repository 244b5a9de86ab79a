import { act, configure, fireEvent, screen } from '@testing-library/react';
import { sessionStore } from '@conf/shared';
import { logInForTest, renderRoutes } from '@conf/shared/src/testing/pages';
import CouponSharePage from './CouponSharePage';
import { getCouponShare, obtainCoupon, type CouponShare } from '../api/coupons';

jest.mock('../api/coupons', () => ({ getCouponShare: jest.fn(), obtainCoupon: jest.fn() }));
const share = getCouponShare as jest.MockedFunction<typeof getCouponShare>;
const obtain = obtainCoupon as jest.MockedFunction<typeof obtainCoupon>;

// A whole page rendered on a busy machine: more than jest's 5 s and testing-library's 1 s.
jest.setTimeout(20_000);
configure({ asyncUtilTimeout: 10_000 });

const COUPON: CouponShare = {
  id: 6,
  name: '早鸟满减券',
  amount: 5000,
  threshold: 20000,
  meeting_id: 1,
  meeting_title: '2026 医学年会',
  valid_days: 30,
  valid_end: null,
  claim_start: '2020-01-01T00:00:00Z',
  claim_end: '2099-12-01T00:00:00Z',
  remaining: 88,
  per_user_limit: 1,
  obtained: 0,
  ended: false,
  title: '送你一张早鸟满减券',
  text: '早鸟满减券 ¥50（满200元可用），先到先得',
  path: '/coupons/share/6',
};

beforeEach(() => {
  share.mockReset();
  obtain.mockReset();
  act(() => {
    sessionStore.token = '';
    sessionStore.ready = true;
  });
});
afterEach(() => {
  document.body.innerHTML = '';
});

const renderAt = (url: string) => renderRoutes(url, { '/coupons/share/:id': <CouponSharePage />, '/sign/byPwd': <p>登录页</p> });

it('shows a shared coupon to a visitor logged out, and 立即领取 asks them to log in, to come back here', async () => {
  share.mockResolvedValue(COUPON);
  renderAt('/coupons/share/6');
  expect(await screen.findByText('送你一张早鸟满减券')).toBeInTheDocument();
  expect(share).toHaveBeenCalledWith(6);
  expect(screen.getByText('满200元可用')).toBeInTheDocument();
  expect(screen.getByText('限“2026 医学年会”使用')).toBeInTheDocument();
  expect(screen.getByText('领取后30天内有效')).toBeInTheDocument();
  await act(async () => fireEvent.click(screen.getByRole('button', { name: '立即领取' })));
  expect(await screen.findByText('登录页')).toBeInTheDocument();
  expect(obtain).not.toHaveBeenCalled();
});

it('claims it once logged in and then says it is claimed, with a way to my coupons', async () => {
  logInForTest();
  share.mockResolvedValue(COUPON);
  obtain.mockImplementation(async () => {
    share.mockResolvedValue({ ...COUPON, obtained: 1, remaining: 87 });
    return {} as never;
  });
  renderAt('/coupons/share/6');
  // Found before act: inside act's scope React holds the page's updates until the callback ends.
  const claim = await screen.findByRole('button', { name: '立即领取' });
  await act(async () => fireEvent.click(claim));
  expect(obtain).toHaveBeenCalledWith(6);
  expect(await screen.findByRole('button', { name: '已领取' })).toBeDisabled();
  expect(screen.getByRole('link', { name: '查看我的优惠券' })).toHaveAttribute('href', '/coupons');
});

it('shows an ended batch greyed, stamped, and not to claim', async () => {
  share.mockResolvedValue({ ...COUPON, ended: true });
  renderAt('/coupons/share/6');
  expect(await screen.findByRole('button', { name: '活动已结束' })).toBeDisabled();
  expect(screen.getByText('已结束')).toBeInTheDocument();
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sessionStore, useLocation } from '@conf/shared';
import { logInForTest, renderRoutes } from '@conf/shared/src/testing/pages';
import MinePage from './MinePage';
import { mineStore } from '../stores/mineStore';
import { getPersonStat } from '../api/profile';
import { getOrderStat, type OrderCounts } from '../api/orderStat';

jest.mock('../api/profile');
jest.mock('../api/orderStat');

const counts = (over: Partial<OrderCounts>): OrderCounts => ({
  unpaid: 0,
  paid: 0,
  cancelled: 0,
  expired: 0,
  refunding: 0,
  refunded: 0,
  total: 0,
  ...over,
});

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{pathname + search}</p>;
}

const open = () => renderRoutes('/mine', { '/mine': <MinePage />, '/order': <Where /> });

beforeEach(() => {
  jest.mocked(getPersonStat).mockResolvedValue({ order_count: 6, hotel_order_count: 1, coupon_count: 2, unread_message_count: 0 });
  jest
    .mocked(getOrderStat)
    .mockResolvedValue({ meeting: counts({ unpaid: 2, paid: 3, refunded: 1, cancelled: 1, expired: 1, total: 8 }), hotel: counts({}) });
});
afterEach(() => {
  mineStore.clear();
  jest.clearAllMocks();
  document.body.innerHTML = '';
  act(() => sessionStore.dropToken());
});

it('shows the meeting orders by tab from get_meeting_order_stat', async () => {
  logInForTest();
  open();
  const bar = screen.getByRole('region', { name: '会议订单' });
  await waitFor(() => expect(within(bar).getByRole('button', { name: /全部订单/ })).toHaveTextContent('全部订单（8）'));
  // Each count is on its tab's icon and in the name a screen reader hears.
  expect(within(bar).getByRole('button', { name: /^待支付\s?，2 笔$/ })).toHaveTextContent(/^2待支付/);
  expect(within(bar).getByRole('button', { name: /^已支付\s?，3 笔$/ })).toHaveTextContent(/^3已支付/);
  // Refunding, refunded, cancelled and expired share the 退款/取消 tab.
  expect(within(bar).getByRole('button', { name: /^退款\/取消\s?，3 笔$/ })).toHaveTextContent(/^3退款\/取消/);
});

it('opens /order on the tapped tab', async () => {
  logInForTest();
  open();
  await waitFor(() => expect(getOrderStat).toHaveBeenCalled());
  fireEvent.click(await screen.findByText('待支付'));
  expect(await screen.findByTestId('location')).toHaveTextContent('/order?status=unpaid');
});

it('asks a visitor to log in instead of counting', async () => {
  open();
  expect(within(screen.getByRole('region', { name: '会议订单' })).queryByText('2')).toBeNull();
  expect(getOrderStat).not.toHaveBeenCalled();
});

const user = (roles: string[]) => ({ id: 1, username: 'u', nickname: '李核销', mobile: '13900139000', roles });

it('shows a verifier the 核销 entry, which opens /verify', async () => {
  logInForTest();
  act(() => void (sessionStore.session = { user: user(['verifier']) }));
  renderRoutes('/mine', { '/mine': <MinePage />, '/verify': <p>核销会议列表</p> });
  fireEvent.click(await screen.findByText('核销'));
  expect(await screen.findByText('核销会议列表')).toBeInTheDocument();
});

it('shows no 核销 entry to other users', async () => {
  logInForTest();
  act(() => void (sessionStore.session = { user: user([]) }));
  open();
  expect(await screen.findByText('常用参会人')).toBeInTheDocument();
  expect(screen.queryByText('核销')).toBeNull();
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, useLocation } from '@conf/shared';
import '@conf/shared/src/testing/intersectionObserver';
import { logInForTest, renderRoutes } from '@conf/shared/src/testing/pages';
import OrderListPage from './OrderListPage';
import { getOrders } from '../api/orders';
import { HOTEL_SN, SN, hotelOrder, meetingOrder, pageOf } from '../testData';

jest.mock('../api/orders');
const list = jest.mocked(getOrders);

function Where() {
  const l = useLocation();
  return <p>{`到了${l.pathname}${l.search}`}</p>;
}

function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

const renderAt = (url: string) =>
  renderRoutes(url, {
    '/order': (
      <>
        <OrderListPage kind="meeting" />
        <Search />
      </>
    ),
    '/order/hotel': <OrderListPage kind="hotel" />,
    '*': <Where />,
  });

// react-vant's tab titles carry no role of their own.
const tabTitles = () => [...document.querySelectorAll('.rv-tab')].map((t) => t.textContent);
const tabNamed = (name: string) => [...document.querySelectorAll<HTMLElement>('.rv-tab')].find((t) => t.textContent === name)!;

beforeEach(() => {
  jest.resetAllMocks();
  logInForTest();
});
afterEach(() => {
  document.body.innerHTML = '';
});

it('lists meeting orders under 全部: title, status, amount and attendees', async () => {
  list.mockResolvedValue(
    pageOf([
      meetingOrder(),
      meetingOrder({ order_sn: 'M2026112300000000000009', status: 'unpaid', status_text: '待支付', pay_amount: 58000, paid_at: null }),
      meetingOrder({ order_sn: 'M2026112300000000000010', status: 'cancelled', status_text: '已取消', paid_at: null }),
    ]),
  );
  renderAt('/order');
  const [paid, unpaid, cancelled] = await screen.findAllByTestId('order-card');
  expect(tabTitles()).toEqual(['全部', '待支付', '已支付', '退款/取消']);
  expect(paid).toHaveTextContent('第十届中国智慧医疗创新大会');
  expect(paid).toHaveTextContent('已支付');
  expect(paid).toHaveTextContent('实付 ¥1960.00');
  expect(paid).toHaveTextContent('标准票 × 2｜参会人：张会务、王建国');
  expect(within(paid).queryByRole('button', { name: '去支付' })).toBeNull();
  // Nothing was paid on these: the amount is what is owed, not what was paid.
  expect(unpaid).toHaveTextContent('应付 ¥580.00');
  expect(cancelled).toHaveTextContent('应付 ¥1960.00');
  expect(list).toHaveBeenCalledWith('meeting', '', 1);
});

it('opens the tab named in ?status= and asks only for its statuses', async () => {
  list.mockResolvedValue(pageOf([]));
  renderAt('/order?status=refund');
  expect(await screen.findByText('暂无退款/取消的会议订单')).toBeInTheDocument();
  expect(list).toHaveBeenCalledWith('meeting', 'refunding,refunded,cancelled,expired', 1);
  expect(list).toHaveBeenCalledTimes(1);
});

it('switches tabs and keeps the tab in the address', async () => {
  list
    .mockResolvedValueOnce(pageOf([meetingOrder()]))
    .mockResolvedValueOnce(pageOf([meetingOrder({ status: 'unpaid', status_text: '待支付' })]));
  renderAt('/order');
  await screen.findByTestId('order-card');
  await act(async () => fireEvent.click(tabNamed('待支付')));
  await waitFor(() => expect(list).toHaveBeenLastCalledWith('meeting', 'unpaid', 1));
  expect(screen.getByTestId('search')).toHaveTextContent('?status=unpaid');
});

it('shows hotel orders with their stay, and opens the detail or the payment page', async () => {
  list.mockResolvedValue(pageOf([hotelOrder({ status: 'unpaid', status_text: '待支付' })]));
  renderAt('/order/hotel');
  const card = await screen.findByTestId('order-card');
  expect(card).toHaveTextContent('西湖国宾馆 · 湖景大床房');
  expect(card).toHaveTextContent('12月1日 - 12月3日 · 2晚 · 2间');
  expect(card).toHaveTextContent('¥2480.00');
  expect(list).toHaveBeenCalledWith('hotel', '', 1);
  fireEvent.click(within(card).getByRole('button', { name: '去支付' }));
  expect(screen.getByText(`到了/payment/alipay?order_sn=${HOTEL_SN}`)).toBeInTheDocument();
});

it("opens an order's detail", async () => {
  list.mockResolvedValue(pageOf([meetingOrder()]));
  renderAt('/order');
  fireEvent.click(within(await screen.findByTestId('order-card')).getByText('第十届中国智慧医疗创新大会'));
  expect(screen.getByText(`到了/order/detail?order_sn=${SN}`)).toBeInTheDocument();
});

it('says when there are no orders yet', async () => {
  list.mockResolvedValue(pageOf([]));
  renderAt('/order/hotel');
  expect(await screen.findByText('还没有酒店订单')).toBeInTheDocument();
});

it('shows a failed load with retry', async () => {
  list.mockRejectedValueOnce(new ApiError('服务器繁忙，请稍后重试', 500)).mockResolvedValueOnce(pageOf([meetingOrder()]));
  renderAt('/order');
  expect(await screen.findByText('服务器繁忙，请稍后重试')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
  expect(await screen.findByTestId('order-card')).toBeInTheDocument();
});

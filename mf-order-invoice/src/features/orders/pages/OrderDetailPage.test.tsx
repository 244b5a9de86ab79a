import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, useLocation } from '@conf/shared';
import { logInForTest, renderRoutes } from '@conf/shared/src/testing/pages';
import OrderDetailPage from './OrderDetailPage';
import { applyRefund, cancelOrder, cancelRefund, editAttendee, getETickets, getEditableAttendee, getOrderDetail } from '../api/orders';
import { HOTEL_SN, SN, eticket, hotelDetail, meetingDetail, unpaidDetail } from '../testData';

jest.mock('../api/orders');
const detail = jest.mocked(getOrderDetail);
const tickets = jest.mocked(getETickets);

function Where() {
  const l = useLocation();
  return <p>{`到了${l.pathname}${l.search}`}</p>;
}

const renderAt = (sn = SN) => renderRoutes(`/order/detail?order_sn=${sn}`, { '/order/detail': <OrderDetailPage />, '*': <Where /> });

// The newest react-vant dialog (closed ones stay in the DOM: jsdom runs no transitions).
const dialog = () => within([...document.querySelectorAll<HTMLElement>('.rv-dialog')].pop()!);
/** The refund dialog, fetched at the tap that opens it. */
const openRefund = async () => {
  const button = await screen.findByRole('button', { name: '申请退款' });
  // The first fetch compiles Dialog and Field in the test's module system: slower than a browser's.
  await act(async () => fireEvent.click(button));
  await waitFor(() => expect(document.querySelector('.rv-dialog')).not.toBeNull(), { timeout: 5000 });
  return dialog();
};
// A confirmation, found by its message once it is up (it opens after react-vant's Dialog is fetched).
const confirmation = async (message: string) => within((await screen.findByText(message)).closest<HTMLElement>('.rv-dialog')!);

beforeEach(() => {
  jest.resetAllMocks();
  logInForTest();
});
afterEach(() => {
  document.body.innerHTML = '';
});

it('shows a paid meeting order: status, meeting, attendees, amounts, and one e-ticket QR per attendee', async () => {
  detail.mockResolvedValue(
    meetingDetail({ coupon: { name: '峰会立减券', amount: 20000 }, total_amount: 196000, discount_amount: 20000, pay_amount: 176000 }),
  );
  tickets.mockResolvedValue([eticket(), eticket({ id: 12, name: '王建国' })]);
  renderAt();
  expect(await screen.findByTestId('order-status')).toHaveTextContent('已支付');
  expect(screen.getByTestId('order-meeting')).toHaveTextContent('第十届中国智慧医疗创新大会');
  expect(screen.getByTestId('order-meeting')).toHaveTextContent('标准票 ¥980.00 × 2');
  expect(screen.getAllByTestId('attendee').map((a) => a.querySelector('b')?.textContent)).toEqual(['张会务', '王建国']);
  const amounts = screen.getByTestId('order-amounts');
  expect(amounts).toHaveTextContent('订单金额¥1960.00');
  expect(amounts).toHaveTextContent('优惠券（峰会立减券）-¥200.00');
  expect(amounts).toHaveTextContent('实付金额¥1760.00');
  expect(amounts).toHaveTextContent('支付方式支付宝');
  const qrs = await screen.findAllByRole('img', { name: /的电子票二维码$/ });
  expect(qrs.map((q) => q.getAttribute('alt'))).toEqual(['张会务的电子票二维码', '王建国的电子票二维码']);
  expect(decodeURIComponent(qrs[0].getAttribute('src')!)).toContain('<svg');
  expect(screen.getByRole('link', { name: '打印电子票' })).toHaveAttribute('href', `/order/ticket?order_sn=${SN}`);
  expect(tickets).toHaveBeenCalledWith(SN);
});

it("shows each e-ticket's short code under its QR, grouped for the eye and spelled out for a screen reader", async () => {
  detail.mockResolvedValue(meetingDetail());
  tickets.mockResolvedValue([
    eticket(),
    eticket({ id: 12, name: '王建国', short_code: 'HJ3N8WEYTC' }),
    eticket({ id: 13, name: '李四', state: 'revoked', qr_svg: null, short_code: null }),
  ]);
  renderAt();
  const codes = await screen.findAllByTestId('eticket-short-code');
  expect(codes).toHaveLength(2);
  expect(within(codes[0]).getByText('7KQ2M XR4PD').closest('[aria-hidden="true"]')).not.toBeNull();
  expect(within(codes[0]).getByText('票码：7 K Q 2 M，X R 4 P D')).not.toHaveAttribute('aria-hidden');
  expect(codes[1]).toHaveTextContent('HJ3N8 WEYTC');
});

it('counts down an unpaid order, goes to pay, and cancels it after confirming', async () => {
  detail
    .mockResolvedValueOnce(unpaidDetail())
    .mockResolvedValueOnce(meetingDetail({ status: 'cancelled', status_text: '已取消', can_refund: false }));
  jest.mocked(cancelOrder).mockResolvedValue({ order_sn: SN, status: 'cancelled' });
  renderAt();
  expect(await screen.findByTestId('hold-countdown')).toHaveTextContent('剩余支付时间25:00');
  expect(screen.getByTestId('order-amounts')).toHaveTextContent('应付金额');
  expect(screen.getByTestId('order-amounts')).not.toHaveTextContent('实付');
  expect(screen.queryByTestId('order-etickets')).toBeNull();
  expect(tickets).not.toHaveBeenCalled();

  fireEvent.click(screen.getByRole('button', { name: '取消订单' }));
  const cancelling = await confirmation('取消后名额（房间）与优惠券将退回，确定取消吗？');
  await act(async () => fireEvent.click(cancelling.getByRole('button', { name: '确认' })));
  expect(cancelOrder).toHaveBeenCalledWith(SN);
  expect(await screen.findByText('订单已取消', { selector: 'p' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '去支付' })).toBeNull();
});

it('opens the payment page from 去支付', async () => {
  detail.mockResolvedValue(unpaidDetail());
  renderAt();
  fireEvent.click(await screen.findByRole('button', { name: '去支付' }));
  expect(screen.getByText(`到了/payment/alipay?order_sn=${SN}`)).toBeInTheDocument();
});

it('asks for a refund with a reason, then can withdraw it', async () => {
  detail
    .mockResolvedValueOnce(meetingDetail())
    .mockResolvedValueOnce(
      meetingDetail({
        status: 'refunding',
        status_text: '退款中',
        can_refund: false,
        can_withdraw_refund: true,
        refunds: [
          {
            id: 1,
            amount: 196000,
            reason: '行程冲突',
            status: 'requested',
            reject_reason: '',
            requested_by: 'user',
            created_at: '',
            closed_at: null,
          },
        ],
      }),
    )
    .mockResolvedValueOnce(meetingDetail());
  tickets.mockResolvedValue([eticket()]);
  jest.mocked(applyRefund).mockResolvedValue({ order_sn: SN, status: 'refunding' });
  jest.mocked(cancelRefund).mockResolvedValue({ order_sn: SN, status: 'paid' });
  renderAt();
  const refund = await openRefund();
  await act(async () => fireEvent.click(refund.getByRole('button', { name: '提交申请' })));
  expect(applyRefund).not.toHaveBeenCalled();
  expect(await screen.findByText('请填写退款原因')).toBeInTheDocument();

  fireEvent.change(dialog().getByRole('textbox'), { target: { value: '行程冲突' } });
  await act(async () => fireEvent.click(dialog().getByRole('button', { name: '提交申请' })));
  expect(applyRefund).toHaveBeenCalledWith(SN, '行程冲突');
  expect(await screen.findByTestId('order-status')).toHaveTextContent('退款申请审核中：行程冲突');

  fireEvent.click(screen.getByRole('button', { name: '撤销退款申请' }));
  const withdrawing = await confirmation('撤销后订单恢复为已支付，确定撤销吗？');
  await act(async () => fireEvent.click(withdrawing.getByRole('button', { name: '确认' })));
  expect(cancelRefund).toHaveBeenCalledWith(SN);
  await waitFor(() => expect(screen.getByTestId('order-status')).toHaveTextContent('已支付'));
});

it("shows why a refund is not possible, and the server's message when it refuses one", async () => {
  detail.mockResolvedValueOnce(meetingDetail({ can_refund: false, refund_blocker: '参会人已签到入场，无法退款' }));
  tickets.mockResolvedValue([]);
  renderAt();
  expect(await screen.findByTestId('order-actions')).toHaveTextContent('参会人已签到入场，无法退款');
  expect(screen.queryByRole('button', { name: '申请退款' })).toBeNull();
  expect(screen.queryByTestId('order-invoice-link')).toBeNull();
  document.body.innerHTML = '';

  // Invoiced: the blocker comes with the way to the invoice, where it can be reversed.
  detail.mockResolvedValueOnce(
    meetingDetail({ can_refund: false, refund_blocker: '该订单已开具发票，请先申请红冲后再退款', invoice: { id: 7, status: '已开票' } }),
  );
  renderAt();
  const link = await screen.findByTestId('order-invoice-link');
  expect(link).toHaveTextContent('查看发票（已开票）');
  expect(link).toHaveAttribute('href', '/invoice/edit?id=7');
  document.body.innerHTML = '';

  detail.mockResolvedValue(meetingDetail());
  jest.mocked(applyRefund).mockRejectedValue(new ApiError('该订单已开具发票，请先申请红冲后再退款', 200, 0));
  renderAt();
  fireEvent.change((await openRefund()).getByRole('textbox'), { target: { value: '不去了' } });
  await act(async () => fireEvent.click(dialog().getByRole('button', { name: '提交申请' })));
  expect(await screen.findByText('该订单已开具发票，请先申请红冲后再退款')).toBeInTheDocument();
});

it("shows a rejected transfer voucher's reason on an unpaid order", async () => {
  detail.mockResolvedValue(
    unpaidDetail({
      pay_type: 'offline',
      vouchers: [{ id: 1, image: '', payer_name: '', remark: '', status: 'rejected', reject_reason: '未查询到到账记录', created_at: '' }],
    }),
  );
  renderAt();
  expect(await screen.findByTestId('order-status')).toHaveTextContent('转账凭证未通过审核：未查询到到账记录');
});

it('shows a hotel order night by night with its guests', async () => {
  detail.mockResolvedValue(hotelDetail());
  renderAt(HOTEL_SN);
  const hotel = await screen.findByTestId('order-hotel');
  expect(hotel).toHaveTextContent('西湖国宾馆');
  expect(hotel).toHaveTextContent('湖景大床房 · 大床 · 含双早');
  expect(hotel).toHaveTextContent('12月1日 - 12月3日 · 2晚 · 2间');
  expect(hotel).toHaveTextContent('12月1日 周二 每间¥580.00 × 2');
  expect(hotel).toHaveTextContent('12月2日 周三 每间¥660.00 × 2');
  expect(hotel).toHaveTextContent('入住人张会务、王建国');
  expect(hotel).toHaveTextContent('备注需要无烟房，靠近电梯');
  expect(screen.getByRole('link', { name: '0571-87979889' })).toHaveAttribute('href', 'tel:0571-87979889');
  expect(screen.queryByTestId('order-meeting')).toBeNull();
  expect(tickets).not.toHaveBeenCalled();
});

it("corrects an attendee's details", async () => {
  detail.mockResolvedValue(meetingDetail());
  tickets.mockResolvedValue([]);
  const applyer = {
    id: 12,
    name: '王建国',
    mobile: '13912345678',
    company: '北京协和医院',
    position: '心内科主任',
    email: '',
    id_number: '',
    fields: { diet: '素食' },
  };
  jest.mocked(getEditableAttendee).mockResolvedValue({ applyer, fields: [], order_sn: 'M202612010001', can_edit: true, reason: null });
  jest.mocked(editAttendee).mockResolvedValue(applyer);
  renderAt();
  const second = (await screen.findAllByTestId('attendee'))[1];
  fireEvent.click(within(second).getByRole('button', { name: '修改信息' }));
  const company = await screen.findByDisplayValue('北京协和医院');
  fireEvent.change(company, { target: { value: '北京协和医院心内科' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: '保存' })));
  await waitFor(() => expect(editAttendee).toHaveBeenCalledWith(12, { ...applyer, company: '北京协和医院心内科' }));
  expect(getEditableAttendee).toHaveBeenCalledWith(12);
});

it("shows a failed load with retry, and the server's refusal as it is", async () => {
  detail.mockRejectedValueOnce(new ApiError('网络异常', 502)).mockResolvedValueOnce(meetingDetail());
  tickets.mockResolvedValue([]);
  renderAt();
  fireEvent.click(await screen.findByRole('button', { name: '重新加载' }));
  expect(await screen.findByTestId('order-status')).toBeInTheDocument();
  document.body.innerHTML = '';

  detail.mockRejectedValue(new ApiError('订单不存在', 200, 0));
  renderAt();
  expect(await screen.findByText('订单不存在')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '重新加载' })).toBeNull();
});

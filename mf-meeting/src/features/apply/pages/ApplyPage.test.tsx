import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, sessionStore } from '@conf/shared';
import { logInForTest } from '@conf/shared/src/testing/pages';
import ApplyPage from './ApplyPage';
import { renderAt } from '../../../testing/renderAt';
import { getApplyForm, type ApplyForm } from '../api/applyForm';
import { getBestCoupon, getClaimable, type CouponChoice } from '../api/coupons';
import { getContacts, saveApplyer } from '../api/contacts';
import { submitTicketOrder } from '../api/order';

jest.mock('../api/applyForm');
jest.mock('../api/coupons');
jest.mock('../api/contacts');
jest.mock('../api/order');

const form = (over: Partial<ApplyForm> = {}): ApplyForm => ({
  meeting: {
    id: 2,
    title: '第八届长三角数字经济峰会',
    cover: '',
    start_at: '2030-06-11T01:00:00Z',
    end_at: '2030-06-12T09:00:00Z',
    city: '杭州市',
    venue: '杭州国际博览中心',
  },
  apply_status: 'open',
  apply_status_text: '报名中',
  tickets: [
    {
      id: 7,
      name: '标准票',
      description: '含两天会议与午餐',
      price: 98000,
      stock: 300,
      limit: 5,
      sale_start: null,
      sale_end: '2030-06-11T01:00:00Z',
      refund_deadline: '2030-06-11T01:00:00Z',
      sale_state: 'on_sale',
      meeting_id: 2,
    },
    {
      id: 8,
      name: 'VIP 票',
      description: '',
      price: 298000,
      stock: 0,
      limit: 2,
      sale_start: null,
      sale_end: '2030-06-11T01:00:00Z',
      refund_deadline: '2030-06-11T01:00:00Z',
      sale_state: 'sold_out',
      meeting_id: 2,
    },
  ],
  fields: [
    {
      id: 1,
      name: 'company',
      label: '工作单位',
      type: 'text',
      options: [],
      required: true,
      placeholder: '请输入工作单位',
      ticket_type_ids: [],
    },
  ],
  ...over,
});
const coupon: CouponChoice = {
  id: 31,
  coupon_id: 3,
  meeting_id: 2,
  name: '峰会立减券',
  kind: 'coupon',
  amount: 10000,
  threshold: 50000,
  valid_to: '2030-07-01T00:00:00Z',
  usable: true,
  reason: '',
  discount: 10000,
};

const open = () => renderAt('/meeting/apply/:id', <ApplyPage />, '/meeting/apply/2');
const bar = () => document.querySelector('.rv-submit-bar') as HTMLElement;
const type = (placeholder: string, value: string, nth = 0) =>
  fireEvent.change(screen.getAllByPlaceholderText(placeholder)[nth], { target: { value } });

// jsdom lays nothing out and has no scrollIntoView.
const scrollIntoView = jest.fn();
beforeAll(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
});

beforeEach(() => {
  jest.mocked(getApplyForm).mockResolvedValue(form());
  jest.mocked(getBestCoupon).mockResolvedValue(coupon);
  jest.mocked(getClaimable).mockResolvedValue([]);
  jest.mocked(getContacts).mockResolvedValue([]);
  jest.mocked(saveApplyer).mockResolvedValue({ id: 9, name: '', mobile: '', company: '', position: '', id_number: '' });
  logInForTest();
});
afterEach(() => {
  jest.resetAllMocks();
  document.body.innerHTML = '';
  act(() => sessionStore.dropToken());
});

it('shows the tickets with price, seats, limit and why one cannot be bought', async () => {
  open();
  const [standard, vip] = await screen.findAllByTestId('ticket');
  expect(standard).toHaveTextContent('¥980.00');
  expect(standard).toHaveTextContent('剩余 300 张 · 每单限 5 人');
  expect(vip).toHaveTextContent('已售罄');
  expect(vip).toHaveAttribute('aria-disabled', 'true');
});

it('says why the form is missing when registration has closed', async () => {
  jest.mocked(getApplyForm).mockResolvedValue(form({ apply_status: 'ended', apply_status_text: '会议已结束' }));
  open();
  expect(await screen.findByText('会议已结束')).toBeInTheDocument();
  expect(screen.getByText('第八届长三角数字经济峰会')).toBeInTheDocument();
  expect(screen.queryByPlaceholderText('请填写姓名')).toBeNull();
  expect(screen.getByRole('button', { name: '返回会议主页' })).toBeInTheDocument();
});

it('shows the server’s messages for missing or malformed answers and sends nothing', async () => {
  open();
  await screen.findByPlaceholderText('请填写姓名');
  type('请填写手机号', '1380013');
  fireEvent.click(within(bar()).getByRole('button', { name: '提交订单' }));
  expect(await screen.findByText('请填写姓名')).toBeInTheDocument();
  expect(screen.getByText('请填写正确的手机号')).toBeInTheDocument();
  expect(screen.getByText('请填写工作单位')).toBeInTheDocument();
  expect(await screen.findByText('第1位参会人：请填写姓名')).toBeInTheDocument();
  await waitFor(() => expect(scrollIntoView.mock.contexts[0]).toHaveTextContent('请填写姓名'));
  expect(submitTicketOrder).not.toHaveBeenCalled();
});

it('preselects the best coupon and keeps the total live as attendees are added', async () => {
  open();
  await waitFor(() => expect(bar()).toHaveTextContent('¥880.00'));
  expect(getBestCoupon).toHaveBeenLastCalledWith(2, 98000);
  expect(screen.getByTestId('coupon-cell')).toHaveTextContent('-¥100.00');
  fireEvent.click(screen.getByRole('button', { name: '手动添加' }));
  await waitFor(() => expect(getBestCoupon).toHaveBeenLastCalledWith(2, 196000));
  await waitFor(() => expect(bar()).toHaveTextContent('¥1860.00'));
  expect(screen.getByTestId('order-amount')).toHaveTextContent('¥980.00 × 2 = ¥1960.00');
});

it('sends one Idempotency-Key for a retried submit, then goes to the payment page', async () => {
  jest
    .mocked(submitTicketOrder)
    .mockRejectedValueOnce(new ApiError('请求超时，请稍后重试', undefined))
    .mockResolvedValueOnce({ order_sn: 'M202611230001', status: 'unpaid', pay_amount: 88000, expires_at: '2030-06-01T01:15:00Z' });
  open();
  await screen.findByPlaceholderText('请填写姓名');
  await waitFor(() => expect(bar()).toHaveTextContent('¥880.00'));
  type('请填写姓名', '王小明');
  type('请填写手机号', '13700001111');
  type('请输入工作单位', '江南省人民医院');
  const submit = within(bar()).getByRole('button', { name: '提交订单' });
  fireEvent.click(submit);
  await waitFor(() => expect(submitTicketOrder).toHaveBeenCalledTimes(1));
  expect(await screen.findByText('请求超时，请稍后重试')).toBeInTheDocument();
  fireEvent.click(submit);
  await waitFor(() => expect(submitTicketOrder).toHaveBeenCalledTimes(2));
  const [[first, key1], [second, key2]] = jest.mocked(submitTicketOrder).mock.calls;
  expect(key1).toMatch(/^[0-9a-f-]{36}$/);
  expect(key2).toBe(key1);
  expect(second).toEqual(first);
  expect(first).toEqual({
    meeting_id: 2,
    ticket_id: 7,
    coupon_id: 31,
    applyers: [
      {
        name: '王小明',
        mobile: '13700001111',
        company: '江南省人民医院',
        position: '',
        email: '',
        id_number: '',
        contact_id: null,
        fields: {},
      },
    ],
  });
  expect(await screen.findByTestId('location')).toHaveTextContent('/payment/alipay?order_sn=M202611230001');
});

it('opens the order for a free ticket, and keeps a typed-in attendee among the contacts', async () => {
  jest.mocked(getApplyForm).mockResolvedValue(form({ tickets: [{ ...form().tickets[0], price: 0, name: '学生票' }], fields: [] }));
  jest.mocked(submitTicketOrder).mockResolvedValue({ order_sn: 'M202611230002', status: 'paid', pay_amount: 0, expires_at: null });
  open();
  await waitFor(() => expect(bar()).toHaveTextContent('¥0.00'));
  expect(getBestCoupon).not.toHaveBeenCalled();
  type('请填写姓名', '林小雨');
  type('请填写手机号', '13500002222');
  fireEvent.click(within(bar()).getByRole('button', { name: '提交报名' }));
  expect(await screen.findByTestId('location')).toHaveTextContent('/order/detail?order_sn=M202611230002');
  expect(jest.mocked(submitTicketOrder).mock.calls[0][0]).not.toHaveProperty('coupon_id');
  expect(saveApplyer).toHaveBeenCalledWith({ name: '林小雨', mobile: '13500002222', company: '', position: '', id_number: '' });
});

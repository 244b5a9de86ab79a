import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, sessionStore, useLocation } from '@conf/shared';
import { logInForTest, renderRoutes } from '@conf/shared/src/testing/pages';
import ReservePage from './ReservePage';
import { getRoomDetail } from '../api/hotels';
import { getContacts, selectCoupon, submitHotelOrder, type HotelOrderReply } from '../api/reserve';
import { roomDetail } from '../testData';

/** react-vant's Calendar measures itself over the two frames after it opens; unmounted before, it throws in them. */
const calendarSettled = () =>
  act(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

jest.mock('../api/hotels');
jest.mock('../api/reserve');
const getRoom = jest.mocked(getRoomDetail);
const submit = jest.mocked(submitHotelOrder);
const coupons = jest.mocked(selectCoupon);
const contacts = jest.mocked(getContacts);

function Payment() {
  return <p>支付页{useLocation().search}</p>;
}

const renderAt = (path: string) =>
  renderRoutes(path, { '/hotel/reserve/:id': <ReservePage />, '/payment/alipay': <Payment />, '/meeting/apply/:id': <p>报名页</p> });

// A busy machine renders the calendar and the form slowly.
jest.setTimeout(20_000);

const STAY = '/hotel/reserve/102?check_in=2030-06-10&check_out=2030-06-12';
const reply: HotelOrderReply = { order_sn: 'H2030061000000000000001', status: 'unpaid', pay_amount: 475200, expires_at: null };

beforeEach(() => {
  jest.resetAllMocks();
  coupons.mockResolvedValue({ list: [], best_id: null });
  getRoom.mockResolvedValue(roomDetail());
  logInForTest();
});
afterEach(() => {
  document.body.innerHTML = '';
});

const breakdown = () => screen.getByTestId('price-breakdown');
const FIELDS = { 入住人1: '第1间房入住人姓名', 入住人2: '第2间房入住人姓名', 联系手机: '用于接收预订通知', 备注: '选填，如无烟房、高楼层' };
const field = (name: keyof typeof FIELDS) => screen.getByPlaceholderText(FIELDS[name]);
const fill = (name: keyof typeof FIELDS, value: string) => fireEvent.change(field(name), { target: { value } });
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

it('prices the stay night by night for the rooms chosen, then submits and goes to the payment page', async () => {
  submit.mockResolvedValue(reply);
  renderAt(STAY);
  expect(screen.getByTestId('loading-skeleton')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: '杭州国际会议中心大酒店' })).toBeInTheDocument();
  expect(getRoom).toHaveBeenCalledWith(102);
  expect(screen.getByTestId('stay-picker')).toHaveTextContent('入住6月10日 周一共2晚离店6月12日 周三');
  let nights = breakdown().querySelectorAll('.rv-cell');
  expect(nights[0]).toHaveTextContent('6月10日 周一¥988.00 × 1间');
  expect(nights[1]).toHaveTextContent('6月11日 周二¥1388.00 × 1间');
  expect(breakdown()).toHaveTextContent('合计¥2376.00');

  // Two rooms: a second guest, every night twice.
  fireEvent.click(document.querySelector('.rv-stepper__plus') as HTMLElement);
  nights = breakdown().querySelectorAll('.rv-cell');
  expect(nights[0]).toHaveTextContent('¥988.00 × 2间');
  expect(breakdown()).toHaveTextContent('合计¥4752.00');
  expect(screen.getByText('剩余3间 · 每单最多5间')).toBeInTheDocument();
  await waitFor(() => expect(coupons).toHaveBeenLastCalledWith(3, 475200));

  fill('入住人1', '张三');
  fill('入住人2', '李四');
  fill('联系手机', '13800000001');
  fill('备注', '无烟房');
  press('提交订单');
  expect(await screen.findByText('支付页?order_sn=H2030061000000000000001')).toBeInTheDocument();
  expect(submit).toHaveBeenCalledWith(
    {
      hotel_id: 11,
      room_id: 102,
      check_in: '2030-06-10',
      check_out: '2030-06-12',
      num: 2,
      guests: ['张三', '李四'],
      mobile: '13800000001',
      remark: '无烟房',
    },
    expect.stringMatching(/^[0-9a-f-]{36}$/),
  );
});

it("asks for every guest's name and a mobile before sending anything", async () => {
  renderAt(STAY);
  await screen.findByTestId('price-breakdown');
  press('提交订单');
  expect(await screen.findByText('第1间房请填写入住人姓名')).toBeInTheDocument();
  fill('入住人1', '张三');
  fill('联系手机', '1380000');
  press('提交订单');
  expect(await screen.findByText('请填写正确的手机号')).toBeInTheDocument();
  expect(submit).not.toHaveBeenCalled();
});

it('resends a submit that timed out with the same key, and a refused one with a new key after saying why', async () => {
  submit
    .mockRejectedValueOnce(new ApiError('请求超时，请稍后重试'))
    .mockRejectedValueOnce(new ApiError('6月11日仅剩1间，请调整日期或房间数', 200, 0))
    .mockResolvedValueOnce(reply);
  renderAt(STAY);
  await screen.findByTestId('price-breakdown');
  fill('入住人1', '张三');
  fill('联系手机', '13800000001');
  press('提交订单');
  expect(await screen.findByText('请求超时，请稍后重试')).toBeInTheDocument();
  press('提交订单');
  const dialog = (await screen.findByText('6月11日仅剩1间，请调整日期或房间数')).closest('.rv-dialog') as HTMLElement;
  expect(dialog).toHaveTextContent('无法预订');
  // The rooms left are fetched again, as they are now.
  expect(getRoom).toHaveBeenCalledTimes(2);
  fireEvent.click(within(dialog).getByRole('button', { name: '确认' }));
  press('提交订单');
  expect(await screen.findByText(/^支付页/)).toBeInTheDocument();
  const keys = submit.mock.calls.map((c) => c[1]);
  expect(keys[1]).toBe(keys[0]);
  expect(keys[2]).not.toBe(keys[1]);
});

it('applies the best coupon for the amount', async () => {
  coupons.mockResolvedValue({
    list: [
      {
        id: 7,
        coupon_id: 1,
        kind: 'coupon' as const,
        meeting_id: null,
        valid_to: '2030-07-01T00:00:00Z',
        name: '住宿立减券',
        amount: 5000,
        threshold: 0,
        usable: true,
        reason: '',
        discount: 5000,
      },
      {
        id: 8,
        coupon_id: 1,
        kind: 'coupon' as const,
        meeting_id: null,
        valid_to: '2030-07-01T00:00:00Z',
        name: '满5000减500',
        amount: 50000,
        threshold: 500000,
        usable: false,
        reason: '满5000元可用',
        discount: 0,
      },
    ],
    best_id: 7,
  });
  submit.mockResolvedValue(reply);
  renderAt(STAY);
  await screen.findByTestId('price-breakdown');
  expect(await within(breakdown()).findByText('-¥50.00')).toBeInTheDocument();
  expect(breakdown()).toHaveTextContent('合计¥2326.00');
  fill('入住人1', '张三');
  fill('联系手机', '13800000001');
  press('提交订单');
  await screen.findByText(/^支付页/);
  expect(submit.mock.calls[0][0]).toMatchObject({ coupon_id: 7 });
});

it('lets the user go without a coupon', async () => {
  coupons.mockResolvedValue({
    list: [
      {
        id: 7,
        coupon_id: 1,
        kind: 'coupon' as const,
        meeting_id: null,
        valid_to: '2030-07-01T00:00:00Z',
        name: '住宿立减券',
        amount: 5000,
        threshold: 0,
        usable: true,
        reason: '',
        discount: 5000,
      },
    ],
    best_id: 7,
  });
  renderAt(STAY);
  await within(await screen.findByTestId('price-breakdown')).findByText('-¥50.00');
  fireEvent.click(screen.getAllByText('优惠券')[0]); // the form's cell; the breakdown's line comes after it
  fireEvent.click(await screen.findByText('不使用优惠券'));
  await waitFor(() => expect(breakdown()).toHaveTextContent('合计¥2376.00'));
  expect(screen.getByText('1张可用')).toBeInTheDocument();
});

it('sends the arrival time picked', async () => {
  submit.mockResolvedValue(reply);
  renderAt(STAY);
  await screen.findByTestId('price-breakdown');
  fill('入住人1', '张三');
  fill('联系手机', '13800000001');
  fireEvent.click(screen.getByPlaceholderText('请选择预计到店时间'));
  fireEvent.click(await screen.findByRole('button', { name: '确认' }));
  await waitFor(() => expect(screen.getByPlaceholderText('请选择预计到店时间')).toHaveValue('14:00前'));
  press('提交订单');
  await screen.findByText(/^支付页/);
  expect(submit.mock.calls[0][0]).toMatchObject({ arrival_time: '14:00前' });
});

it('fills a guest from the contacts', async () => {
  contacts.mockResolvedValue({
    list: [{ id: 1, name: '王五', mobile: '13900000009', company: '', position: '', id_number: '' }],
    total: 1,
  });
  renderAt(STAY);
  await screen.findByTestId('price-breakdown');
  fireEvent.click(screen.getByLabelText('从常用联系人选择入住人1'));
  fireEvent.click(await screen.findByText('王五'));
  await waitFor(() => expect(field('入住人1')).toHaveValue('王五'));
  expect(field('联系手机')).toHaveValue('13900000009');
});

it('says so plainly when the stay is full or the room type closed, with no submit button', async () => {
  renderAt('/hotel/reserve/102?check_in=2030-06-13&check_out=2030-06-14');
  expect(await screen.findByRole('alert')).toHaveTextContent('所选日期已满房，请调整日期');
  expect(screen.queryByRole('button', { name: '提交订单' })).toBeNull();
  expect(screen.getByRole('link', { name: '查看其他房型' })).toHaveAttribute('href', '/hotel/detail/11');
  document.body.innerHTML = '';

  getRoom.mockResolvedValue(roomDetail({ block: { ...roomDetail().block, closed: true } }));
  renderAt(STAY);
  expect(await screen.findByRole('alert')).toHaveTextContent('该房型已截止预订');
});

it('tells a user without a ticket to buy one, and does not submit', async () => {
  getRoom.mockResolvedValue(roomDetail({ ticket_required: true, has_ticket: false }));
  renderAt(STAY);
  const notice = await screen.findByTestId('ticket-notice');
  expect(within(notice).getByRole('link', { name: '去购票' })).toHaveAttribute('href', '/meeting/apply/3');
  expect(screen.getByRole('button', { name: '提交订单' })).toBeDisabled();
});

it('offers the stay in a range calendar limited to the longest stay', async () => {
  renderAt(STAY);
  fireEvent.click(await screen.findByTestId('stay-picker'));
  const popup = (await screen.findByText('选择入住和离店日期')).closest('.rv-calendar') as HTMLElement;
  const day = (n: string) =>
    within(popup)
      .getAllByRole('gridcell')
      .find((c) => c.textContent?.startsWith(n)) as HTMLElement;
  // Prices under the nights, 满 under a full one.
  expect(day('11')).toHaveTextContent('¥1388');
  expect(day('13')).toHaveTextContent('满');
  fireEvent.click(day('10'));
  fireEvent.click(day('15'));
  expect(await screen.findByText('最多选择 3 天')).toBeInTheDocument();
  await calendarSettled();
});

it("starts from the room type's default stay when the link names no dates", async () => {
  renderAt('/hotel/reserve/102');
  expect(await screen.findByTestId('stay-picker')).toHaveTextContent('入住6月10日 周一共3晚离店6月13日 周四');
});

it('asks a visitor to log in and loads nothing', async () => {
  act(() => sessionStore.dropToken());
  renderAt(STAY);
  expect(await screen.findByText('登录后才能查看此页面')).toBeInTheDocument();
  expect(getRoom).not.toHaveBeenCalled();
});

import type { PageData } from '@conf/shared';
import type { Attendee as OrderAttendee, ETicket, OrderDetail, OrderSummary } from './api/orders';

/** Replies shaped like the server's, for the pages' tests. */
export const SN = 'M2026112300000000000001';
export const HOTEL_SN = 'H2026112300000000000002';
const FUTURE = '2099-06-01T01:00:00Z';

export const meetingOrder = (over: Partial<OrderSummary> = {}): OrderSummary => ({
  order_sn: SN,
  kind: 'meeting',
  meeting_id: 1,
  title: '第十届中国智慧医疗创新大会 · 标准票',
  status: 'paid',
  status_text: '已支付',
  total_amount: 196000,
  discount_amount: 0,
  pay_amount: 196000,
  pay_type: 'alipay',
  expires_at: '2026-11-23T00:30:00Z',
  paid_at: '2026-11-23T00:05:00Z',
  created_at: '2026-11-23T00:00:00Z',
  meeting_title: '第十届中国智慧医疗创新大会',
  meeting_start_at: FUTURE,
  meeting_cover: '',
  ticket_name: '标准票',
  quantity: 2,
  attendee_names: ['张会务', '王建国'],
  ...over,
});

export const hotelOrder = (over: Partial<OrderSummary> = {}): OrderSummary =>
  meetingOrder({
    order_sn: HOTEL_SN,
    kind: 'hotel',
    title: '西湖国宾馆 · 湖景大床房',
    meeting_title: '第十届中国智慧医疗创新大会',
    ticket_name: undefined,
    quantity: undefined,
    attendee_names: undefined,
    hotel_name: '西湖国宾馆',
    room_name: '湖景大床房',
    check_in: '2026-12-01',
    check_out: '2026-12-03',
    nights: 2,
    rooms: 2,
    pay_amount: 248000,
    ...over,
  });

export const pageOf = <T>(data: T[], lastPage = 1): PageData<T> => ({
  total: data.length,
  per_page: 10,
  current_page: 1,
  last_page: lastPage,
  data,
});

const detailBase = {
  meeting: {
    id: 1,
    title: '第十届中国智慧医疗创新大会',
    cover: '',
    start_at: FUTURE,
    end_at: '2099-06-02T09:00:00Z',
    city: '杭州',
    venue: '国际博览中心',
    address: '奔竞大道 353 号',
  },
  coupon: null,
  user_coupon_id: null,
  remark: '',
  logs: [],
  invoice: null,
  refund_deadline: '2099-05-25T00:00:00Z',
  closed_at: null,
  contact_name: '张会务',
  contact_mobile: '13800138000',
  seconds_left: 0,
  vouchers: [],
  refunds: [],
  can_pay: false,
  can_cancel: false,
  can_refund: true,
  refund_blocker: null,
  can_withdraw_refund: false,
  voucher_pending: false,
};

const attendee = (over: Partial<OrderAttendee>): OrderAttendee => ({
  id: 11,
  name: '张会务',
  mobile: '13800138000',
  company: '',
  position: '',
  email: '',
  id_number: '',
  fields: null,
  active: true,
  ticket_code: null,
  short_code: null,
  issued_at: null,
  revoked_at: null,
  ticket_name: '标准票',
  ticket_price: 98000,
  checked_in_at: null,
  ...over,
});

export const meetingDetail = (over: Partial<OrderDetail> = {}): OrderDetail => ({
  ...meetingOrder(),
  ...detailBase,
  ticket: { id: 3, name: '标准票', price: 98000 },
  quantity: 2,
  attendees: [
    attendee({ id: 11, name: '张会务', mobile: '13800138000', company: '会议酒店科技有限公司', position: '会务经理' }),
    attendee({ id: 12, name: '王建国', mobile: '13912345678', company: '北京协和医院', position: '心内科主任' }),
  ],
  ...over,
});

export const unpaidDetail = (over: Partial<OrderDetail> = {}) =>
  meetingDetail({
    status: 'unpaid',
    status_text: '待支付',
    pay_type: null,
    paid_at: null,
    seconds_left: 1500,
    can_pay: true,
    can_cancel: true,
    can_refund: false,
    ...over,
  });

export const hotelDetail = (over: Partial<OrderDetail> = {}): OrderDetail => ({
  ...hotelOrder(),
  ...detailBase,
  hotel: {
    id: 2,
    name: '西湖国宾馆',
    cover: '',
    star: 5,
    address: '杨公堤 18 号',
    phone: '0571-87979889',
    check_in_time: '14:00',
    check_out_time: '12:00',
  },
  room: { id: 5, name: '湖景大床房', bed_type: '大床', breakfast: '含双早', cover: '' },
  guests: ['张会务', '王建国'],
  night_prices: [
    { night: '2026-12-01', price: 58000 },
    { night: '2026-12-02', price: 66000 },
  ],
  arrival_time: '18:00前',
  remark: '需要无烟房，靠近电梯',
  ...over,
});

export const eticket = (over: Partial<ETicket> = {}): ETicket => ({
  id: 11,
  name: '张会务',
  mobile: '138****8000',
  ticket_name: '标准票',
  code: 'CT1ABCDEFGHJKMNPQRSTVWXYZ23456789',
  short_code: '7KQ2MXR4PD',
  state: 'valid',
  state_text: '待入场',
  qr_svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M0 0h7v7H0z"/></svg>',
  checked_in_at: null,
  meeting: {
    id: 1,
    title: '第十届中国智慧医疗创新大会',
    start_at: '2026-12-01T01:00:00Z',
    end_at: '2026-12-03T09:00:00Z',
    venue: '上海国际会议中心',
    address: '上海市浦东新区滨江大道2727号',
  },
  ...over,
});

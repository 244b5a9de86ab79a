import type { Queryable } from '../../../db';
import { fenToYuan, STATUS_TEXT, type OrderStatus } from '../../orders';
import { INVOICE_STATUS_TEXT, KIND_TEXT, type InvoiceKind, type InvoiceStatus } from '../../invoice';
import { customFieldsOf } from '../../signup';
import { CHECKED_IN, EXPECTED } from '../figures';

import type { ExportKind } from '@conf/contract';

/** A cell: text is written as text (never a formula), a number as a number. */
export type Cell = string | number;
export interface Sheet {
  header: string[];
  rows: Cell[][];
}

/** Beijing "2026-11-23 09:15:00", as the organiser reads times. */
export const beijingTime = (d: Date | null) => (d ? new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ') : '');
const yuan = (fen: number) => Number(fenToYuan(fen));

export const KIND_TEXT_OF: Record<ExportKind, string> = {
  orders: '订单',
  attendees: '参会人',
  checkins: '签到记录',
  rooming: '酒店入住名单',
  invoices: '发票',
};

async function orders(q: Queryable, meetingId: number): Promise<Sheet> {
  const rows = await q.query<{
    order_sn: string;
    kind: string;
    status: OrderStatus;
    title: string;
    total_amount: number;
    discount_amount: number;
    pay_amount: number;
    pay_type: string | null;
    contact_name: string;
    contact_mobile: string;
    buyer: string;
    created_at: Date;
    paid_at: Date | null;
  }>(
    `SELECT o.order_sn, o.kind, o.status, o.title, o.total_amount, o.discount_amount, o.pay_amount, o.pay_type, o.contact_name, o.contact_mobile,
            u.mobile AS buyer, o.created_at, o.paid_at
       FROM orders o JOIN users u ON u.id = o.user_id WHERE o.meeting_id = $1 ORDER BY o.created_at, o.id`,
    [meetingId],
  );
  const PAY: Record<string, string> = { alipay: '支付宝', offline: '对公转账', free: '免费' };
  return {
    header: [
      '订单号',
      '类型',
      '状态',
      '名称',
      '订单金额（元）',
      '优惠（元）',
      '实付（元）',
      '支付方式',
      '联系人',
      '联系电话',
      '下单账号',
      '下单时间',
      '支付时间',
    ],
    rows: rows.map((o) => [
      o.order_sn,
      o.kind === 'hotel' ? '酒店' : '会议报名',
      STATUS_TEXT[o.status],
      o.title,
      yuan(o.total_amount),
      yuan(o.discount_amount),
      yuan(o.pay_amount),
      o.pay_type ? PAY[o.pay_type] : '',
      o.contact_name,
      o.contact_mobile,
      o.buyer,
      beijingTime(o.created_at),
      beijingTime(o.paid_at),
    ]),
  };
}

interface AttendeeRow {
  name: string;
  mobile: string;
  company: string;
  position: string;
  email: string;
  id_number: string;
  fields: Record<string, unknown> | null;
  ticket_name: string;
  order_sn: string;
  status: OrderStatus;
  valid: boolean;
  checked_in_at: Date | null;
}

/** The attendees the console lists, one column per field of the meeting's apply form. */
async function attendees(q: Queryable, meetingId: number): Promise<Sheet> {
  const form = await customFieldsOf(q, meetingId);
  const base = ['name', 'mobile', 'company', 'position', 'email'];
  const extra = form.filter((f) => !base.includes(f.name));
  const rows = await q.query<AttendeeRow>(
    `SELECT a.name, a.mobile, a.company, a.position, a.email, a.id_number, a.fields, t.name AS ticket_name, o.order_sn, o.status,
            (${EXPECTED.replaceAll('$1', 'a.meeting_id')}) AS valid, a.checked_in_at
       FROM attendees a JOIN orders o ON o.id = a.order_id JOIN ticket_types t ON t.id = a.ticket_type_id
      WHERE a.meeting_id = $1 AND a.active AND o.status NOT IN ('cancelled', 'expired') ORDER BY a.id`,
    [meetingId],
  );
  const answer = (a: AttendeeRow, name: string, type: string): string => {
    const v = name === 'id_number' ? a.id_number : a.fields?.[name];
    if (v === undefined || v === null || v === '') return '';
    if (type === 'image') return '已上传图片';
    return Array.isArray(v) ? v.join('、') : String(v);
  };
  return {
    header: ['姓名', '手机号', '单位', '职务', '邮箱', ...extra.map((f) => f.label), '票种', '订单号', '订单状态', '电子票', '签到时间'],
    rows: rows.map((a) => [
      a.name,
      a.mobile,
      a.company,
      a.position,
      a.email,
      ...extra.map((f) => answer(a, f.name, f.type)),
      a.ticket_name,
      a.order_sn,
      STATUS_TEXT[a.status],
      a.valid ? '有效' : a.status === 'unpaid' ? '待支付' : '已作废',
      beijingTime(a.checked_in_at),
    ]),
  };
}

/** Who is in, when, and by whom: the same people the dashboard and /verify count as checked in. */
async function checkins(q: Queryable, meetingId: number): Promise<Sheet> {
  const rows = await q.query<{
    name: string;
    mobile: string;
    company: string;
    ticket_name: string;
    order_sn: string;
    checked_in_at: Date;
    scanned_at: Date | null;
    verifier: string | null;
    device: string | null;
  }>(
    `SELECT a.name, a.mobile, a.company, t.name AS ticket_name, o.order_sn, a.checked_in_at, v.scanned_at, u.nickname AS verifier, v.device
       FROM attendees a JOIN orders o ON o.id = a.order_id JOIN ticket_types t ON t.id = a.ticket_type_id
       LEFT JOIN verifications v ON v.attendee_id = a.id LEFT JOIN users u ON u.id = v.verifier_id
      WHERE ${CHECKED_IN} ORDER BY a.checked_in_at, a.id`,
    [meetingId],
  );
  return {
    header: ['姓名', '手机号', '单位', '票种', '订单号', '签到时间', '离线扫码时间', '核销员', '设备'],
    rows: rows.map((r) => [
      r.name,
      r.mobile,
      r.company,
      r.ticket_name,
      r.order_sn,
      beijingTime(r.checked_in_at),
      beijingTime(r.scanned_at),
      r.verifier ?? '',
      r.device ?? '',
    ]),
  };
}

/** One line per room of the paid hotel reservations of the meeting, for the hotel's front desk. */
async function rooming(q: Queryable, meetingId: number): Promise<Sheet> {
  const rows = await q.query<{
    guests: string[];
    hotel: string;
    room: string;
    check_in: string;
    check_out: string;
    nights: number;
    order_sn: string;
    status: OrderStatus;
    contact_name: string;
    contact_mobile: string;
    arrival_time: string;
  }>(
    `SELECT r.guests, h.name AS hotel, hr.name AS room, to_char(r.check_in, 'YYYY-MM-DD') AS check_in, to_char(r.check_out, 'YYYY-MM-DD') AS check_out,
            (r.check_out - r.check_in)::int AS nights, o.order_sn, o.status, o.contact_name, o.contact_mobile, r.arrival_time
       FROM hotel_reservations r JOIN orders o ON o.id = r.order_id JOIN hotels h ON h.id = r.hotel_id JOIN hotel_rooms hr ON hr.id = r.room_id
      WHERE o.meeting_id = $1 AND o.status IN ('paid', 'refunding') ORDER BY h.sort, h.id, r.check_in, o.id`,
    [meetingId],
  );
  return {
    header: ['入住人', '酒店', '房型', '入住日期', '离店日期', '晚数', '订单号', '订单状态', '联系人', '联系电话', '预计到店'],
    rows: rows.flatMap((r) =>
      r.guests.map((guest) => [
        guest,
        r.hotel,
        r.room,
        r.check_in,
        r.check_out,
        r.nights,
        r.order_sn,
        STATUS_TEXT[r.status],
        r.contact_name,
        r.contact_mobile,
        r.arrival_time,
      ]),
    ),
  };
}

/** The invoice applications covering the meeting's orders, one line per order invoiced. */
async function invoices(q: Queryable, meetingId: number): Promise<Sheet> {
  const rows = await q.query<{
    order_sn: string;
    status: InvoiceStatus;
    kind: InvoiceKind;
    buyer_name: string;
    buyer_tax_no: string;
    email: string;
    amount: number;
    number: string | null;
    created_at: Date;
    fail_reason: string;
  }>(
    `SELECT o.order_sn, a.status, a.kind, a.buyer_name, a.buyer_tax_no, a.email, i.amount, d.number, a.created_at, a.fail_reason
       FROM invoice_items i JOIN orders o ON o.id = i.order_id JOIN invoice_applications a ON a.id = i.invoice_id
       LEFT JOIN invoice_documents d ON d.invoice_id = a.id AND d.color = 'blue'
      WHERE o.meeting_id = $1 ORDER BY a.id, o.id`,
    [meetingId],
  );
  return {
    header: ['订单号', '发票状态', '发票类型', '抬头', '税号', '接收邮箱', '金额（元）', '发票号码', '申请时间', '失败原因'],
    rows: rows.map((r) => [
      r.order_sn,
      INVOICE_STATUS_TEXT[r.status],
      KIND_TEXT[r.kind],
      r.buyer_name,
      r.buyer_tax_no,
      r.email,
      yuan(r.amount),
      r.number ?? '',
      beijingTime(r.created_at),
      r.fail_reason,
    ]),
  };
}

export const SHEETS: Record<ExportKind, (q: Queryable, meetingId: number) => Promise<Sheet>> = {
  orders,
  attendees,
  checkins,
  rooming,
  invoices,
};

import { DatePicker, Input, Select, Space, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { Link, useParams } from '@conf/shared';
import { useLoad } from '../../../app/useLoad';
import { useQueryState } from '../../../app/useQueryState';
import { LoadState } from '../../../app/LoadState';
import { yuan } from '../../../app/money';
import { useZonedTime } from '../../../app/ZonedTime';
import { PAY_TYPES, payTypeText } from '../../../app/payTypes';
import { fetchStats } from '../../../app/fetchStats';
import { fetchOrders } from '../api/fetchOrders';

const STATUSES = [
  { value: 'unpaid', label: '待支付' },
  { value: 'paid', label: '已支付' },
  { value: 'refunding', label: '退款中' },
  { value: 'refunded', label: '已退款' },
  { value: 'cancelled', label: '已取消' },
  { value: 'expired', label: '已过期' },
];

/** /admin/meetings/{id}/orders: the meeting's orders; filters and page live in the URL, so a link shows the same list. */
export function OrdersPage() {
  const time = useZonedTime();
  const meetingId = Number(useParams().id);
  const { params: filters, key, page: current, set, setPage } = useQueryState();
  const orders = useLoad(() => fetchOrders(meetingId, filters), `${meetingId}?${key}`);
  // The meeting's ticket types, named as on the dashboard, for the ticket type filter.
  const ticketTypes = useLoad(() => fetchStats(meetingId), String(meetingId));
  return (
    <>
      <Typography.Title level={3}>订单</Typography.Title>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          aria-label="订单状态"
          placeholder="订单状态"
          allowClear
          style={{ width: 140 }}
          options={STATUSES}
          value={filters.status}
          onChange={(v) => set({ status: v })}
        />
        <Select
          aria-label="支付方式"
          placeholder="支付方式"
          allowClear
          style={{ width: 140 }}
          options={[...PAY_TYPES]}
          value={filters.pay_type}
          onChange={(v) => set({ pay_type: v })}
        />
        <Select
          aria-label="票种"
          placeholder="票种"
          allowClear
          style={{ width: 160 }}
          options={ticketTypes.data?.by_ticket_type.map((t) => ({ value: String(t.ticket_type_id), label: t.name })) ?? []}
          value={filters.ticket_type_id}
          onChange={(v) => set({ ticket_type_id: v })}
        />
        <DatePicker.RangePicker
          aria-label="支付日期"
          placeholder={['支付开始日期', '支付结束日期']}
          value={filters.paid_from && filters.paid_to ? [dayjs(filters.paid_from), dayjs(filters.paid_to)] : null}
          onChange={(r) => set({ paid_from: r?.[0]?.format('YYYY-MM-DD'), paid_to: r?.[1]?.format('YYYY-MM-DD') })}
        />
        <Input.Search
          aria-label="搜索订单"
          placeholder="订单号、联系人、参会人姓名或手机号"
          allowClear
          style={{ width: 320 }}
          defaultValue={filters.q}
          onSearch={(v) => set({ q: v.trim() })}
        />
      </Space>
      <LoadState load={orders}>
        {(page) => (
          <Table
            rowKey="order_sn"
            loading={orders.loading}
            dataSource={page.list}
            locale={{ emptyText: '没有符合条件的订单' }}
            pagination={{ current, pageSize: 20, total: page.total, showSizeChanger: false, onChange: setPage }}
            columns={[
              { title: '订单号', dataIndex: 'order_sn', render: (sn: string) => <Link to={`/admin/orders/${sn}`}>{sn}</Link> },
              { title: '联系人', render: (_, o) => `${o.contact_name} ${o.contact_mobile}` },
              { title: '金额', dataIndex: 'pay_amount', render: yuan },
              { title: '支付方式', dataIndex: 'pay_type', render: payTypeText },
              {
                title: '状态',
                render: (_, o) => (
                  <Space size={4}>
                    {o.status_text}
                    {o.voucher_pending && <Tag color="orange">凭证待审</Tag>}
                    {o.refund_requested && <Tag color="red">申请退款</Tag>}
                  </Space>
                ),
              },
              { title: '下单时间', dataIndex: 'created_at', render: (at: string | null) => time(at) },
              { title: '支付时间', dataIndex: 'paid_at', render: (at: string | null) => time(at) },
            ]}
          />
        )}
      </LoadState>
    </>
  );
}

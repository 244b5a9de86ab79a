import { Table, Tabs, Typography } from 'antd';
import { Link } from '@conf/shared';
import { LoadState } from '../../../app/LoadState';
import { useLoad } from '../../../app/useLoad';
import { useQueryState } from '../../../app/useQueryState';
import { yuan } from '../../../app/money';
import { useZonedTime } from '../../../app/ZonedTime';
import { fetchFinance, type FinanceKind } from '../api/fetchFinance';

const TABS: { key: FinanceKind; label: string }[] = [
  { key: 'vouchers', label: '待审核转账凭证' },
  { key: 'refunds', label: '待处理退款' },
  { key: 'invoices', label: '发票' },
];

/** /admin/finance: what waits for finance across meetings, one tab a kind. */
export function FinancePage() {
  const time = useZonedTime();
  const { params, page, set, setPage } = useQueryState();
  const kind = (TABS.some((t) => t.key === params.kind) ? params.kind : 'vouchers') as FinanceKind;
  const rows = useLoad(() => fetchFinance(kind, page), `${kind}-${page}`);
  return (
    <>
      <Typography.Title level={3}>财务待办</Typography.Title>
      <Tabs activeKey={kind} items={TABS} onChange={(k) => set({ kind: k })} />
      <LoadState load={rows}>
        {(data) => (
          <Table
            rowKey="item"
            loading={rows.loading}
            dataSource={data.list}
            locale={{ emptyText: '暂无待办' }}
            pagination={{ current: page, pageSize: 20, total: data.total, showSizeChanger: false, onChange: setPage }}
            columns={[
              { title: '订单号', dataIndex: 'order_sn', render: (sn: string) => <Link to={`/admin/orders/${sn}`}>{sn}</Link> },
              { title: '会议', dataIndex: 'meeting_title' },
              { title: '付款人', render: (_, r) => `${r.buyer_name} ${r.buyer_mobile}` },
              { title: '金额', dataIndex: 'pay_amount', render: yuan },
              { title: '状态', dataIndex: 'status_text' },
              { title: '时间', key: 'at', render: (_, r) => time(r.at, r.meeting_id) },
            ]}
          />
        )}
      </LoadState>
    </>
  );
}

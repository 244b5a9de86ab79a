import { Card, Descriptions, Image, Table, Tag, Timeline, Typography } from 'antd';
import { Nothing } from '../../../app/Nothing';
import { useParams } from '@conf/shared';
import { LoadState } from '../../../app/LoadState';
import { useLoad } from '../../../app/useLoad';
import { yuan } from '../../../app/money';
import { useZonedTime } from '../../../app/ZonedTime';
import { payTypeText } from '../../../app/payTypes';
import { actionText, actorText } from '../../../app/auditText';
import { fetchOrder } from '../api/fetchOrder';
import { OrderActions } from '../components/OrderActions';

const VOUCHER_STATUS: Record<string, string> = { pending: '待审核', approved: '已通过', rejected: '已驳回' };
const REFUND_STATUS: Record<string, string> = {
  requested: '待处理',
  approved: '已同意',
  rejected: '已拒绝',
  paid: '已退款',
  withdrawn: '已撤回',
};

/** /admin/orders/{order_sn}: attendees, payment, vouchers, refunds, invoice, the audit trail, and the actions. */
export function OrderPage() {
  const time = useZonedTime();
  const orderSn = useParams().orderSn!;
  const order = useLoad(() => fetchOrder(orderSn), orderSn);
  return (
    <LoadState load={order}>
      {(o) => (
        <>
          <Typography.Title level={3}>
            订单 {o.order_sn} <Tag>{o.status_text}</Tag>
          </Typography.Title>
          <Card style={{ marginBottom: 16 }}>
            <OrderActions order={o} meetingId={o.meeting_id} onDone={order.reload} />
          </Card>
          <Card title="订单与支付" style={{ marginBottom: 16 }}>
            <Descriptions column={3}>
              <Descriptions.Item label="名称">{o.title}</Descriptions.Item>
              <Descriptions.Item label="金额">{yuan(o.pay_amount)}</Descriptions.Item>
              <Descriptions.Item label="支付方式">{payTypeText(o.pay_type)}</Descriptions.Item>
              <Descriptions.Item label="下单时间">{time(o.created_at, o.meeting_id)}</Descriptions.Item>
              <Descriptions.Item label="支付时间">{time(o.paid_at, o.meeting_id)}</Descriptions.Item>
              <Descriptions.Item label="联系人">
                {o.contact_name} {o.contact_mobile}
              </Descriptions.Item>
              <Descriptions.Item label="下单账号">
                {o.buyer.nickname} {o.buyer.mobile}
              </Descriptions.Item>
              <Descriptions.Item label="发票">{o.invoice ? o.invoice.status : '未开票'}</Descriptions.Item>
            </Descriptions>
          </Card>
          <Card title="参会人" style={{ marginBottom: 16 }}>
            <Table
              rowKey="id"
              pagination={false}
              dataSource={o.attendees ?? []}
              locale={{ emptyText: '无参会人' }}
              columns={[
                { title: '姓名', dataIndex: 'name' },
                { title: '手机号', dataIndex: 'mobile' },
                { title: '单位', dataIndex: 'company' },
                {
                  title: '签到',
                  dataIndex: 'checked_in_at',
                  render: (at?: string | null) => (at ? `已签到 ${time(at, o.meeting_id)}` : '未签到'),
                },
              ]}
            />
          </Card>
          <Card title="转账凭证" style={{ marginBottom: 16 }}>
            {o.vouchers.length ? (
              o.vouchers.map((v) => (
                <Descriptions key={v.id} column={3} style={{ marginBottom: 12 }}>
                  <Descriptions.Item label="凭证">
                    <Image width={120} src={v.image} alt={`转账凭证 ${v.payer_name}`} />
                  </Descriptions.Item>
                  <Descriptions.Item label="付款人">{v.payer_name}</Descriptions.Item>
                  <Descriptions.Item label="状态">
                    {VOUCHER_STATUS[v.status] ?? v.status}
                    {v.reject_reason ? `（${v.reject_reason}）` : ''}
                  </Descriptions.Item>
                </Descriptions>
              ))
            ) : (
              <Nothing description="无转账凭证" />
            )}
          </Card>
          <Card title="退款" style={{ marginBottom: 16 }}>
            <Table
              rowKey="id"
              pagination={false}
              dataSource={o.refunds}
              locale={{ emptyText: '无退款' }}
              columns={[
                { title: '金额', dataIndex: 'amount', render: yuan },
                { title: '原因', dataIndex: 'reason' },
                {
                  title: '状态',
                  render: (_, r) => `${REFUND_STATUS[r.status] ?? r.status}${r.reject_reason ? `（${r.reject_reason}）` : ''}`,
                },
                { title: '申请时间', dataIndex: 'created_at', render: (at: string | null) => time(at, o.meeting_id) },
              ]}
            />
          </Card>
          <Card title="操作记录">
            {o.audit.length ? (
              <Timeline
                items={o.audit.map((a) => ({
                  children: `${time(a.at, o.meeting_id)} ${actionText(a.action)} · ${actorText(a)}${a.reason ? ` · 原因：${a.reason}` : ''}`,
                }))}
              />
            ) : (
              <Nothing description="暂无操作记录" />
            )}
          </Card>
        </>
      )}
    </LoadState>
  );
}

import { useState } from 'react';
import { App, Button, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { useParams } from '@conf/shared';
import { LoadState } from '../../../app/LoadState';
import { useLoad } from '../../../app/useLoad';
import { yuan } from '../../../app/money';
import { useZonedTime } from '../../../app/ZonedTime';
import { useMe } from '../../access';
import { fetchCoupons, type CouponBatch } from '../api/fetchCoupons';
import { stopCoupon } from '../api/stopCoupon';
import { CouponDialog } from '../components/CouponDialog';

const worth = (c: CouponBatch) => (c.rate ? `${c.rate / 10}折，最高减${yuan(c.amount)}` : `减${yuan(c.amount)}`);

function stateOf(c: CouponBatch): { text: string; color?: string } {
  if (c.stopped_at) return { text: '已停止', color: 'default' };
  if (Date.parse(c.claim_end) <= Date.now()) return { text: '已结束', color: 'default' };
  if (Date.parse(c.claim_start) > Date.now()) return { text: '未开始', color: 'blue' };
  return { text: c.remaining > 0 ? '发放中' : '已领完', color: c.remaining > 0 ? 'green' : 'orange' };
}

/** /admin/meetings/{id}/coupons: the meeting's batches with usage; new batch; stop one. */
export function CouponsPage() {
  const time = useZonedTime();
  const meetingId = Number(useParams().id);
  const coupons = useLoad(() => fetchCoupons(meetingId), `coupons-${meetingId}`);
  const canWrite = useMe().may('coupons.write', meetingId);
  const { message } = App.useApp();
  const [creating, setCreating] = useState(false);
  const stop = (c: CouponBatch) =>
    stopCoupon(meetingId, c.id, c.version)
      .then(
        () => void message.success(`${c.name}已停止发放`),
        (error: Error) => void message.error(error.message),
      )
      .finally(coupons.reload);
  return (
    <>
      <Space style={{ display: 'flex', justifyContent: 'space-between' }}>
        <Typography.Title level={3}>优惠券</Typography.Title>
        {canWrite && (
          <Button type="primary" onClick={() => setCreating(true)}>
            新建优惠券
          </Button>
        )}
      </Space>
      <LoadState load={coupons}>
        {({ list }) => (
          <Table<CouponBatch>
            rowKey="id"
            pagination={false}
            dataSource={list}
            locale={{ emptyText: '暂无优惠券' }}
            scroll={{ x: true }}
            columns={[
              { title: '名称', dataIndex: 'name' },
              { title: '类型', render: (_, c) => (c.kind === 'red_packet' ? '红包' : c.rate ? '折扣券' : '满减券') },
              { title: '优惠', render: (_, c) => worth(c) },
              { title: '门槛', render: (_, c) => (c.threshold ? `满${yuan(c.threshold)}` : '无门槛') },
              { title: '已领 / 已用 / 剩余', render: (_, c) => `${c.issued} / ${c.used} / ${c.remaining}（共 ${c.total}）` },
              { title: '每人限领', dataIndex: 'per_user_limit', width: 72 },
              { title: '领取时间', render: (_, c) => `${time(c.claim_start)} 至 ${time(c.claim_end)}` },
              { title: '有效期', render: (_, c) => `领取后${c.valid_days}天${c.valid_end ? `，最晚${time(c.valid_end)}` : ''}` },
              { title: '状态', render: (_, c) => <Tag color={stateOf(c).color}>{stateOf(c).text}</Tag> },
              {
                title: '操作',
                render: (_, c) =>
                  canWrite && !c.stopped_at && Date.parse(c.claim_end) > Date.now() ? (
                    <Popconfirm
                      title={`确定停止发放“${c.name}”？已领取的仍可使用。`}
                      okText="停止发放"
                      cancelText="取消"
                      onConfirm={() => stop(c)}
                    >
                      <Button danger size="small">
                        停止发放
                      </Button>
                    </Popconfirm>
                  ) : null,
              },
            ]}
          />
        )}
      </LoadState>
      {creating && <CouponDialog meetingId={meetingId} onClose={() => setCreating(false)} onSaved={coupons.reload} />}
    </>
  );
}

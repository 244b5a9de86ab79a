import { Card, Col, Progress, Row, Statistic, Table, Typography } from 'antd';
import { Nothing } from '../../../app/Nothing';
import { useParams } from '@conf/shared';
import { LoadState } from '../../../app/LoadState';
import { useLoad } from '../../../app/useLoad';
import { yuan } from '../../../app/money';
import { fetchStats } from '../../../app/fetchStats';
import { SeriesChart } from '../components/SeriesChart';

/** /admin/meetings/{id}: paid of capacity per ticket type, revenue, holds, check-ins, and two charts. */
export function DashboardPage() {
  const meetingId = Number(useParams().id);
  const stats = useLoad(() => fetchStats(meetingId), `stats-${meetingId}`);
  return (
    <>
      <Typography.Title level={3}>数据看板</Typography.Title>
      <LoadState load={stats}>
        {(s) => (
          <>
            <Row gutter={16} style={{ marginBottom: 24 }}>
              <Col span={6}>
                <Card>
                  <Statistic title="已付款参会人 / 名额" value={s.paid_attendees} suffix={`/ ${s.capacity}`} />
                </Card>
              </Col>
              <Col span={6}>
                <Card>
                  <Statistic title="收入" value={yuan(s.revenue)} />
                </Card>
              </Col>
              <Col span={6}>
                <Card>
                  <Statistic title="待支付占用名额" value={s.unpaid_holds} />
                </Card>
              </Col>
              <Col span={6}>
                <Card>
                  <Statistic title="已签到 / 应到" value={s.checked_in} suffix={`/ ${s.expected}`} />
                </Card>
              </Col>
            </Row>
            <Card title="各票种售出" style={{ marginBottom: 24 }}>
              <Table
                rowKey="ticket_type_id"
                pagination={false}
                dataSource={s.by_ticket_type}
                columns={[
                  { title: '票种', dataIndex: 'name' },
                  { title: '已付款 / 名额', render: (_, t) => `${t.paid} / ${t.capacity}` },
                  {
                    title: '售出比例',
                    render: (_, t) => (
                      <Progress
                        aria-label={`${t.name}售出比例`}
                        percent={t.capacity ? Math.round((t.paid / t.capacity) * 100) : 0}
                        size="small"
                      />
                    ),
                  },
                ]}
              />
            </Card>
            <Row gutter={16}>
              <Col span={12}>
                <Card title="每日销售额（元）">
                  {s.daily.length ? (
                    <SeriesChart label="每日销售额" kind="bar" x={s.daily.map((d) => d.date)} y={s.daily.map((d) => d.amount / 100)} />
                  ) : (
                    <Nothing description="暂无销售" />
                  )}
                </Card>
              </Col>
              <Col span={12}>
                <Card title="每 15 分钟签到人数">
                  {s.per_15min.length ? (
                    <SeriesChart
                      label="每15分钟签到"
                      kind="line"
                      x={s.per_15min.map((p) => p.at.slice(11, 16))}
                      y={s.per_15min.map((p) => p.count)}
                    />
                  ) : (
                    <Nothing description="暂无签到" />
                  )}
                </Card>
              </Col>
            </Row>
          </>
        )}
      </LoadState>
    </>
  );
}

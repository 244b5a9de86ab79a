import { Card, Col, List, Row, Statistic, Table, Typography } from 'antd';
import { useParams } from '@conf/shared';
import { LoadState } from '../../../app/LoadState';
import { useLoad } from '../../../app/useLoad';
import { useZonedTime } from '../../../app/ZonedTime';
import { fetchCheckins } from '../api/fetchCheckins';
import { useEvery } from '../hooks/useEvery';

/** Every 10 s: often enough to watch the door, rare enough for a room of organisers' screens. */
export const REFRESH_MS = 10_000;

/** /admin/meetings/{id}/checkin: live check-in counts, by ticket type and by verifier, refusals, the latest arrivals. */
export function CheckinPage() {
  const time = useZonedTime();
  const meetingId = Number(useParams().id);
  const checkins = useLoad(() => fetchCheckins(meetingId), `checkins-${meetingId}`);
  useEvery(REFRESH_MS, checkins.reload);
  return (
    <>
      <Typography.Title level={3}>签到实况</Typography.Title>
      <Typography.Paragraph type="secondary">每 10 秒自动刷新</Typography.Paragraph>
      <LoadState load={checkins}>
        {(c) => (
          <Row gutter={[16, 16]}>
            <Col span={24}>
              <Card>
                <Statistic title="已签到 / 应到" value={c.checked_in} suffix={`/ ${c.expected}`} data-testid="checkin-total" />
              </Card>
            </Col>
            <Col span={12}>
              <Card title="按票种">
                <Table
                  rowKey="ticket_type_id"
                  pagination={false}
                  dataSource={c.by_ticket_type}
                  locale={{ emptyText: '暂无' }}
                  columns={[
                    { title: '票种', dataIndex: 'name' },
                    { title: '已签到 / 应到', render: (_, t) => `${t.checked_in} / ${t.expected}` },
                  ]}
                />
              </Card>
            </Col>
            <Col span={12}>
              <Card title="按核销人员 / 设备">
                <Table
                  rowKey={(v) => `${v.verifier}-${v.device}`}
                  pagination={false}
                  dataSource={c.by_verifier}
                  locale={{ emptyText: '暂无' }}
                  columns={[
                    { title: '核销人员', dataIndex: 'verifier' },
                    { title: '设备', dataIndex: 'device' },
                    { title: '人数', dataIndex: 'count' },
                  ]}
                />
              </Card>
            </Col>
            <Col span={12}>
              <Card title="拒绝入场">
                <List
                  dataSource={c.refusals}
                  locale={{ emptyText: '暂无拒绝' }}
                  renderItem={(r) => <List.Item extra={`${r.count} 次`}>{r.reason}</List.Item>}
                />
              </Card>
            </Col>
            <Col span={12}>
              <Card title="最近签到">
                <List
                  dataSource={c.recent}
                  locale={{ emptyText: '暂无签到' }}
                  renderItem={(r) => (
                    <List.Item extra={time(r.at)}>
                      {r.name} · {r.ticket_name} · {r.verifier}
                    </List.Item>
                  )}
                />
              </Card>
            </Col>
          </Row>
        )}
      </LoadState>
    </>
  );
}

import { Card, Col, List, Row, Statistic, Tag, Typography } from 'antd';
import { Link } from '@conf/shared';
import { LoadState } from '../../../app/LoadState';
import { useLoad } from '../../../app/useLoad';
import { useMe } from '../../access';
import { ROLE_TEXT } from '../../access';
import { fetchTodo } from '../api/fetchTodo';

/** /admin: the meetings I manage, and what waits for me. */
export function HomePage() {
  const { me } = useMe();
  const todo = useLoad(fetchTodo, 'todo');
  return (
    <>
      <Typography.Title level={3}>工作台</Typography.Title>
      <Card title="待办事项" style={{ marginBottom: 24 }}>
        <LoadState load={todo}>
          {(t) => (
            <Row gutter={16}>
              <Col span={8}>
                <Link to="/admin/finance?kind=vouchers">
                  <Statistic title="待审核转账凭证" value={t.vouchers_waiting} />
                </Link>
              </Col>
              <Col span={8}>
                <Link to="/admin/finance?kind=refunds">
                  <Statistic title="待处理退款" value={t.refunds_waiting} />
                </Link>
              </Col>
              <Col span={8}>
                <Link to="/admin/finance?kind=invoices">
                  <Statistic title="开票失败" value={t.invoices_failed} />
                </Link>
              </Col>
            </Row>
          )}
        </LoadState>
      </Card>
      <Card title="我管理的会议">
        <List
          dataSource={me.meetings}
          locale={{ emptyText: '暂无可管理的会议' }}
          renderItem={(m) => (
            <List.Item actions={[<Tag key="role">{ROLE_TEXT[m.role] ?? m.role}</Tag>]}>
              <Link to={`/admin/meetings/${m.id}`}>{m.title}</Link>
            </List.Item>
          )}
        />
      </Card>
    </>
  );
}

import { useState } from 'react';
import { Alert, App, Button, Card, Form, Input, Radio, Table, Typography } from 'antd';
import { FormSelect } from '../../../app/FormSelect';
import { newIdempotencyKey, useParams } from '@conf/shared';
import { LoadState } from '../../../app/LoadState';
import { useLoad } from '../../../app/useLoad';
import { useZonedTime } from '../../../app/ZonedTime';
import { fetchStats } from '../../../app/fetchStats';
import { AUDIENCES, AUDIENCE_TEXT, type MessageSend } from '@conf/contract';
import { fetchMessages, type SentMessage } from '../api/fetchMessages';
import { countAudience } from '../api/countAudience';
import { sendMessage } from '../api/sendMessage';

const AUDIENCE_OPTIONS = AUDIENCES.map((value) => ({ value, label: AUDIENCE_TEXT[value] }));
const audienceText = (m: SentMessage, ticketName: (id: number | null) => string) =>
  m.audience === 'ticket_type' ? `票种：${ticketName(m.ticket_type_id)}` : AUDIENCE_TEXT[m.audience];

/**
 * /admin/meetings/{id}/messages: write to the meeting's attendees, those of a ticket type, or the unpaid; they read it
 * under 消息 at once. One Idempotency-Key per message written: a double click or a retry sends it once.
 */
export function MessagesPage() {
  const time = useZonedTime();
  const meetingId = Number(useParams().id);
  const history = useLoad(() => fetchMessages(meetingId), `messages-${meetingId}`);
  const stats = useLoad(() => fetchStats(meetingId), `stats-${meetingId}`);
  const tickets = (stats.data?.by_ticket_type ?? []).map((t) => ({ value: t.ticket_type_id, label: t.name }));
  const ticketName = (id: number | null) => tickets.find((t) => t.value === id)?.label ?? `#${id}`;
  const [form] = Form.useForm<MessageSend>();
  const audience = Form.useWatch('audience', form) ?? 'all';
  const ticketTypeId = Form.useWatch('ticket_type_id', form);
  const reach = useLoad(
    () => (audience === 'ticket_type' && !ticketTypeId ? Promise.resolve(null) : countAudience(meetingId, audience, ticketTypeId)),
    `reach-${meetingId}-${audience}-${ticketTypeId ?? ''}-${history.data?.list.length ?? 0}`,
  );
  const [key, setKey] = useState(newIdempotencyKey);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const { message } = App.useApp();
  const submit = async (m: MessageSend) => {
    if (busy) return;
    setBusy(true);
    setRefusal(undefined);
    try {
      const { sent } = await sendMessage(meetingId, { ...m, title: m.title.trim(), content: m.content.trim() }, key);
      void message.success(`已发送给 ${sent} 人`);
      setKey(newIdempotencyKey());
      form.resetFields(['title', 'content']);
      history.reload();
    } catch (error) {
      setRefusal((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Typography.Title level={3}>消息通知</Typography.Title>
      <Card title="写消息" style={{ marginBottom: 16, maxWidth: 760 }}>
        <Form
          form={form}
          layout="vertical"
          initialValues={{ audience: 'all' }}
          onFinish={(v) => void submit(v)}
          onValuesChange={() => setRefusal(undefined)}
        >
          <Form.Item name="audience" label="发送对象">
            <Radio.Group options={AUDIENCE_OPTIONS} />
          </Form.Item>
          {audience === 'ticket_type' && (
            <Form.Item name="ticket_type_id" label="票种" rules={[{ required: true, message: '请选择票种' }]}>
              <FormSelect options={tickets} placeholder="选择票种" style={{ width: 240 }} loading={stats.loading} />
            </Form.Item>
          )}
          <Form.Item
            name="title"
            label="标题"
            rules={[
              { required: true, whitespace: true, message: '请填写标题' },
              { max: 40, message: '标题不超过40字' },
            ]}
          >
            <Input maxLength={40} showCount />
          </Form.Item>
          <Form.Item
            name="content"
            label="内容"
            rules={[
              { required: true, whitespace: true, message: '请填写内容' },
              { max: 1000, message: '内容不超过1000字' },
            ]}
          >
            <Input.TextArea rows={5} maxLength={1000} showCount />
          </Form.Item>
          <Typography.Paragraph type="secondary" aria-live="polite">
            {reach.data
              ? `将发送给 ${reach.data.count} 人`
              : reach.error
                ? reach.error.message
                : audience === 'ticket_type' && !ticketTypeId
                  ? '请选择票种'
                  : '正在统计人数…'}
          </Typography.Paragraph>
          {refusal && <Alert type="error" showIcon role="alert" message={refusal} style={{ marginBottom: 16 }} />}
          <Button type="primary" htmlType="submit" loading={busy}>
            发送
          </Button>
        </Form>
      </Card>
      <Typography.Title level={4}>已发送</Typography.Title>
      <LoadState load={history}>
        {({ list }) => (
          <Table<SentMessage>
            rowKey="id"
            pagination={false}
            dataSource={list}
            locale={{ emptyText: '还没有发送过消息' }}
            columns={[
              { title: '时间', dataIndex: 'at', render: (at: string | null) => time(at), width: 160 },
              { title: '发送人', dataIndex: 'sender', width: 120 },
              { title: '发送对象', render: (_, m) => audienceText(m, ticketName), width: 180 },
              { title: '标题', dataIndex: 'title' },
              { title: '人数', dataIndex: 'sent', width: 80 },
            ]}
            expandable={{
              expandedRowRender: (m) => (
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{m.content}</Typography.Paragraph>
              ),
            }}
          />
        )}
      </LoadState>
    </>
  );
}

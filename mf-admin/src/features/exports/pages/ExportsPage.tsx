import { useState } from 'react';
import { Alert, Button, Card, Form, Radio, Typography } from 'antd';
import { useParams } from '@conf/shared';
import { createExport, type ExportFormat, type ExportKind } from '../api/createExport';

const KINDS: { value: ExportKind; label: string }[] = [
  { value: 'orders', label: '订单' },
  { value: 'attendees', label: '参会人' },
  { value: 'checkins', label: '签到记录' },
  { value: 'rooming', label: '住宿名单' },
  { value: 'invoices', label: '发票' },
];

/** /admin/meetings/{id}/exports: choose what and in which format, make it, then download it (the link works once). */
export function ExportsPage() {
  const meetingId = Number(useParams().id);
  const [busy, setBusy] = useState(false);
  const [url, setUrl] = useState<string>();
  const [refusal, setRefusal] = useState<string>();
  const submit = async ({ kind, format }: { kind: ExportKind; format: ExportFormat }) => {
    setBusy(true);
    setRefusal(undefined);
    setUrl(undefined);
    try {
      setUrl((await createExport(meetingId, kind, format)).url);
    } catch (error) {
      setRefusal((error as { status?: number }).status === 404 ? '导出功能暂未开放' : (error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Typography.Title level={3}>数据导出</Typography.Title>
      <Card>
        <Form layout="vertical" initialValues={{ kind: 'orders', format: 'xlsx' }} onFinish={(v) => void submit(v)}>
          <Form.Item name="kind" label="导出内容">
            <Radio.Group options={KINDS} />
          </Form.Item>
          <Form.Item name="format" label="文件格式">
            <Radio.Group
              options={[
                { value: 'xlsx', label: 'Excel（xlsx）' },
                { value: 'csv', label: 'CSV' },
              ]}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={busy}>
            生成导出文件
          </Button>
        </Form>
        {url && (
          <Alert
            style={{ marginTop: 16 }}
            type="success"
            showIcon
            message="文件已生成，下载链接 5 分钟内有效且只能使用一次"
            action={
              <Button href={url} download type="link">
                下载文件
              </Button>
            }
          />
        )}
        {refusal && <Alert style={{ marginTop: 16 }} type="error" showIcon message={refusal} role="alert" />}
      </Card>
    </>
  );
}

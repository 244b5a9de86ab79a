import { useState } from 'react';
import { Alert, Button, Drawer, Form, Space } from 'antd';
import type { ContentRecord } from '@conf/contract';
import { newerRecordOf } from '../../../app/newerRecord';
import { createContent, updateContent } from '../api/saveContent';
import type { KindView } from '../kinds/kindView';

/**
 * Adds or edits one record. A save refused as stale shows the newer values in the form, with the version they
 * have, so the organiser sees what the other person saved and decides again; nothing of either is lost silently.
 */
export function ContentDrawer<R extends ContentRecord>({
  kind,
  meetingId,
  editing,
  onClose,
  onSaved,
}: {
  kind: KindView<R>;
  meetingId: number | undefined;
  editing: R | undefined;
  onClose: () => void;
  onSaved: (row: R) => void;
}) {
  const [form] = Form.useForm();
  const [record, setRecord] = useState(editing);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<{ message: string; stale: boolean }>();
  const toForm = (row: R) => (kind.toForm ? kind.toForm(row) : row);
  const submit = async () => {
    // Invalid fields are shown under each by the form itself; nothing is sent.
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    const body = kind.fromForm ? kind.fromForm(values) : values;
    setBusy(true);
    setRefusal(undefined);
    try {
      const saved = record
        ? kind.update && meetingId !== undefined
          ? await kind.update(meetingId, record, body)
          : await updateContent<R>(kind.name, meetingId, record.id, record.version, body)
        : kind.create && meetingId !== undefined
          ? await kind.create(meetingId, body)
          : await createContent<R>(kind.name, meetingId, body);
      onSaved(saved);
    } catch (error) {
      const newer = newerRecordOf<R>(error);
      if (newer) {
        setRecord(newer);
        form.setFieldsValue(toForm(newer));
      }
      setRefusal({ message: (error as Error).message, stale: !!newer });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Drawer
      open
      title={record ? `编辑${kind.noun}：${kind.nameOf(record)}` : `新增${kind.noun}`}
      width={kind.wide ? 760 : 520}
      onClose={onClose}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" loading={busy} onClick={() => void submit()}>
            保存
          </Button>
        </Space>
      }
    >
      {refusal && (
        <Alert
          type={refusal.stale ? 'warning' : 'error'}
          showIcon
          role="alert"
          style={{ marginBottom: 16 }}
          message={refusal.message}
          description={refusal.stale ? '表单中已换成他人保存的最新内容，请核对后重新修改并保存。' : undefined}
        />
      )}
      <Form form={form} layout="vertical" initialValues={editing ? toForm(editing) : kind.initial} requiredMark>
        {kind.form(meetingId, record)}
      </Form>
    </Drawer>
  );
}

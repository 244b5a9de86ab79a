import { useState } from 'react';
import { Alert, Form, Input, Modal } from 'antd';
import { newIdempotencyKey } from '@conf/shared';

export interface ActionDialogProps {
  title: string;
  /** Asks for a reason (reject, cancel): the dialog will not send without one. */
  needsReason: boolean;
  onSubmit: (idempotencyKey: string, reason?: string) => Promise<void>;
  onClose: () => void;
}

/** Confirms one action on an order; its Idempotency-Key lives as long as the dialog, so a retry is the same action. */
export function ActionDialog({ title, needsReason, onSubmit, onClose }: ActionDialogProps) {
  const [key] = useState(newIdempotencyKey);
  const [form] = Form.useForm<{ reason: string }>();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const submit = async () => {
    // A missing reason is shown under the field by the form itself; nothing is sent.
    const fields = needsReason ? await form.validateFields().catch(() => undefined) : { reason: undefined };
    if (!fields) return;
    const { reason } = fields;
    setBusy(true);
    setRefusal(undefined);
    try {
      await onSubmit(key, reason?.trim());
      onClose();
    } catch (error) {
      setRefusal((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={title}
      okText="确定"
      cancelText="取消"
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {needsReason ? (
        <Form form={form} layout="vertical">
          <Form.Item
            name="reason"
            label="原因"
            rules={[
              { required: true, whitespace: true, message: '请填写原因' },
              { max: 200, message: '原因不超过200字' },
            ]}
          >
            <Input.TextArea rows={4} maxLength={200} showCount />
          </Form.Item>
        </Form>
      ) : (
        <p>确定要{title}吗？</p>
      )}
      {refusal && <Alert type="error" showIcon message={refusal} role="alert" />}
    </Modal>
  );
}

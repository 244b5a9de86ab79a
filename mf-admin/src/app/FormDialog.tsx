import { useState, type ReactNode } from 'react';
import { Alert, Form, Modal, type ColProps, type FormInstance } from 'antd';

interface FormDialogProps<V, R> {
  title: ReactNode;
  /** The OK button's words (保存, 创建). */
  okText?: string;
  width?: number;
  /** Labels beside their fields, this wide (a long form); else above them. */
  labelCol?: ColProps;
  initialValues?: object;
  /** The caller's form, when it watches a field (Form.useWatch); else the dialog makes its own. */
  form?: FormInstance<V>;
  /** Sends the valid values; what it throws is shown under the form, and the dialog stays open. */
  save: (values: V) => Promise<R>;
  /**
   * A refused save, before its message is shown under the form (a stale one puts the newer record in the form).
   * Answers true when it showed the refusal itself (under its field, in the notice), which is then not repeated.
   */
  onRefused?: (error: unknown, form: FormInstance<V>) => boolean | void;
  /** Given what `save` answered (a new record's id). */
  onSaved: (saved: R) => void;
  onClose: () => void;
  /** Above the form: what the organiser must decide first (a save refused as stale, with both versions). */
  notice?: ReactNode;
  children: ReactNode;
}

/**
 * The console's dialog of one form (a new meeting, a ticket type, a coupon batch, a hotel, a room type, an attendee's correction): invalid
 * fields are shown under each by the form and nothing is sent; a save the server refuses stays open with its
 * reason; a saved one closes.
 */
export function FormDialog<V, R = unknown>({
  title,
  okText = '保存',
  width,
  labelCol,
  initialValues,
  form: given,
  save,
  onRefused,
  onSaved,
  onClose,
  notice,
  children,
}: FormDialogProps<V, R>) {
  const [own] = Form.useForm<V>();
  const form = given ?? own;
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const submit = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    setBusy(true);
    setRefusal(undefined);
    try {
      const saved = await save(values);
      onSaved(saved);
      onClose();
    } catch (error) {
      if (!onRefused?.(error, form)) setRefusal((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={title}
      okText={okText}
      cancelText="取消"
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
      width={width}
    >
      {notice}
      <Form form={form} layout={labelCol ? 'horizontal' : 'vertical'} labelCol={labelCol} initialValues={initialValues}>
        {children}
      </Form>
      {refusal && <Alert type="error" showIcon role="alert" message={refusal} />}
    </Modal>
  );
}

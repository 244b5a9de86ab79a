import { useState } from 'react';
import { App, Form, Modal } from 'antd';
import type { Dayjs } from 'dayjs';
import { createMeeting } from '../api/createMeeting';
import { MeetingBasicsFields } from './MeetingBasicsFields';

interface Values {
  title: string;
  start_at: Dayjs;
  end_at: Dayjs;
  province: string;
  city: string;
  venue: string;
  address?: string;
}

/** 新建会议: the essentials; the meeting starts as a draft, set up further on its settings page. */
export function NewMeetingDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (id: number) => void }) {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const { message } = App.useApp();
  const submit = async () => {
    const v = await form.validateFields();
    setSaving(true);
    try {
      const { id } = await createMeeting({
        ...v,
        title: v.title.trim(),
        address: v.address ?? '',
        start_at: v.start_at.toISOString(),
        end_at: v.end_at.toISOString(),
      });
      void message.success('会议已创建（草稿）');
      form.resetFields();
      onCreated(id);
    } catch (error) {
      void message.error((error as Error).message);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      title="新建会议"
      open={open}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      okText="创建"
      cancelText="取消"
      confirmLoading={saving}
      destroyOnHidden
      width={640}
    >
      <Form form={form} layout="horizontal" labelCol={{ span: 5 }} name="new-meeting">
        <MeetingBasicsFields />
      </Form>
    </Modal>
  );
}

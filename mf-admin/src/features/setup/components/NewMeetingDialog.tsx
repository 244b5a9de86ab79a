import { App } from 'antd';
import type { Dayjs } from 'dayjs';
import { FormDialog } from '../../../app/FormDialog';
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
export function NewMeetingDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (id: number) => void }) {
  const { message } = App.useApp();
  return (
    <FormDialog<Values, number>
      title="新建会议"
      okText="创建"
      width={640}
      labelCol={{ span: 5 }}
      save={async (v) => {
        const body = {
          ...v,
          title: v.title.trim(),
          address: v.address ?? '',
          start_at: v.start_at.toISOString(),
          end_at: v.end_at.toISOString(),
        };
        return (await createMeeting(body)).id;
      }}
      onSaved={(id) => {
        void message.success('会议已创建（草稿）');
        onCreated(id);
      }}
      onClose={onClose}
    >
      <MeetingBasicsFields />
    </FormDialog>
  );
}

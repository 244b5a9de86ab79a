import { Form, Input } from 'antd';
import { dayjs } from '@conf/shared';
import type { Dayjs } from 'dayjs';
import { RichTextField } from '../../../app/RichTextField';
import { SpeakersField } from '../components/SpeakersField';
import { SessionDay, SessionHours } from '../components/SessionTime';
import type { ConsoleSession } from '@conf/contract';
import type { KindView } from './kindView';
import { ZonedRangePicker } from '../../../app/ZonedPickers';

/** Sessions in time order, their days and hours on the meeting's clock. */
export const schedulesView: KindView<ConsoleSession> = {
  name: 'schedules',
  title: '会议日程',
  noun: '日程',
  nameOf: (r) => r.title,
  wide: true,
  columns: [
    { title: '日期', key: 'date', width: 120, render: (_, r) => <SessionDay start={r.start_at} /> },
    { title: '时间', key: 'time', width: 200, render: (_, r) => <SessionHours start={r.start_at} end={r.end_at} /> },
    { title: '议题', dataIndex: 'title' },
    { title: '会场', dataIndex: 'hall' },
    { title: '讲者', dataIndex: 'speakers', render: (s: { name: string }[]) => s.map((x) => x.name).join('、') || '—' },
  ],
  toForm: (r) => ({
    ...r,
    time: [dayjs(r.start_at), dayjs(r.end_at)],
    speakers: r.speakers.map(({ expert_id: id, topic }) => ({ expert_id: id, topic })),
  }),
  fromForm: ({ time, speakers, ...v }) => {
    const [start, end] = time as [Dayjs, Dayjs];
    return { ...v, start_at: start.toISOString(), end_at: end.toISOString(), speakers: speakers ?? [] };
  },
  form: (meetingId) => (
    <>
      <Form.Item
        name="title"
        label="议题"
        rules={[
          { required: true, whitespace: true, message: '请填写议题' },
          { max: 100, message: '议题不能超过100个字' },
        ]}
      >
        <Input />
      </Form.Item>
      <Form.Item name="time" label="时间" rules={[{ required: true, message: '请选择开始与结束时间' }]}>
        <ZonedRangePicker showTime={{ format: 'HH:mm', minuteStep: 5 }} placeholder={['开始时间', '结束时间']} />
      </Form.Item>
      <Form.Item name="hall" label="会场" rules={[{ max: 50, message: '会场不能超过50个字' }]}>
        <Input placeholder="如：主会场、A厅" />
      </Form.Item>
      <Form.Item name="host" label="主持人" rules={[{ max: 50, message: '主持人不能超过50个字' }]}>
        <Input />
      </Form.Item>
      <Form.Item label="讲者">{meetingId !== undefined && <SpeakersField meetingId={meetingId} />}</Form.Item>
      <Form.Item name="content" label="详细介绍">
        <RichTextField label="详细介绍" />
      </Form.Item>
    </>
  ),
};

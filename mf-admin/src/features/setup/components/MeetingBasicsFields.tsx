import { Form, Input } from 'antd';
import type { Dayjs } from 'dayjs';
import { ZonedDatePicker } from '../../../app/ZonedPickers';
import { AreaFields } from './AreaFields';

/** The fields a meeting starts with (新建会议) and keeps in its settings: title, dates, where. */
export function MeetingBasicsFields() {
  return (
    <>
      <Form.Item
        label="会议名称"
        name="title"
        rules={[
          { required: true, whitespace: true, message: '请填写会议名称' },
          { max: 100, message: '会议名称不能超过100个字' },
        ]}
      >
        <Input placeholder="例如：第十届中国智慧医疗创新大会" />
      </Form.Item>
      <Form.Item label="开始时间" name="start_at" rules={[{ required: true, message: '请选择开始时间' }]}>
        <ZonedDatePicker style={{ width: 240 }} />
      </Form.Item>
      <Form.Item
        label="结束时间"
        name="end_at"
        dependencies={['start_at']}
        rules={[
          { required: true, message: '请选择结束时间' },
          ({ getFieldValue }) => ({
            validator: (_, end?: Dayjs) => {
              const start: Dayjs | undefined = getFieldValue('start_at');
              return !end || !start || !end.isBefore(start) ? Promise.resolve() : Promise.reject(new Error('结束时间不能早于开始时间'));
            },
          }),
        ]}
      >
        <ZonedDatePicker style={{ width: 240 }} />
      </Form.Item>
      <AreaFields />
      <Form.Item
        label="会场"
        name="venue"
        rules={[
          { required: true, whitespace: true, message: '请填写会场' },
          { max: 100, message: '会场不能超过100个字' },
        ]}
      >
        <Input placeholder="例如：上海国际会议中心" />
      </Form.Item>
      <Form.Item label="详细地址" name="address" rules={[{ max: 200, message: '地址不能超过200个字' }]}>
        <Input placeholder="例如：浦东新区滨江大道 2727 号" />
      </Form.Item>
    </>
  );
}

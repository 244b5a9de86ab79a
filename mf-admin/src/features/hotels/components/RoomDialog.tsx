import { DatePicker, Form, Input, InputNumber } from 'antd';
import type { Dayjs } from 'dayjs';
import { createRoom } from '../api/createRoom';
import { FormDialog } from '../../../app/FormDialog';
import { ZonedDatePicker } from '../../../app/ZonedPickers';

interface RoomForm {
  name: string;
  bed_type: string;
  breakfast: string;
  max_guests: number;
  nights: [Dayjs, Dayjs];
  cutoff_at: Dayjs;
  allotment: number;
  price: number;
}

/** Adds a room type: its window of nights, the cut-off, and the allotment and price every night starts with. */
export function RoomDialog({
  meetingId,
  hotelId,
  hotelName,
  onClose,
  onSaved,
}: {
  meetingId: number;
  hotelId: number;
  hotelName: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const save = (f: RoomForm) =>
    createRoom(meetingId, hotelId, {
      name: f.name,
      bed_type: f.bed_type,
      breakfast: f.breakfast,
      max_guests: f.max_guests,
      first_night: f.nights[0].format('YYYY-MM-DD'),
      last_night: f.nights[1].format('YYYY-MM-DD'),
      cutoff_at: f.cutoff_at.toISOString(),
      allotment: f.allotment,
      price: Math.round(f.price * 100),
    });
  return (
    <FormDialog
      title={`添加房型：${hotelName}`}
      save={save}
      onSaved={onSaved}
      onClose={onClose}
      initialValues={{ max_guests: 2, allotment: 10, bed_type: '', breakfast: '' }}
    >
      <Form.Item
        name="name"
        label="房型名称"
        rules={[
          { required: true, whitespace: true, message: '请填写房型名称' },
          { max: 40, message: '不超过40字' },
        ]}
      >
        <Input />
      </Form.Item>
      <Form.Item name="bed_type" label="床型">
        <Input maxLength={20} />
      </Form.Item>
      <Form.Item name="breakfast" label="早餐">
        <Input maxLength={20} />
      </Form.Item>
      <Form.Item name="max_guests" label="可住人数">
        <InputNumber min={1} max={10} precision={0} />
      </Form.Item>
      <Form.Item name="nights" label="可订夜晚（首晚至末晚）" rules={[{ required: true, message: '请选择首晚和末晚' }]}>
        <DatePicker.RangePicker />
      </Form.Item>
      <Form.Item name="cutoff_at" label="截止预订时间" rules={[{ required: true, message: '请选择截止预订时间' }]}>
        <ZonedDatePicker />
      </Form.Item>
      <Form.Item name="allotment" label="每晚房量" rules={[{ required: true, message: '请填写每晚房量' }]}>
        <InputNumber min={0} max={10000} precision={0} />
      </Form.Item>
      <Form.Item name="price" label="每晚价格（元）" rules={[{ required: true, message: '请填写每晚价格' }]}>
        <InputNumber min={0} max={100000} precision={2} />
      </Form.Item>
    </FormDialog>
  );
}

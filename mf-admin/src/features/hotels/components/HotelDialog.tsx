import { useState } from 'react';
import { Form, Input, InputNumber, Switch } from 'antd';
import { newerRecordOf } from '../../../app/newerRecord';
import { FormDialog } from '../../../app/FormDialog';
import type { ConsoleHotel, HotelFields } from '../api/fetchHotels';
import { createHotel } from '../api/createHotel';
import { updateHotel } from '../api/updateHotel';

const BLANK: HotelFields = {
  name: '',
  star: 4,
  address: '',
  phone: '',
  distance_m: 0,
  ticket_required: false,
  free_cancel_hours: 24,
  published: true,
};

/**
 * Adds a hotel, or edits one with the version it was loaded at. A stale save shows the newer record in the
 * form (the server's answer) so the organiser decides again, and the next save carries the newer version.
 */
export function HotelDialog({
  meetingId,
  hotel,
  onClose,
  onSaved,
}: {
  meetingId: number;
  hotel?: ConsoleHotel;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [version, setVersion] = useState(hotel?.version);
  const save = (fields: HotelFields) =>
    hotel && version ? updateHotel(meetingId, hotel.id, version, fields) : createHotel(meetingId, fields);
  const showNewer = (error: unknown, form: { setFieldsValue: (v: Partial<HotelFields>) => void }) => {
    const current = newerRecordOf(error);
    if (!current) return;
    form.setFieldsValue(current as Partial<HotelFields>);
    setVersion(current.version);
  };
  return (
    <FormDialog
      title={hotel ? `修改酒店：${hotel.name}` : '添加酒店'}
      save={save}
      onRefused={showNewer}
      onSaved={onSaved}
      onClose={onClose}
      initialValues={hotel ?? BLANK}
    >
      <Form.Item
        name="name"
        label="酒店名称"
        rules={[
          { required: true, whitespace: true, message: '请填写酒店名称' },
          { max: 60, message: '不超过60字' },
        ]}
      >
        <Input />
      </Form.Item>
      <Form.Item name="star" label="星级">
        <InputNumber min={0} max={5} precision={0} />
      </Form.Item>
      <Form.Item name="address" label="地址" rules={[{ max: 200, message: '不超过200字' }]}>
        <Input />
      </Form.Item>
      <Form.Item name="phone" label="电话" rules={[{ max: 30, message: '不超过30字' }]}>
        <Input />
      </Form.Item>
      <Form.Item name="distance_m" label="距会场（米）">
        <InputNumber min={0} max={1000000} precision={0} />
      </Form.Item>
      <Form.Item name="free_cancel_hours" label="入住前可免费取消（小时）">
        <InputNumber min={0} max={720} precision={0} />
      </Form.Item>
      <Form.Item name="ticket_required" label="须先购买会议门票" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="published" label="上架" valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormDialog>
  );
}

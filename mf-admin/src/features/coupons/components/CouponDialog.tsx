import { Form, Input, InputNumber, Radio } from 'antd';
import type { Dayjs } from 'dayjs';
import { dayjs } from '@conf/shared';
import { createCoupon } from '../api/createCoupon';
import { FormDialog } from '../../../app/FormDialog';
import { ZonedDatePicker, ZonedRangePicker } from '../../../app/ZonedPickers';

interface CouponForm {
  name: string;
  kind: 'coupon' | 'red_packet';
  way: 'amount' | 'rate';
  amount: number;
  rate: number;
  threshold: number;
  total: number;
  per_user_limit: number;
  claim: [Dayjs, Dayjs];
  valid_days: number;
  valid_end?: Dayjs;
}

/** A new batch: amount off or a discount (with its cap), threshold, claim window, validity, quantity and per-user limit. */
export function CouponDialog({ meetingId, onClose, onSaved }: { meetingId: number; onClose: () => void; onSaved: () => void }) {
  const [form] = Form.useForm<CouponForm>();
  const way = Form.useWatch('way', form) ?? 'amount';
  const save = (f: CouponForm) =>
    createCoupon(meetingId, {
      name: f.name,
      kind: f.kind,
      amount: Math.round(f.amount * 100),
      rate: f.way === 'rate' ? f.rate : null,
      threshold: Math.round((f.threshold ?? 0) * 100),
      total: f.total,
      per_user_limit: f.per_user_limit,
      claim_start: f.claim[0].toISOString(),
      claim_end: f.claim[1].toISOString(),
      valid_days: f.valid_days,
      valid_end: f.valid_end ? f.valid_end.toISOString() : null,
    });
  return (
    <FormDialog
      title="新建优惠券"
      okText="创建"
      width={560}
      form={form}
      save={save}
      onSaved={onSaved}
      onClose={onClose}
      initialValues={{
        kind: 'coupon',
        way: 'amount',
        threshold: 0,
        total: 100,
        per_user_limit: 1,
        valid_days: 30,
        rate: 85,
        claim: [dayjs().startOf('minute'), dayjs().add(30, 'day').startOf('minute')],
      }}
    >
      <Form.Item
        name="name"
        label="名称"
        rules={[
          { required: true, whitespace: true, message: '请填写名称' },
          { max: 30, message: '不超过30字' },
        ]}
      >
        <Input />
      </Form.Item>
      <Form.Item name="kind" label="类型">
        <Radio.Group
          options={[
            { value: 'coupon', label: '优惠券' },
            { value: 'red_packet', label: '红包（无门槛）' },
          ]}
        />
      </Form.Item>
      <Form.Item name="way" label="优惠方式">
        <Radio.Group
          options={[
            { value: 'amount', label: '满减' },
            { value: 'rate', label: '折扣' },
          ]}
        />
      </Form.Item>
      {way === 'rate' && (
        <Form.Item name="rate" label="折扣（实付百分比，85 即八五折）" rules={[{ required: true, message: '请填写折扣' }]}>
          <InputNumber min={1} max={99} precision={0} />
        </Form.Item>
      )}
      <Form.Item
        name="amount"
        label={way === 'rate' ? '最高减免（元）' : '减免金额（元）'}
        rules={[{ required: true, message: '请填写金额' }]}
      >
        <InputNumber min={0.01} max={100000} precision={2} />
      </Form.Item>
      <Form.Item name="threshold" label="使用门槛（元，0 为无门槛）">
        <InputNumber min={0} max={100000} precision={2} />
      </Form.Item>
      <Form.Item name="total" label="发放数量" rules={[{ required: true, message: '请填写发放数量' }]}>
        <InputNumber min={1} max={1000000} precision={0} />
      </Form.Item>
      <Form.Item name="per_user_limit" label="每人限领" rules={[{ required: true, message: '请填写每人限领' }]}>
        <InputNumber min={1} max={100} precision={0} />
      </Form.Item>
      <Form.Item name="claim" label="领取时间" rules={[{ required: true, message: '请选择领取时间' }]}>
        <ZonedRangePicker />
      </Form.Item>
      <Form.Item name="valid_days" label="领取后有效天数" rules={[{ required: true, message: '请填写有效天数' }]}>
        <InputNumber min={1} max={3650} precision={0} />
      </Form.Item>
      <Form.Item name="valid_end" label="使用截止时间（可不填）">
        <ZonedDatePicker />
      </Form.Item>
    </FormDialog>
  );
}

import { useState } from 'react';
import { App, Form, Input, InputNumber, Switch, type FormInstance } from 'antd';
import type { Dayjs } from 'dayjs';
import type { ConsoleTicketType, TicketTypeCreate } from '@conf/contract';
import { dayjs } from '@conf/shared';
import { createTicketType } from '../api/createTicketType';
import { saveTicketType } from '../api/saveTicketType';
import { ZonedDatePicker } from '../../../app/ZonedPickers';
import { newerRecordOf } from '../../../app/newerRecord';
import { changesOf } from '../../../app/changesOf';
import { FormDialog } from '../../../app/FormDialog';
import { StaleAlert } from './StaleAlert';

interface Values {
  name: string;
  description?: string;
  /** Yuan in the form, fen on the wire. */
  price: number;
  capacity: number;
  per_order_limit: number;
  sale_start?: Dayjs | null;
  sale_end?: Dayjs | null;
  refund_deadline?: Dayjs | null;
  published: boolean;
}

const LABELS: Record<string, string> = {
  name: '名称',
  description: '说明',
  price: '价格（分）',
  capacity: '名额',
  per_order_limit: '每单限购',
  sale_start: '开售时间',
  sale_end: '停售时间',
  refund_deadline: '退票截止',
  published: '对参会人可见',
};
const time = (d?: Dayjs | null) => (d ? d.toISOString() : null);
const day = (s: string | null) => (s ? dayjs(s) : null);
const toValues = (t: ConsoleTicketType): Values => ({
  ...t,
  price: t.price / 100,
  sale_start: day(t.sale_start),
  sale_end: day(t.sale_end),
  refund_deadline: day(t.refund_deadline),
});
const toBody = (v: Values): TicketTypeCreate => ({
  name: v.name.trim(),
  description: v.description ?? '',
  price: Math.round(v.price * 100),
  capacity: v.capacity,
  per_order_limit: v.per_order_limit,
  sale_start: time(v.sale_start),
  sale_end: time(v.sale_end),
  refund_deadline: time(v.refund_deadline),
  published: v.published,
});

const TIMES = /_(start|end|deadline)$/;

/**
 * 新增票种 / 编辑票种. A capacity below what is held and sold is refused by the server with both numbers,
 * shown under the field; a save refused as stale shows the newer values and lets the organiser reapply.
 */
export function TicketTypeDialog({
  meetingId,
  editing,
  onClose,
  onSaved,
}: {
  meetingId: number;
  editing: ConsoleTicketType | 'new';
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const [loaded, setLoaded] = useState(editing === 'new' ? undefined : editing);
  const [stale, setStale] = useState<{ current: ConsoleTicketType; mine: Partial<TicketTypeCreate> }>();
  const { message } = App.useApp();

  const send = async (base: ConsoleTicketType | undefined, body: Partial<TicketTypeCreate>) => {
    if (base) await saveTicketType(base.id, { ...body, version: base.version });
    else await createTicketType(meetingId, body as TicketTypeCreate);
    void message.success(base ? '已保存' : '票种已添加');
  };
  // A loaded type sends only its changes; none, nothing is sent and the dialog closes.
  const save = async (values: Values) => {
    const body = toBody(values);
    const changes = loaded ? changesOf(loaded, body, TIMES) : body;
    if (Object.keys(changes).length) await send(loaded, changes);
  };
  const showRefusal = (error: unknown, f: FormInstance<Values>) => {
    const current = newerRecordOf<ConsoleTicketType>(error);
    if (current && loaded) {
      setStale({ current: { ...loaded, ...current }, mine: changesOf(loaded, toBody(f.getFieldsValue()), TIMES) });
      return true;
    }
    if (!/容量/.test((error as Error).message)) return false;
    f.setFields([{ name: 'capacity', errors: [(error as Error).message] }]);
    return true;
  };
  const notice = stale && (
    <StaleAlert
      changes={Object.entries(stale.mine).map(([k, v]) => ({
        label: LABELS[k] ?? k,
        mine: String(v ?? '不限'),
        theirs: String(stale.current[k as keyof ConsoleTicketType] ?? '不限'),
      }))}
      onReapply={() =>
        void send(stale.current, stale.mine).then(onSaved, (error: Error) => {
          const newer = newerRecordOf<ConsoleTicketType>(error);
          if (newer) return setStale({ current: { ...stale.current, ...newer }, mine: stale.mine });
          setStale(undefined);
          void message.error(error.message);
        })
      }
      onDiscard={() => {
        setLoaded(stale.current);
        form.setFieldsValue(toValues(stale.current));
        setStale(undefined);
      }}
    />
  );
  return (
    <FormDialog<Values>
      title={loaded ? `编辑票种：${loaded.name}` : '新增票种'}
      form={form}
      width={640}
      labelCol={{ span: 5 }}
      initialValues={loaded ? toValues(loaded) : { per_order_limit: 5, published: true, price: 0 }}
      save={save}
      onRefused={showRefusal}
      onSaved={onSaved}
      onClose={onClose}
      notice={notice}
    >
      <Form.Item
        label="票种名称"
        name="name"
        rules={[
          { required: true, whitespace: true, message: '请填写票种名称' },
          { max: 50, message: '票种名称不能超过50个字' },
        ]}
      >
        <Input />
      </Form.Item>
      <Form.Item label="价格（元）" name="price" rules={[{ required: true, message: '请填写价格' }]}>
        <InputNumber min={0} max={1000000} precision={2} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item
        label="名额"
        name="capacity"
        rules={[{ required: true, message: '请填写名额' }]}
        extra={loaded ? `占用中 ${loaded.held} 张，已售 ${loaded.sold} 张：名额不能低于二者之和` : undefined}
      >
        <InputNumber min={0} max={1000000} precision={0} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item label="每单限购" name="per_order_limit" rules={[{ required: true, message: '请填写每单限购' }]}>
        <InputNumber min={1} max={100} precision={0} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item label="开售时间" name="sale_start" extra="不填：立即开售">
        <ZonedDatePicker />
      </Form.Item>
      <Form.Item label="停售时间" name="sale_end" extra="不填：会议开始时停售">
        <ZonedDatePicker />
      </Form.Item>
      <Form.Item label="退票截止" name="refund_deadline" extra="不填：会议开始前均可退票">
        <ZonedDatePicker />
      </Form.Item>
      <Form.Item label="对参会人可见" name="published" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item label="说明" name="description" rules={[{ max: 500, message: '说明不能超过500个字' }]}>
        <Input.TextArea rows={2} />
      </Form.Item>
    </FormDialog>
  );
}

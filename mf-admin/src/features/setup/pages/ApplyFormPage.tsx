import { Alert, Button, Card, Col, Input, Row, Select, Space, Switch, Typography } from 'antd';
import { FORM_FIELD_TYPES, FORM_FIELD_TYPE_TEXT, type ApplyFormField } from '@conf/contract';
import { useParams } from '@conf/shared';
import { LoadState } from '../../../app/LoadState';
import { useLoad } from '../../../app/useLoad';
import { fetchApplyForm } from '../api/fetchApplyForm';
import { saveApplyForm } from '../api/saveApplyForm';
import { fetchTicketTypes } from '../api/fetchTicketTypes';
import { SortableList } from '../components/SortableList';
import { StaleAlert } from '../components/StaleAlert';
import { useVersionedList } from '../hooks/useVersionedList';

const CHOICES = ['select', 'radio', 'checkbox'];
const TYPE_OPTIONS = FORM_FIELD_TYPES.map((t) => ({ value: t, label: FORM_FIELD_TYPE_TEXT[t] }));

/** /admin/meetings/{id}/form: the apply form's questions, their kind, whether required, their order and ticket types. */
export function ApplyFormPage() {
  const meetingId = Number(useParams().id);
  const form = useLoad(() => fetchApplyForm(meetingId), `apply-form-${meetingId}`);
  const tickets = useLoad(() => fetchTicketTypes(meetingId), `ticket-types-${meetingId}`);
  return (
    <>
      <Typography.Title level={3}>报名表单</Typography.Title>
      <Typography.Paragraph type="secondary">
        姓名与手机号总会填写；这里的问题按顺序显示在报名页，可限定只向某些票种的参会人提问。拖动卡片或使用「上移」「下移」调整顺序。
      </Typography.Paragraph>
      <LoadState load={form}>
        {(f) => (
          <FormEditor
            key={f.version}
            meetingId={meetingId}
            fields={f.fields}
            version={f.version}
            tickets={(tickets.data?.list ?? []).map((t) => ({ value: t.id, label: t.name }))}
            reload={form.reload}
          />
        )}
      </LoadState>
    </>
  );
}

let fresh = 0;
const newField = (): ApplyFormField => ({
  name: `field_${Date.now().toString(36)}${(fresh += 1)}`,
  label: '',
  type: 'text',
  options: [],
  required: false,
  placeholder: '',
  ticket_type_ids: [],
});

function FormEditor({
  meetingId,
  fields,
  version,
  tickets,
  reload,
}: {
  meetingId: number;
  fields: ApplyFormField[];
  version: number;
  tickets: { value: number; label: string }[];
  reload: () => void;
}) {
  const list = useVersionedList({ items: fields, version }, (items, at) =>
    saveApplyForm(meetingId, { fields: items, version: at }).then((r) => ({ items: r.fields, version: r.version })),
  );
  const change = (i: number, patch: Partial<ApplyFormField>) => list.setItems(list.items.map((f, j) => (j === i ? { ...f, ...patch } : f)));
  return (
    <>
      {list.stale && <StaleAlert changes={[]} onReapply={() => void list.reapply()} onDiscard={reload} />}
      {!list.items.length && <Alert type="info" showIcon message="暂无自定义问题" style={{ marginBottom: 16 }} />}
      <SortableList
        items={list.items}
        onChange={list.setItems}
        title={(f) => f.label || '未命名问题'}
        render={(f, i) => (
          <Row gutter={12}>
            <Col span={6}>
              <label>
                问题名称
                <Input value={f.label} maxLength={50} onChange={(e) => change(i, { label: e.target.value })} placeholder="例如：医院" />
              </label>
            </Col>
            <Col span={5}>
              <label>
                类型
                <Select
                  style={{ width: '100%' }}
                  value={f.type}
                  options={TYPE_OPTIONS}
                  onChange={(type) => change(i, { type })}
                  aria-label={`${f.label || '问题'}的类型`}
                />
              </label>
            </Col>
            <Col span={5}>
              <label>
                字段标识
                <Input value={f.name} maxLength={50} onChange={(e) => change(i, { name: e.target.value })} />
              </label>
            </Col>
            <Col span={4}>
              <label>
                提示文字
                <Input value={f.placeholder} maxLength={100} onChange={(e) => change(i, { placeholder: e.target.value })} />
              </label>
            </Col>
            <Col span={4}>
              <Space direction="vertical">
                <span>必填</span>
                <Switch checked={f.required} onChange={(required) => change(i, { required })} aria-label={`${f.label || '问题'}是否必填`} />
              </Space>
            </Col>
            {CHOICES.includes(f.type) && (
              <Col span={12} style={{ marginTop: 8 }}>
                <label>
                  选项（输入后回车）
                  <Select
                    mode="tags"
                    style={{ width: '100%' }}
                    value={f.options}
                    onChange={(options: string[]) => change(i, { options })}
                    open={false}
                    aria-label={`${f.label || '问题'}的选项`}
                  />
                </label>
              </Col>
            )}
            <Col span={12} style={{ marginTop: 8 }}>
              <label>
                适用票种（不选：全部票种）
                <Select
                  mode="multiple"
                  style={{ width: '100%' }}
                  value={f.ticket_type_ids}
                  options={tickets}
                  onChange={(ids: number[]) => change(i, { ticket_type_ids: ids })}
                  aria-label={`${f.label || '问题'}的适用票种`}
                  placeholder="全部票种"
                />
              </label>
            </Col>
          </Row>
        )}
      />
      <Card size="small" style={{ marginTop: 16 }}>
        <Space>
          <Button onClick={() => list.setItems([...list.items, newField()])}>添加问题</Button>
          <Button type="primary" loading={list.saving} onClick={() => void list.save()}>
            保存表单
          </Button>
        </Space>
      </Card>
    </>
  );
}

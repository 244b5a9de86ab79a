import { Button, Form, Input, Space } from 'antd';
import { FormSelect } from '../../../app/FormSelect';
import { useLoad } from '../../../app/useLoad';
import { fetchContent } from '../api/fetchContent';

/** A session's speakers: experts of the meeting, each with a topic, in the order they speak. */
export function SpeakersField({ meetingId }: { meetingId: number }) {
  const experts = useLoad(() => fetchContent('experts', meetingId), `experts-${meetingId}`);
  const options = (experts.data?.list ?? []).map((e) => ({
    value: e.id,
    label: `${String(e.name)}${e.organization ? `（${String(e.organization)}）` : ''}`,
  }));
  return (
    <Form.List name="speakers">
      {(fields, { add, remove }) => (
        <>
          {fields.map((field, i) => (
            <Space key={field.key} align="baseline" style={{ display: 'flex' }}>
              <Form.Item name={[field.name, 'expert_id']} rules={[{ required: true, message: '请选择讲者' }]}>
                <FormSelect
                  aria-label={`第${i + 1}位讲者`}
                  options={options}
                  loading={experts.loading}
                  style={{ width: 240 }}
                  placeholder="选择本会议的专家"
                  showSearch
                  optionFilterProp="label"
                />
              </Form.Item>
              <Form.Item name={[field.name, 'topic']} rules={[{ max: 100, message: '演讲题目不能超过100个字' }]}>
                <Input aria-label={`第${i + 1}位讲者的演讲题目`} placeholder="演讲题目" style={{ width: 260 }} />
              </Form.Item>
              <Button aria-label={`移除第${i + 1}位讲者`} onClick={() => remove(field.name)}>
                移除
              </Button>
            </Space>
          ))}
          <Button onClick={() => add({ topic: '' })} disabled={!experts.loading && options.length === 0}>
            添加讲者
          </Button>
          {!experts.loading && options.length === 0 && (
            <div role="note" style={{ color: '#595959', marginTop: 4 }}>
              本会议还没有专家，请先在“专家管理”中添加
            </div>
          )}
        </>
      )}
    </Form.List>
  );
}

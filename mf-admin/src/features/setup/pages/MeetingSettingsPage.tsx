import { useState } from 'react';
import { App, Button, Card, Form, Input, Popconfirm, Select, Space, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import type { ConsoleMeeting, MeetingPatch } from '@conf/contract';
import { dayjs, useParams } from '@conf/shared';
import { LoadState } from '../../../app/LoadState';
import { useLoad } from '../../../app/useLoad';
import { RichTextField } from '../../../app/RichTextField';
import { fetchMeeting } from '../api/fetchMeeting';
import { saveMeeting } from '../api/saveMeeting';
import { setPublished } from '../api/setPublished';
import { fetchPreviewLink } from '../api/fetchPreviewLink';
import { MeetingBasicsFields } from '../components/MeetingBasicsFields';
import { PictureField } from '../components/PictureField';
import { StaleAlert, type StaleChange } from '../components/StaleAlert';
import { newerRecordOf } from '../../../app/newerRecord';
import { changesOf } from '../../../app/changesOf';
import { TimeZoneContext } from '../../../app/useTimeZone';
import { zonedTime } from '../../../app/zoneTime';
import { useMe } from '../../access';

const ZONES = [
  'Asia/Shanghai',
  'Asia/Hong_Kong',
  'Asia/Taipei',
  'Asia/Singapore',
  'Asia/Tokyo',
  'Europe/London',
  'America/New_York',
  'UTC',
];

const LABELS: Record<string, string> = {
  title: '会议名称',
  start_at: '开始时间',
  end_at: '结束时间',
  time_zone: '时区',
  province: '省份',
  city: '城市',
  venue: '会场',
  address: '详细地址',
  organizer: '主办方',
  cover: '封面图',
  background_image: '横幅图',
  content: '会议介绍',
  phone: '联系电话',
};

type Values = Omit<ConsoleMeeting, 'start_at' | 'end_at' | 'id' | 'version' | 'published'> & { start_at: Dayjs; end_at: Dayjs };
type Fields = Omit<MeetingPatch, 'version'>;

const toValues = (m: ConsoleMeeting): Values => ({ ...m, start_at: dayjs(m.start_at), end_at: dayjs(m.end_at) });
const toFields = (v: Values): Fields => ({ ...v, start_at: v.start_at.toISOString(), end_at: v.end_at.toISOString() });
const shown = (key: string, v: unknown, zone: string) =>
  key.endsWith('_at') ? zonedTime(String(v), zone) : key === 'content' ? '（富文本）' : String(v ?? '');

/** What the form changed of the record it loaded. */
/** /admin/meetings/{id}/settings: the meeting's settings, publish and unpublish, its preview link. */
export function MeetingSettingsPage() {
  const id = Number(useParams().id);
  const load = useLoad(() => fetchMeeting(id), `meeting-${id}`);
  return (
    <>
      <Typography.Title level={3}>会议设置</Typography.Title>
      <LoadState load={load}>{(m) => <SettingsForm key={`${m.id}-${m.version}`} meeting={m} />}</LoadState>
    </>
  );
}

function SettingsForm({ meeting }: { meeting: ConsoleMeeting }) {
  const [form] = Form.useForm<Values>();
  const [loaded, setLoaded] = useState(meeting);
  const [stale, setStale] = useState<{ current: ConsoleMeeting; mine: Fields }>();
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<string>();
  const { message } = App.useApp();
  const { me } = useMe();
  // The pickers read the times on the clock of the zone in the field, saved or not.
  const zone = Form.useWatch('time_zone', form) ?? loaded.time_zone;

  const save = async (base: ConsoleMeeting, changes: Fields) => {
    setBusy(true);
    try {
      const saved = await saveMeeting(base.id, { ...changes, version: base.version });
      setLoaded(saved);
      setStale(undefined);
      form.setFieldsValue(toValues(saved));
      void message.success('已保存');
      // The other pages take the meeting's zone from the console's list of meetings.
      if (changes.time_zone !== undefined) me.reload?.();
    } catch (error) {
      const current = newerRecordOf<ConsoleMeeting>(error);
      if (current) setStale({ current: { ...base, ...current }, mine: changes });
      else void message.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const onFinish = (v: Values) => {
    const changes = changesOf(loaded, toFields(v), /_at$/);
    if (!Object.keys(changes).length) return void message.info('没有需要保存的修改');
    void save(loaded, changes);
  };
  const publish = async (published: boolean) => {
    try {
      const saved = await setPublished(loaded.id, published);
      setLoaded(saved);
      void message.success(published ? '已发布，参会人现在可以看到' : '已下线，参会人现在看不到');
    } catch (error) {
      void message.error((error as Error).message);
    }
  };
  const openPreview = async () => {
    try {
      const { url } = await fetchPreviewLink(loaded.id);
      const full = new URL(url, window.location.origin).toString();
      setPreview(full);
      window.open(full, '_blank', 'noopener');
    } catch (error) {
      void message.error((error as Error).message);
    }
  };
  const changes: StaleChange[] = stale
    ? Object.entries(stale.mine).map(([k, v]) => ({
        label: LABELS[k] ?? k,
        mine: shown(k, v, zone),
        theirs: shown(k, stale.current[k as keyof ConsoleMeeting], stale.current.time_zone),
      }))
    : [];

  return (
    <>
      <Card style={{ marginBottom: 16 }}>
        <Space wrap>
          <span>状态：</span>
          {loaded.published ? <Tag color="green">已发布</Tag> : <Tag color="orange">草稿（参会人看不到）</Tag>}
          {loaded.published ? (
            <Popconfirm title="下线后参会人将立即看不到本会议，确定下线？" okText="下线" cancelText="取消" onConfirm={() => publish(false)}>
              <Button danger>下线</Button>
            </Popconfirm>
          ) : (
            <Popconfirm title="发布后参会人将立即看到本会议，确定发布？" okText="发布" cancelText="取消" onConfirm={() => publish(true)}>
              <Button type="primary">发布</Button>
            </Popconfirm>
          )}
          <Button onClick={() => void openPreview()}>预览</Button>
          {preview && <Typography.Text copyable={{ text: preview }}>预览链接（24 小时内有效）</Typography.Text>}
          <span style={{ color: '#666' }}>版本 {loaded.version}</span>
        </Space>
      </Card>
      {stale && (
        <StaleAlert
          changes={changes}
          onReapply={() => void save(stale.current, stale.mine)}
          onDiscard={() => {
            setLoaded(stale.current);
            form.setFieldsValue(toValues(stale.current));
            setStale(undefined);
          }}
        />
      )}
      <Card>
        <TimeZoneContext.Provider value={zone}>
          <Form
            form={form}
            name="meeting-settings"
            initialValues={toValues(meeting)}
            onFinish={onFinish}
            labelCol={{ span: 3 }}
            wrapperCol={{ span: 16 }}
          >
            <MeetingBasicsFields />
            <Form.Item label="时区" name="time_zone">
              <Select showSearch options={ZONES.map((z) => ({ value: z, label: z }))} style={{ width: 240 }} />
            </Form.Item>
            <Form.Item label="主办方" name="organizer" rules={[{ max: 100, message: '主办方不能超过100个字' }]}>
              <Input />
            </Form.Item>
            <Form.Item label="联系电话" name="phone" rules={[{ pattern: /^[\d\-+ ]{3,30}$/, message: '联系电话格式不正确' }]}>
              <Input style={{ width: 240 }} />
            </Form.Item>
            <Form.Item label="封面图" name="cover">
              <PictureField label="封面图" />
            </Form.Item>
            <Form.Item label="横幅图" name="background_image">
              <PictureField label="横幅图" />
            </Form.Item>
            <Form.Item label="会议介绍" name="content">
              <RichTextField label="会议介绍" />
            </Form.Item>
            <Form.Item wrapperCol={{ offset: 3 }}>
              <Button type="primary" htmlType="submit" loading={busy}>
                保存
              </Button>
            </Form.Item>
          </Form>
        </TimeZoneContext.Provider>
      </Card>
    </>
  );
}

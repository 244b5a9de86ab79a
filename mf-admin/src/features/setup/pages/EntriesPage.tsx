import { Alert, Button, Card, Col, Input, Row, Select, Space, Typography } from 'antd';
import { ENTRY_TYPES, type LinkEntry } from '@conf/contract';
import { useParams } from '@conf/shared';
import { LoadState } from '../../../app/LoadState';
import { useLoad } from '../../../app/useLoad';
import { fetchEntries } from '../api/fetchEntries';
import { saveEntries } from '../api/saveEntries';
import { SortableList } from '../components/SortableList';
import { StaleAlert } from '../components/StaleAlert';
import { useVersionedList } from '../hooks/useVersionedList';

const TYPE_TEXT: Record<(typeof ENTRY_TYPES)[number], string> = {
  Fixed: '固定页面',
  Inlay: '站内页面',
  Custom: '自定义页面',
  Editor: '图文内容',
  WXMp: '小程序',
  Outside: '外部网址',
  Phone: '电话',
};
// The spec's order of the nine fixed pages.
const FIXED = ['会议介绍', '专家', '日程', '资料下载', '展商', '文章', '报名', '报名', '酒店'].map((label, i) => ({
  value: `Fixed_type_${i + 1}`,
  label: `${i + 1}. ${label}`,
}));
const MODES = [
  { value: 0, label: '默认' },
  { value: 1, label: '1 站内跳转' },
  { value: 2, label: '2 站内跳转' },
  { value: 3, label: '3 站内跳转' },
  { value: 5, label: '5 仅小程序' },
  { value: 6, label: '6 仅小程序' },
  { value: 7, label: '7 仅小程序' },
  { value: 8, label: '8 复制内容' },
];

/** /admin/meetings/{id}/entries: the meeting page's link entries of every type, ordered by drag or 上移/下移. */
export function EntriesPage() {
  const meetingId = Number(useParams().id);
  const load = useLoad(() => fetchEntries(meetingId), `entries-${meetingId}`);
  return (
    <>
      <Typography.Title level={3}>链接入口</Typography.Title>
      <Typography.Paragraph type="secondary">会议主页上的入口按此顺序显示。拖动卡片或使用「上移」「下移」调整顺序。</Typography.Paragraph>
      <LoadState load={load}>
        {(e) => <EntriesEditor key={e.version} meetingId={meetingId} entries={e.entries} version={e.version} reload={load.reload} />}
      </LoadState>
    </>
  );
}

function EntriesEditor({
  meetingId,
  entries,
  version,
  reload,
}: {
  meetingId: number;
  entries: LinkEntry[];
  version: number;
  reload: () => void;
}) {
  const list = useVersionedList({ items: entries, version }, (items, at) =>
    saveEntries(meetingId, { entries: items, version: at }).then((r) => ({ items: r.entries, version: r.version })),
  );
  const change = (i: number, patch: Partial<LinkEntry>) => list.setItems(list.items.map((e, j) => (j === i ? { ...e, ...patch } : e)));
  const text = (i: number, e: LinkEntry, key: 'path' | 'url' | 'phone' | 'appid' | 'content', label: string, placeholder = '') => (
    <Col span={key === 'content' ? 24 : 8} key={key}>
      <label>
        {label}
        {key === 'content' ? (
          <Input.TextArea rows={3} value={e[key] ?? ''} onChange={(v) => change(i, { [key]: v.target.value })} placeholder={placeholder} />
        ) : (
          <Input value={e[key] ?? ''} onChange={(v) => change(i, { [key]: v.target.value })} placeholder={placeholder} />
        )}
      </label>
    </Col>
  );
  return (
    <>
      {list.stale && <StaleAlert changes={[]} onReapply={() => void list.reapply()} onDiscard={reload} />}
      {!list.items.length && <Alert type="info" showIcon message="暂无链接入口" style={{ marginBottom: 16 }} />}
      <SortableList
        items={list.items}
        onChange={list.setItems}
        title={(e) => e.name || '未命名入口'}
        render={(e, i) => (
          <Row gutter={12}>
            <Col span={6}>
              <label>
                类型
                <Select
                  style={{ width: '100%' }}
                  value={e.type}
                  onChange={(type) => change(i, { type })}
                  options={ENTRY_TYPES.map((t) => ({ value: t, label: TYPE_TEXT[t] }))}
                  aria-label={`${e.name || '入口'}的类型`}
                />
              </label>
            </Col>
            <Col span={6}>
              <label>
                名称
                <Input value={e.name} maxLength={20} onChange={(v) => change(i, { name: v.target.value })} />
              </label>
            </Col>
            <Col span={6}>
              <label>
                链接方式
                <Select
                  style={{ width: '100%' }}
                  value={e.link_mode ?? 0}
                  onChange={(m: number) => change(i, { link_mode: m || undefined })}
                  options={MODES}
                  aria-label={`${e.name || '入口'}的链接方式`}
                />
              </label>
            </Col>
            {e.type === 'Fixed' && (
              <Col span={6}>
                <label>
                  固定页面
                  <Select
                    style={{ width: '100%' }}
                    value={e.Fixed_type}
                    onChange={(Fixed_type: string) => change(i, { Fixed_type })}
                    options={FIXED}
                    placeholder="请选择"
                    aria-label={`${e.name || '入口'}的固定页面`}
                  />
                </label>
              </Col>
            )}
            {(e.type === 'Inlay' || e.type === 'Custom' || e.type === 'WXMp' || (e.link_mode ?? 0) >= 1) &&
              e.type !== 'Fixed' &&
              text(i, e, 'path', '页面路径', '/meeting/schedule')}
            {e.type === 'WXMp' && text(i, e, 'appid', '小程序 AppID')}
            {e.type === 'Outside' && text(i, e, 'url', '网址', 'https://')}
            {e.type === 'Phone' && text(i, e, 'phone', '电话', '400-800-1234')}
            {(e.type === 'Editor' || e.link_mode === 8) && text(i, e, 'content', e.type === 'Editor' ? '图文内容（HTML）' : '复制的内容')}
          </Row>
        )}
      />
      <Card size="small" style={{ marginTop: 16 }}>
        <Space>
          <Button onClick={() => list.setItems([...list.items, { type: 'Fixed', name: '', Fixed_type: 'Fixed_type_1' }])}>添加入口</Button>
          <Button type="primary" loading={list.saving} onClick={() => void list.save()}>
            保存入口
          </Button>
        </Space>
      </Card>
    </>
  );
}

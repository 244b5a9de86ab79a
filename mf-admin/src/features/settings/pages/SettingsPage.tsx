import { useState } from 'react';
import { Alert, App, Button, Card, Form, Input, Typography } from 'antd';
import { LoadState } from '../../../app/LoadState';
import { useLoad } from '../../../app/useLoad';
import { newerRecordOf } from '../../../app/newerRecord';
import { RichTextField } from '../../../app/RichTextField';
import { fetchSettings, type Setting } from '../api/fetchSettings';
import { saveSettings } from '../api/saveSettings';
import { ThemeColorField } from '../components/ThemeColorField';

const TEXTS = [
  { key: 'agreement', label: '用户协议' },
  { key: 'privacy', label: '隐私政策' },
  { key: 'platform_introduction', label: '平台介绍' },
];
const BANK = [
  { key: 'bank_account_name', label: '收款户名' },
  { key: 'bank_name', label: '开户银行' },
  { key: 'bank_account', label: '银行账号' },
];
const SITE = [
  { key: 'site_name', label: '站点名称' },
  { key: 'service_phone', label: '客服电话' },
];

const valuesOf = (list: Setting[]) => Object.fromEntries(list.map((s) => [s.key, s.value]));

/** The form of the settings; it starts again from the list it is given (keyed by the page on each newer list). */
function SettingsForm({ list, onSaved }: { list: Setting[]; onSaved: (refusal?: string) => void }) {
  const [form] = Form.useForm<Record<string, string>>();
  const [busy, setBusy] = useState(false);
  const { message } = App.useApp();
  const submit = async (values: Record<string, string>) => {
    const changes = list
      .filter((s) => (values[s.key] ?? '') !== s.value)
      .map((s) => ({ key: s.key, value: values[s.key] ?? '', version: s.version }));
    if (!changes.length) {
      void message.info('没有改动');
      return;
    }
    setBusy(true);
    try {
      await saveSettings(changes);
      void message.success('设置已保存，用户端已生效');
      onSaved();
    } catch (error) {
      // A stale save: the page reloads with the newer values and says why.
      onSaved(newerRecordOf(error) ? `${(error as Error).message}（下方已显示最新内容）` : (error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form form={form} layout="vertical" initialValues={valuesOf(list)} onFinish={(v) => void submit(v)} style={{ maxWidth: 900 }}>
      <Card title="外观" style={{ marginBottom: 16 }}>
        <Form.Item
          name="theme_colors"
          label="主题色"
          rules={[{ pattern: /^#[0-9a-fA-F]{6}$/, message: '主题色应为 #RRGGBB 格式，如 #675643' }]}
        >
          <ThemeColorField />
        </Form.Item>
        {SITE.map((f) => (
          <Form.Item key={f.key} name={f.key} label={f.label}>
            <Input maxLength={50} />
          </Form.Item>
        ))}
      </Card>
      <Card title="转账收款账户（支付页显示）" style={{ marginBottom: 16 }}>
        {BANK.map((f) => (
          <Form.Item key={f.key} name={f.key} label={f.label}>
            <Input maxLength={60} />
          </Form.Item>
        ))}
      </Card>
      <Card title="协议与介绍（保存时由服务器净化）" style={{ marginBottom: 16 }}>
        {TEXTS.map((f) => (
          <Form.Item key={f.key} name={f.key} label={f.label}>
            <RichTextField label={f.label} />
          </Form.Item>
        ))}
      </Card>
      <Button type="primary" htmlType="submit" loading={busy}>
        保存设置
      </Button>
    </Form>
  );
}

/** /admin/settings (platform admins): theme colour with its contrast, agreement, privacy, introduction, the transfer account. */
export function SettingsPage() {
  const settings = useLoad(fetchSettings, 'settings');
  const [refusal, setRefusal] = useState<string>();
  return (
    <>
      <Typography.Title level={3}>站点设置</Typography.Title>
      {refusal && (
        <Alert
          type="error"
          showIcon
          role="alert"
          message={refusal}
          style={{ marginBottom: 16, maxWidth: 900 }}
          closable
          onClose={() => setRefusal(undefined)}
        />
      )}
      <LoadState load={settings}>
        {({ list }) => (
          <SettingsForm
            key={list.map((s) => s.version).join('-')}
            list={list}
            onSaved={(r) => {
              setRefusal(r);
              settings.reload();
            }}
          />
        )}
      </LoadState>
    </>
  );
}

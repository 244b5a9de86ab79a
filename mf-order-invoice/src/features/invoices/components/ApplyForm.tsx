import { useEffect } from 'react';
import { Button } from 'react-vant/es/button';
import { Cell } from 'react-vant/es/cell';
import { Form } from '@conf/form';
import { Input } from 'react-vant/es/input';
import { Radio } from 'react-vant/es/radio';
import { COMPANY, EMAIL_RULE, type InvoiceTitle } from '../../invoiceTitles';
import type { ApplyInput, InvoiceKind } from '../api/invoices';
import styles from './ApplyForm.module.css';

interface Props {
  titles: InvoiceTitle[];
  initial?: Partial<ApplyInput>;
  busy: boolean;
  submitText: string;
  onSubmit: (input: ApplyInput) => void;
  onAddTitle: () => void;
  onManageTitles: () => void;
  /** A title just added: chosen as soon as it is among `titles`. */
  chosenTitleId?: number;
}

/** Title, kind (专用发票 only with a company title) and the email the invoice goes to. */
export function ApplyForm({ titles, initial, busy, submitText, onSubmit, onAddTitle, onManageTitles, chosenTitleId }: Props) {
  const [form] = Form.useForm<ApplyInput>();
  const fallback = titles.find((t) => t.is_default) ?? titles[0];
  const titleId = Form.useWatch('title_id', form) ?? initial?.title_id ?? fallback?.id;
  const title = titles.find((t) => t.id === titleId);
  const company = title?.type === COMPANY;

  /** Chooses a title; its email is filled in unless one is there already (`ownEmail`: the title's wins). */
  const pickTitle = (id: number, ownEmail = false) => {
    const t = titles.find((x) => x.id === id);
    const typed = form.getFieldValue('email') as string | undefined;
    form.setFieldsValue({ title_id: id, email: (ownEmail ? t?.email || typed : typed || t?.email) || '' });
    if (t?.type !== COMPANY) form.setFieldsValue({ kind: 'normal' });
  };
  const chosen = chosenTitleId !== undefined && titles.some((t) => t.id === chosenTitleId);
  useEffect(() => {
    // A title just added is the one the user wants, with the email they gave it.
    if (chosen && chosenTitleId !== undefined) pickTitle(chosenTitleId, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when a new title arrives
  }, [chosen, chosenTitleId]);

  if (!titles.length) {
    return (
      <div className={styles.noTitle}>
        <p>开票前请先添加发票抬头</p>
        <Button round type="primary" size="small" onClick={onAddTitle}>
          新增发票抬头
        </Button>
      </div>
    );
  }
  return (
    <Form
      form={form}
      initialValues={{ title_id: fallback?.id, kind: 'normal' as InvoiceKind, email: fallback?.email ?? '', ...initial }}
      onFinish={onSubmit}
      footer={
        <div className={styles.footer}>
          <Button round block type="primary" nativeType="submit" loading={busy}>
            {submitText}
          </Button>
        </div>
      }
    >
      <Form.Item name="title_id" label="发票抬头" rules={[{ required: true, message: '请选择发票抬头' }]}>
        <Radio.Group className={styles.titles} onChange={(v) => pickTitle(Number(v))}>
          {titles.map((t) => (
            <Radio key={t.id} name={t.id} className={styles.title}>
              <span className={styles.titleName}>{t.title}</span>
              {t.tax_number && <span className={styles.taxNo}>{t.tax_number}</span>}
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      <Cell title="新增发票抬头" isLink onClick={onAddTitle} className={styles.manage} />
      <Cell title="管理发票抬头" isLink onClick={onManageTitles} className={styles.manage} />
      <Form.Item name="kind" label="发票类型">
        <Radio.Group direction="horizontal">
          <Radio name="normal">普通电子发票</Radio>
          <Radio name="special" disabled={!company}>
            增值税专用发票
          </Radio>
        </Radio.Group>
      </Form.Item>
      <Form.Item name="email" label="接收邮箱" rules={[{ required: true, message: '请填写接收邮箱' }, EMAIL_RULE('请填写正确的邮箱')]}>
        <Input placeholder="发票开具后发送至该邮箱" maxLength={100} clearable />
      </Form.Item>
    </Form>
  );
}

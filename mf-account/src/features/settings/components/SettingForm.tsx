import type { ReactNode } from 'react';
import { Button } from 'react-vant/es/button';
import { Cell } from 'react-vant/es/cell';
import { Form, type FormInstance } from '@conf/form';
import { PageLayout, RequireLogin } from '@conf/shared';
// The settings form pages' stylesheet: this frame is what they share.
import styles from '../../../components/formCard.module.css';

interface SettingFormProps<V> {
  title: string;
  form: FormInstance;
  onFinish: (values: V) => void;
  /** What the account has now (e.g. 当前邮箱), shown above the form. */
  current?: { label: string; value: string };
  /** Under the form: what happens on submit. */
  hint: ReactNode;
  submitText: string;
  children: ReactNode;
}

/** The frame of the login-only pages that change the account (password, mobile, email). */
export function SettingForm<V>({ title, form, onFinish, current, hint, submitText, children }: SettingFormProps<V>) {
  return (
    <RequireLogin title={title}>
      <PageLayout title={title}>
        {current && (
          <Cell.Group border={false} className={styles.form}>
            <Cell title={current.label} value={current.value} />
          </Cell.Group>
        )}
        <Form form={form} onFinish={onFinish} className={styles.form}>
          {children}
        </Form>
        <p className={styles.hint}>{hint}</p>
        <div className={styles.submit}>
          <Button round block type="primary" onClick={form.submit}>
            {submitText}
          </Button>
        </div>
      </PageLayout>
    </RequireLogin>
  );
}

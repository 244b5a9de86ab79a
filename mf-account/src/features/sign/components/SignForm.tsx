import type { ReactNode } from 'react';
import { Button } from 'react-vant/es/button';
import { Form, type FormInstance } from '@conf/form';
// The sign pages' stylesheet: this button is theirs, one place for all of them.
import styles from '../pages/sign.module.css';

interface SignFormProps<V> {
  form: FormInstance;
  onFinish: (values: V) => void;
  submitText: string;
  /** The button spins while the submit is under way. */
  loading?: boolean;
  children: ReactNode;
}

/** A sign page's form: its fields, then the big round submit button. */
export function SignForm<V>({ form, onFinish, submitText, loading, children }: SignFormProps<V>) {
  return (
    <Form
      form={form}
      onFinish={onFinish}
      footer={
        <div className={styles.submit}>
          <Button round block type="primary" nativeType="submit" loading={loading}>
            {submitText}
          </Button>
        </div>
      }
    >
      {children}
    </Form>
  );
}

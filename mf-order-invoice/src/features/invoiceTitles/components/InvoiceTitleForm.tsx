import { Button } from 'react-vant/es/button';
import { Form } from '@conf/form';
import { Input } from 'react-vant/es/input';
import { Radio } from 'react-vant/es/radio';
import { COMPANY, PERSONAL, type InvoiceTitle, type InvoiceTitleInput } from '../api/invoiceTitles';
import { EMAIL_RULE } from '../formRules';
import { ACCOUNT, PHONE } from '../rules';
import { TAX_NUMBER_RULE } from '../taxNumberRule';
import { CompanySuggestions } from './CompanySuggestions';
import styles from './InvoiceTitleForm.module.css';
import { DefaultSwitch } from './DefaultSwitch';

type Values = Required<Omit<InvoiceTitleInput, 'id'>>;

const EMPTY: Values = {
  type: COMPANY,
  title: '',
  tax_number: '',
  bank: '',
  account: '',
  address: '',
  phone: '',
  email: '',
  is_default: false,
};

interface Props {
  initial?: InvoiceTitle;
  saving: boolean;
  onSubmit: (input: InvoiceTitleInput) => void;
}

/**
 * The fields of an invoice title, checked as the server checks them. The tax number, bank, account,
 * address and phone belong to a company's title (printed on a VAT invoice) and are hidden for a person's.
 */
export function InvoiceTitleForm({ initial, saving, onSubmit }: Props) {
  const [form] = Form.useForm<Values>();
  const type = Form.useWatch('type', form) ?? initial?.type ?? COMPANY;
  const company = type === COMPANY;
  const name = Form.useWatch('title', form) ?? '';

  return (
    <Form
      form={form}
      initialValues={{ ...EMPTY, ...initial }}
      // The values hold the shown fields only: a person's title sends no company fields.
      onFinish={onSubmit}
      footer={
        <div className={styles.footer}>
          <Button round block type="primary" nativeType="submit" loading={saving}>
            保存
          </Button>
        </div>
      }
    >
      <div className={styles.fields}>
        <Form.Item name="type" label="抬头类型">
          <Radio.Group direction="horizontal">
            <Radio name={COMPANY}>企业单位</Radio>
            <Radio name={PERSONAL}>个人/非企业</Radio>
          </Radio.Group>
        </Form.Item>
        <Form.Item name="title" label="抬头名称" required rules={[{ required: true, whitespace: true, message: '请填写抬头名称' }]}>
          <Input placeholder={company ? '请填写单位全称' : '请填写个人姓名'} maxLength={100} clearable />
        </Form.Item>
        {company && (
          <>
            <CompanySuggestions
              keyword={name}
              onPick={(c) =>
                form.setFieldsValue({
                  title: c.name,
                  tax_number: c.tax_no,
                  address: c.address,
                  phone: c.phone,
                  bank: c.bank,
                  account: c.account,
                })
              }
            />
            <Form.Item
              name="tax_number"
              label="税号"
              required
              normalize={(v: string) => v.toUpperCase().replace(/\s/g, '')}
              rules={[{ required: true, message: '请填写税号' }, TAX_NUMBER_RULE]}
            >
              <Input placeholder="纳税人识别号" maxLength={18} clearable />
            </Form.Item>
            <Form.Item name="bank" label="开户银行">
              <Input placeholder="选填" maxLength={100} />
            </Form.Item>
            <Form.Item name="account" label="银行账号" rules={[{ pattern: ACCOUNT, message: '银行账号只能包含数字' }]}>
              <Input placeholder="选填" maxLength={40} type="digit" />
            </Form.Item>
            <Form.Item name="address" label="注册地址">
              <Input placeholder="选填" maxLength={200} />
            </Form.Item>
            <Form.Item name="phone" label="注册电话" rules={[{ pattern: PHONE, message: '请填写正确的电话号码' }]}>
              <Input placeholder="选填" maxLength={30} type="tel" />
            </Form.Item>
          </>
        )}
        <Form.Item name="email" label="电子邮箱" rules={[EMAIL_RULE('请填写正确的邮箱地址')]}>
          <Input placeholder="选填，用于接收电子发票" maxLength={100} />
        </Form.Item>
        <Form.Item name="is_default" label="设为默认" valuePropName="checked" controlAlign="right">
          <DefaultSwitch />
        </Form.Item>
      </div>
    </Form>
  );
}

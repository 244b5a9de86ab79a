import type { FormInstance } from '@conf/form';
import { CODE_ERROR, MOBILE_ERROR, isMobile, isSmsCode, rule } from './validation';

export const MOBILE_RULES = [{ required: true, message: MOBILE_ERROR }, rule(isMobile, MOBILE_ERROR)];
export const CODE_RULES = [{ required: true, message: '请填写验证码' }, rule(isSmsCode, CODE_ERROR)];

/** The form's mobile once it is valid (for sending a code); otherwise the field shows its error. */
export async function validMobile(form: FormInstance, field = 'mobile'): Promise<string | undefined> {
  try {
    const values = await form.validateFields([field]);
    return String(values[field]).trim();
  } catch {
    return undefined;
  }
}

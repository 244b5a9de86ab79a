import { isEmail } from '@conf/contract';

/** A rule the server checks too (@conf/contract), as a form rule: empty values are left to `required`. */
export const check = (problem: (value: string) => string | null) => ({
  validator: (_: unknown, value?: string) => {
    const message = value ? problem(value) : null;
    return message ? Promise.reject(new Error(message)) : Promise.resolve();
  },
});

export const EMAIL_RULE = (message: string) => check((v) => (isEmail(v.trim()) ? null : message));

import { isEmail, isMobile, isSmsCode, isStrongPassword, maskMobile, rule } from './validation';

it('accepts mainland mobiles only', () => {
  expect(isMobile('13800138000')).toBe(true);
  expect(isMobile(' 19912345678 ')).toBe(true);
  for (const bad of ['12800138000', '1380013800', '138001380001', 'abc', '', undefined]) expect(isMobile(bad)).toBe(false);
});

it('wants passwords of 6-20 characters with letters and digits', () => {
  expect(isStrongPassword('demo123456')).toBe(true);
  for (const bad of ['abc12', '12345678', 'abcdefgh', 'a1'.repeat(11)]) expect(isStrongPassword(bad)).toBe(false);
});

it('knows codes, emails and masks mobiles', () => {
  expect(isSmsCode('012345')).toBe(true);
  expect(isSmsCode('12345')).toBe(false);
  expect(isEmail(' a@b.cn ')).toBe(true);
  expect(isEmail('a@b')).toBe(false);
  expect(maskMobile('13800138000')).toBe('138****8000');
});

it('rule() leaves empty values to `required` and rejects with the message', async () => {
  const r = rule(isMobile, '请填写正确的手机号');
  await expect(r.validator(null, '')).resolves.toBeUndefined();
  await expect(r.validator(null, '13800138000')).resolves.toBeUndefined();
  await expect(r.validator(null, '123')).rejects.toThrow('请填写正确的手机号');
});

import fs from 'node:fs';
import rcFieldFormValidator from '../loaders/rc-field-form-validator.cjs';

const VALIDATE_UTIL = require.resolve('rc-field-form/es/utils/validateUtil.js', {
  paths: [require.resolve('react-vant/package.json', { paths: [require.resolve('@conf/shared/package.json')] })],
});
const source = fs.readFileSync(VALIDATE_UTIL, 'utf8');

it('fetches async-validator at the first rule check, not with the form', () => {
  const out = rcFieldFormValidator(source);
  expect(out).not.toMatch(/^import .* from 'async-validator'/m);
  expect(out).toContain("import('async-validator')");
  expect(out).toMatch(/function validateRule\(_x, _x2, _x3, _x4, _x5\) \{\n {2}var self = this, args = arguments;/);
  // The rule checking itself is rc-field-form's own, untouched.
  expect(out).toContain(source.slice(source.indexOf('function _validateRule()')));
});

it('leaves a source it does not recognise as it is, and says so in the build', () => {
  const changed = source.replace('var AsyncValidator = RawAsyncValidator;', 'const AsyncValidator = RawAsyncValidator;');
  const emitWarning = jest.fn();
  expect(rcFieldFormValidator.call({ emitWarning }, changed)).toBe(changed);
  expect(emitWarning).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringContaining('async-validator') }));
  expect(rcFieldFormValidator.call({ emitWarning: jest.fn() }, source)).not.toBe(source);
});

/** A module shaped like validateUtil.js, transformed and run, with `load` as its fetch of async-validator. */
function validateRuleWith(load: () => Promise<unknown>) {
  const body = rcFieldFormValidator(
    "import RawAsyncValidator from 'async-validator';\nvar AsyncValidator = RawAsyncValidator;\nfunction validateRule(_x, _x2) {\n  return _validateRule.apply(this, arguments);\n}\nfunction _validateRule(rule, value) { return new AsyncValidator(rule).check(value); }\nreturn validateRule;",
  ).replace("import('async-validator')", 'load()');
  return new Function('load', body)(load) as (rule: object, value: unknown) => Promise<string[]>;
}

class FakeValidator {
  constructor(private rule: { required?: boolean; message: string }) {}
  check(value: unknown) {
    return Promise.resolve(this.rule.required && !value ? [this.rule.message] : []);
  }
}
const REQUIRED = { required: true, message: '请填写账号' };

it('checks each rule with the validator, fetched at the first check and only then', async () => {
  const load = jest.fn().mockResolvedValue({ default: FakeValidator });
  const validateRule = validateRuleWith(load);
  expect(load).not.toHaveBeenCalled();
  await expect(validateRule(REQUIRED, '')).resolves.toEqual(['请填写账号']);
  await expect(validateRule(REQUIRED, 'demo')).resolves.toEqual([]);
  expect(load).toHaveBeenCalledTimes(1);
});

it('says the network failed under the field when the fetch fails, and fetches again at the next check', async () => {
  const load = jest.fn().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue({ default: FakeValidator });
  const validateRule = validateRuleWith(load);
  await expect(validateRule(REQUIRED, '')).resolves.toEqual(['网络不给力，请稍后重试']);
  await expect(validateRule(REQUIRED, '')).resolves.toEqual(['请填写账号']);
  expect(load).toHaveBeenCalledTimes(2);
});

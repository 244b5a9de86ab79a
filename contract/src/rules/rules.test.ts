import {
  EMAIL_ERROR,
  ID_NUMBER_ERROR,
  MOBILE_ERROR,
  PASSWORD_RULE_TEXT,
  creditCodeProblem,
  customAnswerProblem,
  isEmail,
  isIdNumber,
  isMobile,
  isSmsCode,
  isStrongPassword,
  maskMobile,
  programmeDay,
} from '..';

// One table per rule: the input, whether it passes, and (for the rules that answer one) the message.

describe('mobile', () => {
  it.each([
    ['13800138000', true],
    ['19912345678', true],
    ['12800138000', false],
    ['1380013800', false],
    ['138001380001', false],
    ['1380013800a', false],
    [' 13800138000', false],
    ['', false],
  ])('%p → %p', (value, ok) => expect(isMobile(value)).toBe(ok));

  it('is refused in the words the forms show', () => expect(MOBILE_ERROR).toBe('请填写正确的手机号'));

  it.each([
    ['13800138000', '138****8000'],
    ['1380013800', '1380013800'],
    ['', ''],
    [undefined, ''],
  ])('%p is shown to others as %p', (value, shown) => expect(maskMobile(value)).toBe(shown));
});

describe('email', () => {
  it.each([
    ['a@b.cn', true],
    ['zhang.san+meeting@example.com.cn', true],
    [`${'a'.repeat(64)}@b.cn`, true],
    // A one-letter top-level domain exists nowhere: the rule the account pages used to accept it.
    ['a@b.c', false],
    [`${'a'.repeat(65)}@b.cn`, false],
    [`a@${'b'.repeat(95)}.cn`, true],
    [`a@${'b'.repeat(96)}.cn`, false],
    ['a b@c.cn', false],
    ['a@@b.cn', false],
    ['ab.cn', false],
    ['a@b', false],
    ['', false],
  ])('%p → %p', (value, ok) => expect(isEmail(value)).toBe(ok));

  it('is refused in the words the forms show', () => expect(EMAIL_ERROR).toBe('请填写正确的邮箱'));
});

describe('ID number (GB 11643 check digit)', () => {
  it.each([
    ['11010519491231002X', true],
    ['11010519491231002x', true],
    ['110101199003074514', true],
    ['110101199003074515', false],
    ['11010519491231002Y', false],
    ['1101051949123100', false],
    ['1101011990030745144', false],
    ['', false],
  ])('%p → %p', (value, ok) => expect(isIdNumber(value)).toBe(ok));

  it('is refused in the words the forms show', () => expect(ID_NUMBER_ERROR).toBe('请填写正确的身份证号'));
});

describe('unified social credit code (GB 32100-2015)', () => {
  it.each([
    ['91440300708461136T', null],
    ['91330100799655058B', null],
    ['914403001922038216', null],
    ['91110108551385082Q', null],
    ['9133010079965505', '应为18位'],
    ['91330100799655058O', '含有不允许的字符（只能是数字和除 I、O、S、V、Z 外的大写字母）'],
    ['913301007996550590', '其中的组织机构代码校验不通过'],
    ['91330100799655058C', '校验位不正确'],
  ])('%p → %p', (code, problem) => expect(creditCodeProblem(code)).toBe(problem));

  it('refuses every single-character change of a real code', () => {
    const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    const real = ['91440300708461136T', '91330100799655058B', '914403001922038216', '91110108551385082Q'];
    const accepted = real
      .flatMap((code) =>
        [...code].flatMap((_, i) => [...alphabet].filter((c) => c !== code[i]).map((c) => code.slice(0, i) + c + code.slice(i + 1))),
      )
      .filter((changed) => creditCodeProblem(changed) === null);
    expect(accepted).toEqual([]);
  });
});

describe('custom apply-form answers', () => {
  const field = (type: string, o: { required?: boolean; options?: string[] } = {}) => ({
    label: '问题',
    type,
    required: o.required ?? false,
    options: o.options ?? [],
  });
  it.each([
    ['text', {}, '', null],
    ['text', { required: true }, '', '请填写问题'],
    ['checkbox', { required: true }, [], '请填写问题'],
    ['text', {}, 'a'.repeat(200), null],
    ['text', {}, 'a'.repeat(201), '问题不能超过200个字符'],
    ['textarea', {}, 'a'.repeat(1000), null],
    ['textarea', {}, 'a'.repeat(1001), '问题不能超过1000个字符'],
    ['text', {}, 'a\tb', '问题包含不支持的字符'],
    ['text', {}, ['a'], '问题格式不正确'],
    ['number', {}, '-12.5', null],
    ['number', {}, '1e3', '问题应为数字'],
    ['mobile', {}, '13800138000', null],
    ['mobile', {}, '1380013800', '请填写正确的问题'],
    ['email', {}, 'a@b.cn', null],
    ['email', {}, 'a@b.c', '请填写正确的问题'],
    ['id_number', {}, '11010519491231002X', null],
    ['id_number', {}, '110105194912310021', '请填写正确的问题'],
    ['select', { options: ['甲', '乙'] }, '乙', null],
    ['radio', { options: ['甲', '乙'] }, '丙', '问题的选项不正确'],
    ['checkbox', { options: ['甲', '乙'] }, ['甲', '乙'], null],
    ['checkbox', { options: ['甲', '乙'] }, ['甲', '丙'], '问题的选项不正确'],
    ['date', {}, '2024-02-29', null],
    ['date', {}, '2023-02-29', '问题应为有效日期'],
    ['area', {}, '浙江省/杭州市', null],
  ])('%s %j %j → %p', (type, o, value, problem) => expect(customAnswerProblem(field(type, o), value)).toBe(problem));
});

describe('new password', () => {
  it.each([
    ['demo123456', true],
    ['abc123', true],
    ['a1'.repeat(10), true],
    ['abc12', false],
    ['12345678', false],
    ['abcdefgh', false],
    ['a1'.repeat(11), false],
  ])('%p → %p', (value, ok) => expect(isStrongPassword(value)).toBe(ok));

  it('is refused in the words the forms show', () => expect(PASSWORD_RULE_TEXT).toBe('密码需为6-20位，且同时包含字母和数字'));
});

describe('text message code', () => {
  it.each([
    ['012345', true],
    ['12345', false],
    ['1234567', false],
    ['12345a', false],
  ])('%p → %p', (value, ok) => expect(isSmsCode(value)).toBe(ok));
});

describe('programmeDay', () => {
  const days = ['2026-11-26', '2026-11-27', '2026-11-28'];
  it.each([
    ['2026-11-28', '2026-11-27', '2026-11-28'],
    ['2026-12-01', '2026-11-27', '2026-11-27'],
    [null, '2026-11-27', '2026-11-27'],
    [null, '2026-12-01', '2026-11-26'],
    ['', '2026-11-25', '2026-11-26'],
  ])('chosen %p, today %p → %p', (chosen, today, day) => expect(programmeDay(days, chosen, today)).toBe(day));

  it('is none for a programme without days', () => expect(programmeDay([], '2026-11-27', '2026-11-27')).toBe(''));
});

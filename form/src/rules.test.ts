import { firstProblem, type Rule } from './rules';

const reject = (message: string): Rule => ({ validator: () => Promise.reject(new Error(message)) });

describe('firstProblem', () => {
  it.each<[string, Rule[], unknown, string | undefined]>([
    ['required, missing', [{ required: true, message: '必填' }], undefined, '必填'],
    ['required, empty text', [{ required: true, message: '必填' }], '', '必填'],
    ['required, empty list', [{ required: true, message: '必填' }], [], '必填'],
    ['required, spaces count without whitespace', [{ required: true, message: '必填' }], '  ', undefined],
    ['required with whitespace, spaces', [{ required: true, whitespace: true, message: '必填' }], '  ', '必填'],
    ['required, false is a value', [{ required: true, message: '必填' }], false, undefined],
    ['pattern, broken', [{ pattern: /^\d+$/, message: '只能是数字' }], '12a', '只能是数字'],
    ['pattern, kept', [{ pattern: /^\d+$/, message: '只能是数字' }], '12', undefined],
    ['pattern, empty left to required', [{ pattern: /^\d+$/, message: '只能是数字' }], '', undefined],
    ['validator, its error', [reject('格式不对')], 'x', '格式不对'],
    ['validator, the rule message first', [{ ...reject('格式不对'), message: '请改正' }], 'x', '请改正'],
    ['the first broken rule, in order', [{ required: true, message: '必填' }, reject('格式不对')], '', '必填'],
    ['later rules after a kept one', [{ required: true, message: '必填' }, reject('格式不对')], 'x', '格式不对'],
  ])('%s', async (_, rules, value, expected) => {
    expect(await firstProblem(rules, value)).toBe(expected);
  });

  it('a global pattern checks every value from its start', async () => {
    const rules = [{ pattern: /^\d$/g, message: '一位数字' }];
    expect(await firstProblem(rules, '1')).toBeUndefined();
    expect(await firstProblem(rules, '1')).toBeUndefined();
  });
});

import { getIn, merge, setIn, toPath } from './namePath';

describe('name paths', () => {
  it('reads and writes nested values without changing the original', () => {
    const values = { p1: { name: '张三' }, keep: [1] };
    const next = setIn(values, ['p1', 'mobile'], '13800138000');
    expect(next).toEqual({ p1: { name: '张三', mobile: '13800138000' }, keep: [1] });
    expect(values.p1).toEqual({ name: '张三' });
    expect(next.keep).toBe(values.keep);
    expect(getIn(next, toPath(['p1', 'mobile']))).toBe('13800138000');
    expect(getIn(next, toPath('missing'))).toBeUndefined();
    expect(getIn({ a: 'text' }, ['a', 'b'])).toBeUndefined();
  });

  it('merges objects deeply and replaces lists', () => {
    expect(merge({ a: { x: 1, y: 2 }, list: [1, 2] }, { a: { y: 3 }, list: [9] })).toEqual({ a: { x: 1, y: 3 }, list: [9] });
  });
});

import { bumpIsEnough, packageVersion, readRecord, readSharedApi, requiredBump, sortUnions } from '../shared-api.cjs';

it('shared/api.json is the API of the version in shared/package.json: a change of API comes with its version', () => {
  const record = readRecord();
  const { bump, names } = requiredBump(record.api, readSharedApi());
  if (bump) {
    throw new Error(
      `@conf/shared 的公开 API 变了（${names.join(', ')}），需要 ${bump} 版本升级：改 shared/package.json 的 version，再运行 node build/shared-api.cjs --write`,
    );
  }
  expect(record.version).toBe(packageVersion());
});

describe('the version rule', () => {
  const before = { call: ['(url: string) => Promise<T>'], http: ['{ get: () => void }'], CallOptions: ['type auth: boolean | undefined'] };

  it('asks nothing when nothing changed', () => {
    expect(requiredBump(before, { ...before })).toEqual({ bump: null, names: [] });
  });

  it('asks a minor version for an added export', () => {
    expect(requiredBump(before, { ...before, newIdempotencyKey: ['() => string'] })).toEqual({
      bump: 'minor',
      names: ['newIdempotencyKey'],
    });
  });

  it('asks a minor version for a member added to an export', () => {
    const options = [...before.CallOptions, 'type idempotencyKey: string | undefined'];
    expect(requiredBump(before, { ...before, CallOptions: options })).toEqual({ bump: 'minor', names: ['CallOptions'] });
  });

  it('asks a major version for a removed or changed export', () => {
    expect(requiredBump(before, { call: before.call, CallOptions: before.CallOptions })).toEqual({ bump: 'major', names: ['http'] });
    expect(requiredBump(before, { ...before, call: ['(url: string, body: object) => Promise<T>'], extra: ['number'] })).toEqual({
      bump: 'major',
      names: ['call'],
    });
    expect(requiredBump(before, { ...before, CallOptions: ['type auth: boolean'] })).toEqual({ bump: 'major', names: ['CallOptions'] });
  });

  it('reads a union the same whatever order the compiler printed it in', () => {
    const printed = 'render: () => string | JSX.Element | Iterable<ReactNode | null> | null';
    const reordered = 'render: () => null | Iterable<null | ReactNode> | JSX.Element | string';
    expect(sortUnions(printed)).toBe(sortUnions(reordered));
    expect(sortUnions('(a: B | A) => Map<string, D | C> | undefined')).toBe('(a: A | B) => Map<string, C | D> | undefined');
    expect(sortUnions('(a: string) => number')).not.toBe(sortUnions('(a: number) => string'));
    // After this tool's own labels, in literals, and across the paths of imported types.
    expect(sortUnions('returns X | null')).toBe(sortUnions('returns null | X'));
    expect(sortUnions('type "b" | "a"')).toBe('type "a" | "b"');
    expect(sortUnions('"a,b|c" | X')).toBe(sortUnions('X | "a,b|c"'));
    expect(sortUnions('import("react-vant/x").A | import("index").B')).toBe(sortUnions('import("index").B | import("react-vant/x").A'));
  });

  it('keeps apart types that only a careless sort would merge', () => {
    expect(sortUnions('T extends U ? A | B : C')).not.toBe(sortUnions('(B | T) extends U ? A : C'));
    expect(sortUnions('v is A | B')).not.toBe(sortUnions('A | v is B'));
    expect(sortUnions('type "a|b" | "c"')).not.toBe(sortUnions('type "a" | "b|c"'));
  });

  it.each([
    ['1.1.0', '1.2.0', 'minor', true],
    ['1.1.0', '2.0.0', 'minor', true],
    ['1.1.0', '1.1.1', 'minor', false],
    ['1.1.0', '1.1.0', 'minor', false],
    ['1.1.0', '2.0.0', 'major', true],
    ['1.1.0', '1.9.0', 'major', false],
    ['1.1.0', '1.1.1', null, true],
    ['1.1.0', '1.0.9', null, false],
  ] as const)('%s -> %s is enough for a %s change: %s', (from, to, bump, enough) => {
    expect(bumpIsEnough(from, to, bump)).toBe(enough);
  });
});

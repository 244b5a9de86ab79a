import { sharedVersionGuard, SharedVersionError } from './sharedVersionGuard';

type Args = Parameters<NonNullable<ReturnType<typeof sharedVersionGuard>['resolveShare']>>[0];

const resolved = { shared: { version: '1.1.0' }, useTreesShaking: false };
const args = (version: string, shareConfig: Record<string, unknown>) =>
  ({
    pkgName: '@conf/shared',
    version,
    scope: 'default',
    shareInfo: { from: 'mf_verify', shareConfig },
    resolver: () => resolved,
  }) as unknown as Args;
const resolve = (a: Args) => (sharedVersionGuard().resolveShare!(a) as Args).resolver();

it('lets a version that satisfies the remote through to the normal resolution', () => {
  expect(resolve(args('1.1.0', { singleton: true, strictVersion: true, requiredVersion: '^1.1.0' }))).toBe(resolved);
});

it('fails a strict singleton of too old a version with a SharedVersionError naming both versions', () => {
  let error: unknown;
  try {
    resolve(args('1.1.0', { singleton: true, strictVersion: true, requiredVersion: '^1.2.0' }));
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(SharedVersionError);
  expect(error).toMatchObject({
    app: 'mf_verify',
    pkg: '@conf/shared',
    required: '^1.2.0',
    provided: '1.1.0',
    message: 'mf_verify 需要 @conf/shared ^1.2.0，页面提供的是 1.1.0',
  });
});

it('leaves singletons that are not strict, and shares that are not singletons, to federation', () => {
  expect(resolve(args('6.30.0', { singleton: true, requiredVersion: '^6.31.0' }))).toBe(resolved);
  expect(resolve(args('1.0.0', { strictVersion: true, requiredVersion: '^2.0.0' }))).toBe(resolved);
});

import { satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** A remote needs a shared library (e.g. @conf/shared) newer than the one this page already runs. */
export class SharedVersionError extends Error {
  constructor(
    readonly app: string,
    readonly pkg: string,
    readonly required: string,
    readonly provided: string,
  ) {
    super(`${app} 需要 ${pkg} ${required}，页面提供的是 ${provided}`);
    this.name = 'SharedVersionError';
  }
}

/**
 * Turns federation's own error for a strict singleton of the wrong version into a SharedVersionError, so the
 * shell can tell "this remote needs a newer page" from "this remote could not be reached". Registered as a
 * global plugin, it also runs in each remote's federation instance, where the remote's requirement is checked.
 */
export function sharedVersionGuard(): ModuleFederationRuntimePlugin {
  return {
    name: 'shared-version-guard',
    resolveShare(args) {
      const { shareConfig, from } = args.shareInfo;
      const required = shareConfig?.requiredVersion;
      if (
        !shareConfig?.singleton ||
        !shareConfig.strictVersion ||
        typeof required !== 'string' ||
        !args.version ||
        satisfy(args.version, required)
      )
        return args;
      return {
        ...args,
        resolver: () => {
          throw new SharedVersionError(from, args.pkgName, required, args.version);
        },
      };
    },
  };
}

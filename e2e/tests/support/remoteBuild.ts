import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';

export const ROOT = path.resolve(__dirname, '../../..');

const readJson = (file: string) =>
  JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown> & { version: string; dependencies: Record<string, string> };

/** The version of @conf/shared in this checkout: the one the running shell provides. */
export const sharedVersion = () => readJson(path.join(ROOT, 'shared/package.json')).version;

/** `dir/node_modules` as links to where the checkout's packages really are, except those named in `own`. */
function linkModules(from: string, to: string, own: Record<string, string>) {
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from)) {
    if (entry.startsWith('.')) continue;
    if (entry.startsWith('@')) {
      linkModules(
        path.join(from, entry),
        path.join(to, entry),
        Object.fromEntries(
          Object.entries(own)
            .filter(([n]) => n.startsWith(`${entry}/`))
            .map(([n, d]) => [n.slice(entry.length + 1), d]),
        ),
      );
      continue;
    }
    fs.symlinkSync(own[entry] ?? fs.realpathSync(path.join(from, entry)), path.join(to, entry));
  }
}

/**
 * Builds a remote the way its team would after moving to another @conf/shared: from a copy of this
 * checkout where shared/package.json says `sharedVersion` and the remote's package.json asks for
 * `requires`. Nothing in the checkout itself changes. Returns the folder of the build.
 */
export function buildRemoteAgainstShared(o: {
  remote: string;
  sharedVersion: string;
  requires: string;
  label: string;
  workDir: string;
}): string {
  const copy = path.join(o.workDir, 'checkout');
  const out = path.join(o.workDir, 'dist');
  fs.rmSync(o.workDir, { recursive: true, force: true });
  fs.mkdirSync(copy, { recursive: true });
  for (const file of ['pnpm-workspace.yaml', 'tsconfig.base.json']) fs.copyFileSync(path.join(ROOT, file), path.join(copy, file));
  fs.cpSync(path.join(ROOT, 'build'), path.join(copy, 'build'), { recursive: true });
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(copy, 'node_modules'));

  const shared = path.join(copy, 'shared');
  for (const part of ['src', 'tsconfig.json']) fs.cpSync(path.join(ROOT, 'shared', part), path.join(shared, part), { recursive: true });
  fs.writeFileSync(
    path.join(shared, 'package.json'),
    JSON.stringify({ ...readJson(path.join(ROOT, 'shared/package.json')), version: o.sharedVersion }),
  );
  fs.symlinkSync(path.join(ROOT, 'shared/node_modules'), path.join(shared, 'node_modules'));

  const remote = path.join(copy, o.remote);
  for (const part of ['src', 'tsconfig.json', 'webpack.config.js'])
    fs.cpSync(path.join(ROOT, o.remote, part), path.join(remote, part), { recursive: true });
  const pkg = readJson(path.join(ROOT, o.remote, 'package.json'));
  fs.writeFileSync(
    path.join(remote, 'package.json'),
    JSON.stringify({ ...pkg, dependencies: { ...pkg.dependencies, '@conf/shared': `workspace:${o.requires}` } }),
  );
  linkModules(path.join(ROOT, o.remote, 'node_modules'), path.join(remote, 'node_modules'), { '@conf/shared': shared });

  execFileSync(path.join(ROOT, 'node_modules/.bin/webpack'), ['--mode', 'production'], {
    cwd: remote,
    env: { ...process.env, OUT_DIR: out, BUILD_LABEL: o.label },
    stdio: 'pipe',
  });
  return out;
}

import fs from 'node:fs';
import path from 'node:path';

// The static imports of a source file: `import … from 'x'`, `import 'x'` and `export … from 'x'`, not `import type`
// (erased) nor `import('x')` (a later step of its own).
const STATIC_IMPORT = /^\s*(?:import(?!\s+type\b)(?:[\s\w{},*]+from)?|export\s+(?!type\b)[\s\w{},*]+from)\s*['"]([^'"]+)['"]/gm;

/** Every module the file evaluates with it: the packages it reaches through static imports, however indirectly. */
function staticReach(file: string, seen = new Set<string>(), packages = new Set<string>()): Set<string> {
  if (seen.has(file)) return packages;
  seen.add(file);
  for (const [, spec] of fs.readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
    if (!spec.startsWith('.')) {
      packages.add(spec);
      continue;
    }
    const base = path.resolve(path.dirname(file), spec);
    const found = ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((f) => fs.existsSync(f));
    if (found) staticReach(found, seen, packages);
  }
  return packages;
}

it('starts with nothing that evaluates React DOM or the shared library in its first task', () => {
  const reached = staticReach(path.join(__dirname, 'bootstrap.ts'));
  expect(reached).toContain('@module-federation/enhanced/runtime');
  expect([...reached].filter((p) => p === '@conf/shared' || p.startsWith('react-dom') || p === 'mobx')).toEqual([]);
});

it('follows imports however indirect, so the check above can fail', () => {
  // The tab bar's loader imports the shared library: were the bootstrap to import it, the check would see it.
  expect(staticReach(path.join(__dirname, 'layout/loadTabBar.ts'))).toContain('@conf/shared');
  expect(staticReach(path.join(__dirname, 'app.tsx'))).toContain('@conf/shared');
});

it('evaluates, one per task before the shared library, every react-vant component and MobX package it imports', () => {
  const parts = fs.readFileSync(path.join(__dirname, 'boot/sharedLibraryParts.ts'), 'utf8');
  const listed = [...parts.matchAll(/import\('([^']+)'\)/g)].map(([, spec]) => spec);
  const imported = [...staticReach(path.join(__dirname, '../../shared/src/index.ts'))].filter(
    (p) => p.startsWith('react-vant/es/') || p.startsWith('mobx'),
  );
  expect(imported.length).toBeGreaterThan(5);
  expect(imported.filter((p) => !listed.includes(p))).toEqual([]);
});

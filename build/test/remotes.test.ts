import fs from 'node:fs';
import path from 'node:path';
import { labelOf, ownerOf, remotes } from '../remotes.cjs';

// Each remote's pages are routed to it by the shell through build/remotes.cjs: a route of its src/routes.tsx
// outside its prefixes would be sent to another remote (or the shell's 404) and never shown.
const root = path.resolve(__dirname, '../..');

/** The paths of a remote's <Route path="..."> (the catch-all "*" aside), with each `:param` as a sample segment. */
function routePaths(dir: string): string[] {
  const source = fs.readFileSync(path.join(root, dir, 'src/routes.tsx'), 'utf8');
  return [...source.matchAll(/<Route\s+path="([^"]+)"/g)]
    .map((m) => m[1])
    .filter((p) => p !== '*')
    .map((p) => p.replace(/:\w+\??/g, '1'));
}

describe('the remotes table', () => {
  it.each(remotes.map((r) => [r.name, r.dir]))('every route of %s (%s/src/routes.tsx) falls under its prefixes', (name, dir) => {
    const paths = routePaths(dir);
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.filter((p) => ownerOf(p) !== name)).toEqual([]);
  });

  it('names each remote once, with its own folder, dev port and a Chinese label', () => {
    for (const key of ['name', 'dir', 'devPort'] as const) expect(new Set(remotes.map((r) => r[key])).size).toBe(remotes.length);
    for (const r of remotes) {
      expect(fs.existsSync(path.join(root, r.dir, 'src/routes.tsx'))).toBe(true);
      expect(labelOf(r.name)).toMatch(/^[\u4e00-\u9fa5]+$/);
    }
    expect(labelOf('mf_unknown')).toBe('mf_unknown');
  });

  it('gives a path to one remote only: no prefix is claimed twice', () => {
    const prefixes = remotes.flatMap((r) => r.prefixes);
    expect(new Set(prefixes).size).toBe(prefixes.length);
  });
});

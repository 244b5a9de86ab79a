import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

// docs/architecture.md's newcomer's path: `node scripts/where.mjs <page route>` names the file of the page.
// Page routes only: an API call builds the server first, which the server's own tests cover.
const root = path.resolve(__dirname, '../..');
const where = (...routes: string[]) => spawnSync(process.execPath, ['scripts/where.mjs', ...routes], { cwd: root, encoding: 'utf8' });

describe('scripts/where.mjs', () => {
  it.each([
    ['/hotel/detail/1', 'mf-hotel/src/routes.tsx', 'mf-hotel/src/features/hotels/pages/HotelDetailPage.tsx'],
    ['/meeting/expert/search', 'mf-meeting/src/routes.tsx', 'mf-meeting/src/common/pages/ScopedSearchPage.tsx'],
    ['/verify/{id}/scan', 'mf-verify/src/routes.tsx', 'mf-verify/src/features/scan/pages/ScanPage.tsx'],
    ['/redirect', 'shell/src/router.tsx', 'shell/src/pages/RedirectPage.tsx'],
  ])('%s: its routes file and page file', (route, routesFile, pageFile) => {
    const run = where(route);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(routesFile);
    expect(run.stdout.trim().endsWith(pageFile)).toBe(true);
    expect(fs.existsSync(path.join(root, pageFile))).toBe(true);
  });

  it('says so and exits 1 for a route nobody handles', () => {
    const run = where('/hotel', '/hotel/list/1');
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/^\/hotel {2}→ {2}没有处理它的文件$/m);
    expect(run.stdout).toContain('mf-hotel/src/features/hotels/pages/HotelListPage.tsx');
  });
});

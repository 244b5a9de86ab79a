import type { Db } from '../db';
import type { ServerConfig } from '../config';
import { features } from '../features';

/**
 * Loads the demo data once. The marker row is claimed inside the same transaction, so two
 * instances starting together seed once, and a crash half way leaves nothing behind.
 */
export async function seedDemoData(db: Db, config: ServerConfig): Promise<boolean> {
  return db.tx(async (q) => {
    const claimed = await q.query("INSERT INTO app_meta (key, value) VALUES ('demo_seeded', 'yes') ON CONFLICT (key) DO NOTHING RETURNING key");
    if (claimed.length === 0) return false;
    for (const f of features) await f.seed?.(q, config);
    return true;
  });
}

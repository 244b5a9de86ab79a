import type { Db } from '../db';
import type { ServerConfig } from '../config';
import { features } from '../features';

/** Databases seeded before demo data came in steps had one marker for all of these. */
const FIRST_STEPS = ['platform', 'meeting', 'content', 'account', 'hotel', 'invoice', 'verify'];
const marker = (key: string) => `demo:${key}`;

/**
 * Runs the demo data steps this database has not had yet, each in its own transaction together with
 * its marker row: two instances starting together run each step once, and a crash half way through a
 * step leaves nothing of it behind. Answers the keys of the steps it ran.
 */
export async function seedDemoData(db: Db, config: ServerConfig): Promise<string[]> {
  await db.query(
    `INSERT INTO app_meta (key, value) SELECT 'demo:' || k, 'yes' FROM unnest($1::text[]) AS k
      WHERE EXISTS (SELECT 1 FROM app_meta WHERE key = 'demo_seeded') ON CONFLICT (key) DO NOTHING`,
    [FIRST_STEPS],
  );
  const ran: string[] = [];
  for (const step of features.flatMap((f) => f.demo ?? [])) {
    const done = await db.tx(
      async (q) => {
        const claimed = await q.query("INSERT INTO app_meta (key, value) VALUES ($1, 'yes') ON CONFLICT (key) DO NOTHING RETURNING key", [
          marker(step.key),
        ]);
        if (!claimed.length) return false;
        await step.run(q, config);
        return true;
      },
      { attempts: 1 },
    );
    if (done) ran.push(step.key);
  }
  return ran;
}

import type { Db } from '../src/db';
import { JobRunner, type Job } from '../src/core';
import { withMigratedDbs } from './helpers/testApp';
import { loadConfig } from '../src/config';

const config = loadConfig({});

describe('the job runner', () => {
  let db: Db;
  let second: Db;
  withMigratedDbs(async (dbs) => {
    ({ db, second } = dbs);
    await db.exec(
      'CREATE TABLE job_runs (id serial PRIMARY KEY, runner text, started_at timestamptz DEFAULT clock_timestamp(), overlapping int)',
    );
    await db.exec('CREATE TABLE job_active (n int NOT NULL); INSERT INTO job_active VALUES (0);');
  });

  /** A job that records each run and how many runs were active at once (it should always be 1). */
  const recorder = (runner: string, everyMs: number): Job => ({
    name: 'record',
    everyMs,
    async run(pool) {
      const [active] = await pool.query<{ n: number }>('UPDATE job_active SET n = n + 1 RETURNING n');
      await pool.query('SELECT pg_sleep(0.05)');
      await pool.query('INSERT INTO job_runs (runner, overlapping) VALUES ($1, $2)', [runner, active.n]);
      await pool.query('UPDATE job_active SET n = n - 1');
    },
  });

  it('runs a due job on exactly one of two instances ticking at the same time', async () => {
    const a = new JobRunner(db, config, [recorder('a', 60_000)]);
    const b = new JobRunner(second, config, [recorder('b', 60_000)]);
    await Promise.all([a.register(), b.register()]);
    const [ranA, ranB] = await Promise.all([a.tick(), b.tick()]);
    expect(ranA.length + ranB.length).toBe(1);
    // Not due again for a minute: more ticks run nothing.
    const again = await Promise.all([a.tick(), b.tick(), a.tick(), b.tick()]);
    expect(again.flat()).toEqual([]);
    const runs = await db.query<{ overlapping: number }>('SELECT overlapping FROM job_runs');
    expect(runs).toHaveLength(1);
    const [job] = await db.query<{ runs: number; lease_owner: string | null; last_error: string | null }>(
      "SELECT runs::int, lease_owner, last_error FROM jobs WHERE name = 'record'",
    );
    expect(job).toEqual({ runs: 1, lease_owner: null, last_error: null });
  });

  it('never overlaps runs while two instances tick in a loop', async () => {
    await db.query("UPDATE jobs SET next_run_at = now() WHERE name = 'record'");
    await db.query('DELETE FROM job_runs');
    const a = new JobRunner(db, config, [recorder('a', 0)]);
    const b = new JobRunner(second, config, [recorder('b', 0)]);
    for (let i = 0; i < 10; i += 1) await Promise.all([a.tick(), b.tick()]);
    const runs = await db.query<{ overlapping: number }>('SELECT overlapping FROM job_runs');
    expect(runs.length).toBeGreaterThanOrEqual(10);
    expect(runs.every((r) => r.overlapping === 1)).toBe(true);
  });

  it('takes over a job whose runner died mid-run once the lease runs out, and records a failing run', async () => {
    await db.query(
      "UPDATE jobs SET next_run_at = now(), lease_owner = 'dead:1', lease_until = now() + interval '1 hour' WHERE name = 'record'",
    );
    const failing: Job = { name: 'record', everyMs: 60_000, run: async () => Promise.reject(new Error('boom')) };
    const errors: string[] = [];
    const c = new JobRunner(db, config, [failing], (job) => errors.push(job));
    expect(await c.tick()).toEqual([]);
    await db.query("UPDATE jobs SET lease_until = now() - interval '1 second' WHERE name = 'record'");
    expect(await c.tick()).toEqual(['record']);
    expect(errors).toEqual(['record']);
    const [job] = await db.query<{ lease_owner: string | null; last_error: string }>(
      "SELECT lease_owner, last_error FROM jobs WHERE name = 'record'",
    );
    expect(job.lease_owner).toBeNull();
    expect(job.last_error).toContain('boom');
  });

  it('ticks on a timer until stopped', async () => {
    await db.query("UPDATE jobs SET next_run_at = now() WHERE name = 'record'");
    await db.query('DELETE FROM job_runs');
    const runner = new JobRunner(db, config, [recorder('timer', 0)]);
    runner.start(50);
    await new Promise((r) => setTimeout(r, 600));
    await runner.stop();
    const [n] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM job_runs');
    expect(n.n).toBeGreaterThanOrEqual(2);
    await new Promise((r) => setTimeout(r, 200));
    const [after] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM job_runs');
    expect(after.n).toBe(n.n);
  });
});

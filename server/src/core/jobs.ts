import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { Db } from '../db';
import type { ServerConfig } from '../config';

/** Periodic work of a feature, e.g. expiring unpaid orders. */
export interface Job {
  name: string;
  /** Time between the end of one run and the start of the next. */
  everyMs: number;
  /** Must itself be safe to repeat (conditional updates): a run cut off by a crash is run again. */
  run(db: Db, config: ServerConfig): Promise<unknown>;
}

/** A run that takes longer than this is presumed dead (its instance crashed) and may be taken over. */
const LEASE_MS = 60_000;

/**
 * Runs due jobs on one instance at a time: a run is claimed by a conditional update of the job's row
 * (due, and no live lease), so two instances ticking together cannot both claim it. The lease ends
 * when the run finishes; a crashed run's lease runs out and another instance takes the job over.
 */
export class JobRunner {
  readonly id = `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  private timer: NodeJS.Timeout | undefined;
  private ticking: Promise<void> | undefined;

  constructor(
    private readonly db: Db,
    private readonly config: ServerConfig,
    private readonly jobs: Job[],
    private readonly onError: (job: string, error: unknown) => void = () => undefined,
  ) {}

  async register(): Promise<void> {
    for (const job of this.jobs) await this.db.query('INSERT INTO jobs (name) VALUES ($1) ON CONFLICT (name) DO NOTHING', [job.name]);
  }

  /** Runs each due job that this instance can claim; answers the names it ran. */
  async tick(): Promise<string[]> {
    const ran: string[] = [];
    for (const job of this.jobs) {
      const claimed = await this.db.query(
        `UPDATE jobs SET lease_owner = $2, lease_until = now() + make_interval(secs => $3::float8 / 1000), last_started_at = now()
          WHERE name = $1 AND next_run_at <= now() AND (lease_until IS NULL OR lease_until < now()) RETURNING name`,
        [job.name, this.id, LEASE_MS],
      );
      if (!claimed.length) continue;
      let error: string | null = null;
      try {
        await job.run(this.db, this.config);
      } catch (e) {
        error = String((e as Error)?.stack ?? e).slice(0, 2000);
        this.onError(job.name, e);
      }
      await this.db.query(
        `UPDATE jobs SET lease_owner = NULL, lease_until = NULL, runs = runs + 1, last_finished_at = now(), last_error = $3,
                next_run_at = now() + make_interval(secs => $4::float8 / 1000)
          WHERE name = $1 AND lease_owner = $2`,
        [job.name, this.id, error, job.everyMs],
      );
      ran.push(job.name);
    }
    return ran;
  }

  /** Ticks every `intervalMs` until stop(); a tick never overlaps the previous one. */
  start(intervalMs = 1000): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      if (this.ticking) return;
      this.ticking = this.tick()
        .then(() => undefined)
        .catch((e) => this.onError('tick', e))
        .finally(() => {
          this.ticking = undefined;
        });
    }, intervalMs);
    this.timer.unref();
  }

  /** Stops ticking and waits for a run in progress to finish. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.ticking;
  }
}

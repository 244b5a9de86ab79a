import type { FastifyInstance } from 'fastify';
import type { Db, Queryable } from '../db';
import type { ServerConfig } from '../config';
import type { Command } from '../cli/command';
import type { Job } from '../core/jobs';
import type { ApiTag } from '../http/openapi';
import type { LeadImage } from '../static/leadImages';
import type { FirstCalls } from '../static/firstAnswers';
import type { OrderKindDeclaration } from './orders';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: ServerConfig;
  }
}

/**
 * One step of demo data. Each step runs once per database, identified by its key, so a step added
 * later (a new feature, new demo rows of an old one) also reaches a database seeded before it existed.
 */
export interface DemoStep {
  key: string;
  run(q: Queryable, config: ServerConfig): Promise<void>;
}

/** A slice of the API: its routes, demo data, periodic jobs and admin commands. */
export interface Feature {
  name: string;
  /** Its section of the OpenAPI document: every route of the slice is tagged with it. */
  tag: ApiTag;
  routes(app: FastifyInstance): void;
  /** Demo data steps, run in list order after those of the features before it. */
  demo?: DemoStep[];
  /** Periodic work, run by the job runner on one instance at a time. */
  jobs?: Job[];
  /** Organisers' commands of this slice in the admin CLI. */
  commands?: Command[];
  /** Its pages' lead pictures, preloaded and shown first by the shell's HTML. */
  leadImages?: LeadImage[];
  /** Its pages' first public calls, answered in the shell's HTML. */
  firstCalls?: FirstCalls[];
  /** What its kinds of order do besides the common steps (orders/kinds.ts). */
  orderKinds?: OrderKindDeclaration[];
}

import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import type { ServerConfig } from '../config';
import type { Command } from '../cli/command';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: ServerConfig;
  }
}

/** A slice of the API: its routes, and the demo data it loads on first start. */
export interface Feature {
  name: string;
  routes(app: FastifyInstance): void;
  /** Runs once, in one transaction, on a database without demo data; features seed in list order. */
  seed?(db: import('../db').Queryable, config: ServerConfig): Promise<void>;
  /** Organisers' commands of this slice in the admin CLI. */
  commands?: Command[];
}

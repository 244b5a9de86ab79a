import type { FastifyRequest } from 'fastify';
import type { TObject } from '@sinclair/typebox';
import type { Queryable } from '../../../db';
import type { AuditActor } from '../../../core';
import { sanitizeRichText } from '../../../lib/richText';

/** What a write hook knows: the transaction, the meeting (null for the site's banners), who is writing. */
export interface WriteContext {
  q: Queryable;
  meetingId: number | null;
  req: FastifyRequest;
  actor: AuditActor;
}

/**
 * One kind of content the console edits, described once: its routes (list, create, edit, delete, order)
 * are made from this by routes.ts. The tables are the ones the attendee pages read, so a save shows there at once.
 */
export interface ContentKind {
  /** The path segment and the audit action's prefix: experts, schedules, exhibitors, articles, downloads, banners. */
  name: string;
  /** What one is called, in Chinese (「专家」). */
  noun: string;
  /** The table of the record that has the `version`. */
  table: string;
  /** A meeting's content, or the whole site's (home banners, platform admins only). */
  scope: 'meeting' | 'platform';
  /**
   * What a create sends (@conf/contract's ExpertInput...): the fields, each with a Chinese title for the validation
   * messages; an edit sends any of them.
   */
  input: TObject;
  /** The record as the console lists and saves it (@conf/contract's ConsoleExpert...): what `select` gives. */
  record: TObject;
  /** Fields holding rich text: sanitised as imported texts are. */
  rich?: string[];
  /** Fields that are not columns of `table`: written by `afterSave`. */
  virtual?: string[];
  /** The console's columns of a record, over `t` (and what `from` joins). */
  select: string;
  /** The rows of the scope, `$1` the meeting id (null for the site's). */
  from: string;
  order: string;
  /** Ordered by hand (上移/下移, drag): the table with the `sort` column and its key. Else ordered by `order`. */
  sort?: { table: string; key: string; column: string };
  /** Column values added on create (defaults that depend on other fields, the meeting id). */
  createDefaults?: (cols: Record<string, unknown>, ctx: WriteContext) => Promise<Record<string, unknown>> | Record<string, unknown>;
  /** Columns computed from virtual fields (an article's category), checks across fields; runs before a create or an edit. */
  prepare?: (body: Record<string, unknown>, cols: Record<string, unknown>, ctx: WriteContext, id?: number) => Promise<void> | void;
  /** Writes the virtual fields (a session's speakers) after the record's own columns. */
  afterSave?: (id: number, body: Record<string, unknown>, ctx: WriteContext) => Promise<void>;
  /** Replaces the plain INSERT (an expert may already exist: it is linked to the meeting). */
  insert?: (cols: Record<string, unknown>, ctx: WriteContext) => Promise<number>;
  /** Replaces the plain DELETE (an expert leaves the meeting but stays at the others). */
  remove?: (id: number, ctx: WriteContext) => Promise<void>;
  /** Refuses an edit the caller may not make (an expert shared with a meeting they do not manage). */
  mayChange?: (id: number, ctx: WriteContext) => Promise<void>;
}

/** The column values of the fields present in the body: texts trimmed, rich texts sanitised. */
export function columnsOf(kind: ContentKind, body: Record<string, unknown>): Record<string, unknown> {
  const cols: Record<string, unknown> = {};
  for (const key of Object.keys(kind.input.properties)) {
    const value = body[key];
    if (value === undefined || kind.virtual?.includes(key)) continue;
    cols[key] = kind.rich?.includes(key) ? sanitizeRichText(value as string) : typeof value === 'string' ? value.trim() : value;
  }
  return cols;
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type TObject } from '@sinclair/typebox';
import { ContentDeleted, ContentList, ContentOrder, ContentVersion, Id } from '@conf/contract';
import { audit, saveVersioned, STALE_VERSION } from '../../../core';
import type { Queryable } from '../../../db';
import { AUTH } from '../../../http/auth';
import { ok } from '../../../http/envelope';
import { BizError } from '../../../lib/errors';
import type { AdminRule } from '../access';
import { columnsOf, type ContentKind, type WriteContext } from './kind';
import { meetingParams, meetingThing } from '../routes/schemas';

const VERSION = Id('版本号');
export const itemParams = (kind: ContentKind) =>
  kind.scope === 'meeting' ? meetingThing('item_id', `${kind.noun}ID`) : Type.Object({ item_id: Id(`${kind.noun}ID`) });

/** Where a kind's routes live: under the meeting (its owner and operators), or the site's (platform admins). */
export function basePath(kind: ContentKind): string {
  return kind.scope === 'meeting' ? `/api/admin/meetings/:id/content/${kind.name}` : `/api/admin/content/${kind.name}`;
}

export function ruleOf(kind: ContentKind): { auth: true; admin: AdminRule } {
  return kind.scope === 'meeting'
    ? { ...AUTH, admin: { permission: 'content.write', on: 'meeting' } }
    : { ...AUTH, admin: { permission: 'banners.write', on: 'caller' } };
}

export const contextOf = (q: Queryable, req: FastifyRequest): WriteContext => ({
  q,
  meetingId: req.adminMeetingId,
  req,
  actor: { userId: req.access.userId, ip: req.ip },
});

/** One record as the console shows it, if it belongs to the scope. */
export async function present(kind: ContentKind, q: Queryable, meetingId: number | null, id: number) {
  const [row] = await q.query(`SELECT ${kind.select} FROM ${kind.from} AND t.id = $2`, [meetingId, id]);
  return row as Record<string, unknown> | undefined;
}

/** Refuses a required text that is only spaces: the schema's minLength counts them. */
function checkRequired(kind: ContentKind, cols: Record<string, unknown>) {
  for (const key of kind.input.required ?? []) {
    if (cols[key] === '') throw new BizError(`${(kind.input.properties[key] as { title: string }).title}不能为空`);
  }
}

export const actionOf = (kind: ContentKind, verb: string) => `content.${kind.name}.${verb}`;
export const targetOf = (kind: ContentKind, id: number) => `${kind.table}:${id}`;

/** The version the editor loaded no longer the record's: refused with the record as it is now. */
async function stale(kind: ContentKind, ctx: WriteContext, id: number): Promise<never> {
  throw new BizError(STALE_VERSION, { current: await present(kind, ctx.q, ctx.meetingId, id) });
}

/** Creates the record with its columns (and `extra` ones not from a form: an upload's file) and the virtual fields; answers its id. */
export async function createRecord(
  kind: ContentKind,
  ctx: WriteContext,
  body: Record<string, unknown>,
  extra: Record<string, unknown> = {},
): Promise<number> {
  const cols = { ...columnsOf(kind, body), ...extra };
  checkRequired(kind, cols);
  await kind.prepare?.(body, cols, ctx);
  Object.assign(cols, await kind.createDefaults?.(cols, ctx));
  if (kind.scope === 'meeting' && !kind.insert) cols.meeting_id = ctx.meetingId;
  if (kind.sort && !kind.insert) {
    const [{ next }] = await ctx.q.query<{ next: number }>(
      `SELECT COALESCE(max(${kind.sort.column}) + 1, 0)::int AS next FROM ${kind.from}`,
      [ctx.meetingId],
    );
    cols.sort = next;
  }
  const id = kind.insert ? await kind.insert(cols, ctx) : await insertRow(ctx.q, kind.table, cols);
  await kind.afterSave?.(id, body, ctx);
  await audit(ctx.q, {
    actor: ctx.actor,
    meetingId: ctx.meetingId,
    action: actionOf(kind, 'create'),
    target: targetOf(kind, id),
    after: await present(kind, ctx.q, ctx.meetingId, id),
  });
  return id;
}

async function insertRow(q: Queryable, table: string, cols: Record<string, unknown>): Promise<number> {
  const names = Object.keys(cols);
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO ${table} (${names.join(', ')}) VALUES (${names.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
    names.map((n) => cols[n]),
  );
  return row.id;
}

/** The record of the scope with this id, locked, and its version compared; else refused. */
export async function lockedInScope(kind: ContentKind, ctx: WriteContext, id: number, version: number) {
  const [row] = await ctx.q.query<{ version: number }>(`SELECT t.version FROM ${kind.from} AND t.id = $2 FOR UPDATE OF t`, [
    ctx.meetingId,
    id,
  ]);
  if (!row) throw new BizError(`${kind.noun}不存在`);
  if (row.version !== version) await stale(kind, ctx, id);
}

/** A kind's five routes: list, create, edit (with the version it was loaded at), delete, and the order. */
export function kindRoutes(server: FastifyInstance, kind: ContentKind): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const base = basePath(kind);
  const config = ruleOf(kind);
  const params = kind.scope === 'meeting' ? meetingParams : undefined;
  const item = kind.record;

  app.get(
    base,
    { config, schema: { summary: `${kind.noun}列表（后台）`, ...(params ? { params } : {}), answer: ContentList(item) } },
    async (req) =>
      ok({
        list: await app.db.query(
          `SELECT ${kind.select} FROM ${kind.from} ORDER BY ${kind.sort ? `${kind.sort.column}, ` : ''}${kind.order}`,
          [req.adminMeetingId],
        ),
      }),
  );

  if (kind.name !== 'downloads') {
    app.post(
      base,
      { config, schema: { summary: `新增${kind.noun}`, ...(params ? { params } : {}), body: kind.input, answer: item } },
      async (req) => {
        const row = await app.db.tx(async (q) => {
          const ctx = contextOf(q, req);
          return present(kind, q, ctx.meetingId, await createRecord(kind, ctx, req.body));
        });
        return ok(row, '已添加');
      },
    );
  }

  app.patch(
    `${base}/:item_id`,
    {
      config,
      schema: {
        summary: `修改${kind.noun}（带上读取时的版本号；他人已先保存时不作改动，答复最新内容）`,
        params: itemParams(kind),
        body: Type.Object({ ...Type.Partial(kind.input).properties, version: VERSION }),
        answer: item,
      },
    },
    async (req) => {
      const id = req.params.item_id;
      const row = await app.db.tx(async (q) => {
        const ctx = contextOf(q, req);
        await lockedInScope(kind, ctx, id, req.body.version);
        await kind.mayChange?.(id, ctx);
        const cols = columnsOf(kind, req.body);
        checkRequired(kind, cols);
        await kind.prepare?.(req.body, cols, ctx, id);
        await saveVersioned(q, {
          table: kind.table,
          id,
          version: req.body.version,
          set: cols,
          audit: { actor: ctx.actor, meetingId: ctx.meetingId, action: actionOf(kind, 'update'), target: targetOf(kind, id) },
          notFound: `${kind.noun}不存在`,
        });
        if (Object.keys(cols).length === 0) await q.query(`UPDATE ${kind.table} SET version = version + 1 WHERE id = $1`, [id]);
        await kind.afterSave?.(id, req.body, ctx);
        return present(kind, q, ctx.meetingId, id);
      });
      return ok(row, '已保存');
    },
  );

  app.delete(
    `${base}/:item_id`,
    {
      config,
      schema: {
        summary: `删除${kind.noun}（带上读取时的版本号）`,
        params: itemParams(kind),
        querystring: ContentVersion,
        answer: ContentDeleted,
      },
    },
    async (req) => {
      const id = req.params.item_id;
      await app.db.tx(async (q) => {
        const ctx = contextOf(q, req);
        await lockedInScope(kind, ctx, id, req.query.version);
        const before = await present(kind, q, ctx.meetingId, id);
        if (kind.remove) await kind.remove(id, ctx);
        else await q.query(`DELETE FROM ${kind.table} WHERE id = $1`, [id]);
        await audit(q, {
          actor: ctx.actor,
          meetingId: ctx.meetingId,
          action: actionOf(kind, 'delete'),
          target: targetOf(kind, id),
          before,
        });
      });
      return ok({ id }, '已删除');
    },
  );

  if (kind.sort) orderRoute(server, kind, base, config, params);
}

/** The order the attendee pages list them in: every record of the scope, in the new order. */
function orderRoute(
  server: FastifyInstance,
  kind: ContentKind,
  base: string,
  config: ReturnType<typeof ruleOf>,
  params: TObject | undefined,
) {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const sort = kind.sort!;
  app.put(
    `${base}/order`,
    {
      config,
      schema: {
        summary: `调整${kind.noun}顺序（按新顺序给出全部ID）`,
        ...(params ? { params } : {}),
        body: ContentOrder,
        answer: ContentOrder,
      },
    },
    async (req) => {
      const { ids } = req.body;
      await app.db.tx(async (q) => {
        const ctx = contextOf(q, req);
        // Locked in their current order, so two reorders one after the other each see the other's result.
        const rows = await q.query<{ id: number }>(`SELECT t.id FROM ${kind.from} ORDER BY ${sort.column}, ${kind.order} FOR UPDATE OF t`, [
          ctx.meetingId,
        ]);
        const before = rows.map((r) => r.id);
        if (before.length !== ids.length || !ids.every((id) => before.includes(id))) throw new BizError('列表已有变化，请刷新后再调整顺序');
        for (const [i, id] of ids.entries())
          await q.query(
            `UPDATE ${sort.table} SET sort = $2 WHERE ${sort.key} = $1${kind.scope === 'meeting' ? ' AND meeting_id = $3' : ''}`,
            kind.scope === 'meeting' ? [id, i, ctx.meetingId] : [id, i],
          );
        await audit(q, {
          actor: ctx.actor,
          meetingId: ctx.meetingId,
          action: actionOf(kind, 'reorder'),
          target: kind.scope === 'meeting' ? `meeting:${ctx.meetingId}` : kind.table,
          before,
          after: ids,
        });
      });
      return ok({ ids }, '顺序已保存');
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Id, NamedList } from '@conf/contract';
import { ok } from '../../../http/envelope';
import { fail } from '../../../lib/errors';
import { one } from '../../../db';

/** Provinces and cities, sectors and sub-sectors: two-level reference lists read the same way. */
function twoLevel(
  server: FastifyInstance,
  table: 'areas' | 'sectors',
  paths: { parents: string; children: string },
  param: string,
  labels: { parents: string; children: string; parent: string; missing: string },
) {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  app.get(paths.parents, { schema: { summary: labels.parents, answer: NamedList } }, async () =>
    ok(await app.db.query(`SELECT id, name FROM ${table} WHERE parent_id IS NULL ORDER BY sort, id`)),
  );
  app.get(
    paths.children,
    {
      schema: {
        summary: labels.children,
        answer: NamedList,
        querystring: Type.Object({ [param]: Id(labels.parent) }),
      },
    },
    async (req) => {
      const parentId = req.query[param];
      if (!(await one(app.db, `SELECT 1 FROM ${table} WHERE id = $1 AND parent_id IS NULL`, [parentId]))) return fail(labels.missing);
      return ok(await app.db.query(`SELECT id, name FROM ${table} WHERE parent_id = $1 ORDER BY sort, id`, [parentId]));
    },
  );
}

export function referenceRoutes(app: FastifyInstance): void {
  twoLevel(app, 'areas', { parents: '/api/wyms/area/province', children: '/api/wyms/area/city' }, 'province_id', {
    parents: '省份列表',
    children: '省份下的城市',
    parent: '省份ID',
    missing: '省份不存在',
  });
  twoLevel(app, 'sectors', { parents: '/api/wyms/sector/parent', children: '/api/wyms/sector/child' }, 'parent_id', {
    parents: '一级行业',
    children: '一级行业下的二级行业',
    parent: '行业ID',
    missing: '行业不存在',
  });
}

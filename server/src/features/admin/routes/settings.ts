import type { FastifyInstance } from 'fastify';
import { AUTH } from '../../../http/auth';
import { ok } from '../../../http/envelope';
import { consoleSettings, saveSettings, type SettingChange } from '../../platform';
import { int, str } from './schemas';

// No meeting role has settings.write: only a platform admin passes (the rule is the caller's own).
const SETTINGS = { ...AUTH, admin: { permission: 'settings.write', on: 'caller' } } as const;

const list = { type: 'object', properties: { list: { type: 'array', items: { type: 'object', properties: { key: str, value: str, version: int } } } } };

/** The whole site's settings (theme colour, texts, the bank account for transfers), for platform admins. */
export function settingsConsoleRoutes(app: FastifyInstance): void {
  app.get('/api/admin/settings', { config: SETTINGS, schema: { summary: '站点设置（每项带 version）', answer: list } }, async () => ok({ list: await consoleSettings(app.db) }));

  app.put<{ Body: { changes: SettingChange[] } }>(
    '/api/admin/settings',
    {
      config: SETTINGS,
      schema: {
        summary: '保存改动的站点设置（每项带其 version；已被他人修改时整体拒绝）；用户端立即生效',
        body: {
          type: 'object',
          required: ['changes'],
          additionalProperties: false,
          properties: {
            changes: {
              type: 'array',
              title: '改动',
              minItems: 1,
              maxItems: 20,
              items: { type: 'object', required: ['key', 'value', 'version'], properties: { key: str, value: { type: 'string', maxLength: 50000 }, version: { type: 'integer', minimum: 0 } } },
            },
          },
        },
        answer: list,
      },
    },
    async (req) => {
      await app.db.tx((q) => saveSettings(q, { userId: req.access.userId, ip: req.ip }, req.body.changes));
      return ok({ list: await consoleSettings(app.db) }, '设置已保存');
    },
  );
}

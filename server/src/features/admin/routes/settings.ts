import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { SiteSettingList, SiteSettingsSave } from '@conf/contract';
import { AUTH } from '../../../http/auth';
import { ok } from '../../../http/envelope';
import { consoleSettings, saveSettings } from '../../platform';

// No meeting role has settings.write: only a platform admin passes (the rule is the caller's own).
const SETTINGS = { ...AUTH, admin: { permission: 'settings.write', on: 'caller' } } as const;

/** The whole site's settings (theme colour, texts, the bank account for transfers), for platform admins. */
export function settingsConsoleRoutes(server: FastifyInstance): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/admin/settings',
    { config: SETTINGS, schema: { summary: '站点设置（每项带 version）', answer: SiteSettingList } },
    async () => ok({ list: await consoleSettings(app.db) }),
  );

  app.put(
    '/api/admin/settings',
    {
      config: SETTINGS,
      schema: {
        summary: '保存改动的站点设置（每项带其 version；已被他人修改时整体拒绝）；用户端立即生效',
        body: SiteSettingsSave,
        answer: SiteSettingList,
      },
    },
    async (req) => {
      await app.db.tx((q) => saveSettings(q, { userId: req.access.userId, ip: req.ip }, req.body.changes));
      return ok({ list: await consoleSettings(app.db) }, '设置已保存');
    },
  );
}

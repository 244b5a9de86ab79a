import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { revokeToken } from '../../http/tokens';
import { DEFAULT_THEME_COLOR, readSettings } from './settings';

/** Public configuration keys the app may read. */
const PUBLIC_CONFIG = ['theme_colors', 'site_name', 'service_phone'];

async function textPage(app: FastifyInstance, key: string, title: string) {
  const s = await readSettings(app.db, [key]);
  return ok({ title, content: s[key] ?? '' });
}

export function platformRoutes(app: FastifyInstance): void {
  app.get('/api/health', async () => {
    await app.db.query('SELECT 1');
    return ok({ status: 'ok', database: app.db.kind });
  });

  // Not an envelope: the spec's session call returns an object with `user`, or nothing of it.
  app.get('/api/_auth/session', async (req) => (req.user ? { user: req.user } : {}));
  app.delete('/api/_auth/session', async (req) => {
    if (req.token) await revokeToken(app.db, req.token);
    return {};
  });

  app.get('/api/wyms/config/config', async () => {
    const s = await readSettings(app.db, PUBLIC_CONFIG);
    return ok({ ...s, theme_colors: s.theme_colors || DEFAULT_THEME_COLOR });
  });
  app.get('/api/wyms/config/agreement', () => textPage(app, 'agreement', '用户协议'));
  app.get('/api/wyms/config/privacy', () => textPage(app, 'privacy', '隐私政策'));
  app.get('/api/wyms/config/platform_introduction', () => textPage(app, 'platform_introduction', '平台介绍'));
}

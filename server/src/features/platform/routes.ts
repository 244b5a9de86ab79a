import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { RichText, RichTextInput, SiteConfig, TextPage } from '@conf/contract';
import { ok } from '../../http/envelope';
import { revokeToken, wechatApp } from '../account';
import { sanitizeRichText } from '../../lib/richText';
import { DEFAULT_THEME_COLOR, readSettings } from './settings';

/** Public configuration keys the app may read. */
const PUBLIC_CONFIG = ['theme_colors', 'site_name', 'service_phone'];

/** The texts of the settings pages: rich text, sanitised by readSettings. */
const TEXT_PAGES = [
  { key: 'agreement', title: '用户协议' },
  { key: 'privacy', title: '隐私政策' },
  { key: 'platform_introduction', title: '平台介绍' },
];

const HEALTH = Type.Object({ status: Type.Literal('ok'), database: Type.String() });
/** checck_user_login: 1 with the caller (the session's user, as /api/_auth/session shows it), or 0 and null. */
const LoginState = Type.Object({
  is_login: Type.Integer(),
  user: Type.Union([
    Type.Object({
      id: Type.Integer(),
      username: Type.String(),
      nickname: Type.String(),
      mobile: Type.String(),
      email: Type.Union([Type.String(), Type.Null()]),
      avatar: Type.String(),
      roles: Type.Array(Type.String()),
    }),
    Type.Null(),
  ]),
});

export function platformRoutes(server: FastifyInstance): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/api/health', { schema: { summary: '健康检查（含数据库）', answer: HEALTH } }, async () => {
    await app.db.query('SELECT 1');
    return ok({ status: 'ok', database: app.db.kind });
  });

  // Generated from the routes' schemas when first asked for; the schemas stay the single source.
  app.get('/api/openapi.json', { schema: { summary: 'OpenAPI 3 接口文档', answerMedia: 'application/json' } }, async () => app.swagger());

  // Not an envelope: the spec's session call returns an object with `user`, or nothing of it.
  app.get(
    '/api/_auth/session',
    { schema: { summary: '当前会话（返回 {user} 或 {}，不是信封）', answerMedia: 'application/json' } },
    async (req) => (req.user ? { user: req.user } : {}),
  );
  app.delete('/api/_auth/session', { schema: { summary: '结束当前会话（注销令牌）', answerMedia: 'application/json' } }, async (req) => {
    if (req.token) await revokeToken(app.db, req.token);
    return {};
  });
  // The spec's member call for the same session, in the envelope: is_login 1 with the user, or 0.
  app.post(
    '/api/ms.member/checck_user_login',
    { schema: { summary: '是否已登录（同 /api/_auth/session，信封格式）', answer: LoginState } },
    async (req) => ok({ is_login: req.user ? 1 : 0, user: req.user ?? null }),
  );

  // Whether the pages offer WeChat sign-in, and QR login on desktops (in production only with real apps configured).
  const wechatLogin = wechatApp(app.config).available ? 1 : 0;
  const wechatQrLogin = wechatApp(app.config, 'website').available ? 1 : 0;
  app.get('/api/wyms/config/config', { schema: { summary: '站点配置（主题色、是否提供微信登录等）', answer: SiteConfig } }, async () => {
    const s = await readSettings(app.db, PUBLIC_CONFIG);
    return ok({ ...s, theme_colors: s.theme_colors || DEFAULT_THEME_COLOR, wechat_login: wechatLogin, wechat_qr_login: wechatQrLogin });
  });
  // HTML that reaches a page by other means than our rows (an Editor entry's text travels in the URL)
  // is sanitised here too, so no page renders HTML the server has not sanitised.
  app.post(
    '/api/common/rich_text',
    {
      schema: {
        summary: '净化富文本（页面只显示经服务器净化的 HTML）',
        body: RichTextInput,
        answer: RichText,
      },
    },
    async (req) => ok({ content: sanitizeRichText(req.body.content) }),
  );

  for (const page of TEXT_PAGES) {
    app.get(`/api/wyms/config/${page.key}`, { schema: { summary: `${page.title}（富文本，已净化）`, answer: TextPage } }, async () => {
      const s = await readSettings(app.db, [page.key]);
      return ok({ title: page.title, content: s[page.key] ?? '' });
    });
  }
}

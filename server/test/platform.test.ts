import { createTestApp, tokenFor, type TestApp } from './helpers/testApp';
import { currentUser } from '../src/http/auth';
import { ok } from '../src/http/envelope';
import { hashToken } from '../src/features/account/auth/sessions';
import { platformCommands } from '../src/features/platform/commands';

describe('platform API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      extend(app) {
        app.get('/api/test/me', async (req) => ok(currentUser(req)));
        app.post(
          '/api/test/echo',
          {
            schema: {
              body: {
                type: 'object',
                required: ['mobile'],
                properties: {
                  mobile: { type: 'string', title: '手机号', pattern: '^1\\d{10}$' },
                  count: { type: 'integer', title: '数量', minimum: 1 },
                },
              },
            },
          },
          async (req) => ok(req.body),
        );
        app.get('/api/test/boom', async () => {
          throw new Error('secret internals');
        });
        // Statements the database refuses, as a handler that did not expect it would send them.
        const refused: Record<string, string> = {
          unique: "INSERT INTO settings (key, value) VALUES ('site_name', 'x')",
          foreign: "INSERT INTO contacts (user_id, name, mobile) VALUES (2147483647, 'x', '13800138000')",
          check: "UPDATE users SET status = 'banned' WHERE id = 1",
          range: "SELECT '2147483648'::int",
        };
        app.get<{ Params: { kind: string } }>('/api/test/refused/:kind', async (req) => ok(await app.db.query(refused[req.params.kind])));
      },
    });
  });
  afterAll(() => t.close());

  it('answers health with the envelope', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ code: 1, msg: '成功', data: { status: 'ok' } });
    expect(typeof body.time).toBe('number');
  });

  it('serves the theme colour and the texts', async () => {
    expect((await t.app.inject('/api/wyms/config/config')).json().data.theme_colors).toBe('#675643');
    for (const [url, title] of [
      ['/api/wyms/config/agreement', '用户协议'],
      ['/api/wyms/config/platform_introduction', '平台介绍'],
    ]) {
      const data = (await t.app.inject(url)).json().data;
      expect(data.title).toBe(title);
      expect(data.content.length).toBeGreaterThan(20);
    }
  });

  it('gives 401 without a token, with an unknown one and with an expired one', async () => {
    expect((await t.app.inject('/api/test/me')).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/test/me', headers: { token: 'nope' } })).statusCode).toBe(401);
    const token = await tokenFor(t.db, '13800138000');
    await t.db.query("UPDATE user_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1", [hashToken(token)]);
    const res = await t.app.inject({ url: '/api/test/me', headers: { token } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 0, msg: '登录已过期，请重新登录' });
  });

  it('accepts the token from the header only, and stores only its hash', async () => {
    const token = await tokenFor(t.db, '13800138000');
    expect((await t.app.inject({ url: '/api/test/me', headers: { token } })).json().data.mobile).toBe('13800138000');
    expect((await t.app.inject({ url: '/api/test/me', headers: { cookie: `token=${token}` } })).statusCode).toBe(401);
    const stored = await t.db.query('SELECT 1 FROM user_tokens WHERE token_hash = $1', [token]);
    expect(stored).toHaveLength(0);
  });

  it('reports the session and forgets it on DELETE', async () => {
    const token = await tokenFor(t.db, '13900139000');
    const session = (await t.app.inject({ url: '/api/_auth/session', headers: { token } })).json();
    expect(session.user).toMatchObject({ mobile: '13900139000', roles: ['verifier'] });
    expect((await t.app.inject('/api/_auth/session')).json()).toEqual({});
    await t.app.inject({ method: 'DELETE', url: '/api/_auth/session', headers: { token } });
    expect((await t.app.inject({ url: '/api/_auth/session', headers: { token } })).json()).toEqual({});
  });

  it('names the field in validation errors, in Chinese, for JSON and form bodies alike', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/api/test/echo', payload: {} });
    expect(missing.statusCode).toBe(200);
    expect(missing.json()).toMatchObject({ code: 0, msg: '手机号不能为空' });
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'mobile=123',
    });
    expect(form.json()).toMatchObject({ code: 0, msg: '手机号格式不正确' });
    const low = await t.app.inject({ method: 'POST', url: '/api/test/echo', payload: { mobile: '13800138000', count: 0 } });
    expect(low.json()).toMatchObject({ code: 0, msg: '数量不能小于1' });
    const good = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'mobile=13800138000&count=2',
    });
    expect(good.json()).toMatchObject({ code: 1, data: { mobile: '13800138000', count: 2 } });
  });

  it('never leaks internals: malformed JSON is a 400 envelope, a crash a 500 envelope without a stack', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"mobile":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 0, msg: '请求内容不是正确的 JSON' });
    const boom = await t.app.inject('/api/test/boom');
    expect(boom.statusCode).toBe(500);
    expect(boom.body).not.toContain('secret internals');
    expect(boom.json()).toMatchObject({ code: 0, msg: '服务器繁忙，请稍后重试' });
  });

  it('turns what the database refuses into a business message, not a 500', async () => {
    const expected: Record<string, string> = {
      unique: '数据已存在，请勿重复提交',
      foreign: '关联的数据不存在或已被删除',
      check: '数据不符合规则，请检查后重试',
      range: '参数超出范围或格式不正确',
    };
    for (const [kind, msg] of Object.entries(expected)) {
      const res = await t.app.inject(`/api/test/refused/${kind}`);
      expect({ kind, status: res.statusCode, body: res.json() }).toMatchObject({ kind, status: 200, body: { code: 0, msg, data: null } });
    }
  });

  describe('rich-text settings, from every writer', () => {
    const setConfig = (args: Record<string, string>) => platformCommands.find((c) => c.name === 'set-config')!.run(t.db, args);
    const HOSTILE =
      '<h3>条款</h3><p onclick="steal()">正文<script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">链接</a></p><iframe src="https://evil.example"></iframe>';

    it('set-config sanitises agreement, privacy and introduction on write, and says it did', async () => {
      for (const [key, url] of [
        ['agreement', '/api/wyms/config/agreement'],
        ['privacy', '/api/wyms/config/privacy'],
        ['platform_introduction', '/api/wyms/config/platform_introduction'],
      ]) {
        expect(await setConfig({ key, value: HOSTILE })).toBe(`已设置 ${key}（已移除不允许的 HTML 内容）`);
        const [row] = await t.db.query<{ value: string }>('SELECT value FROM settings WHERE key = $1', [key]);
        expect(row.value).toBe('<h3>条款</h3><p>正文<img src="x" /><a rel="noopener noreferrer">链接</a></p>');
        expect((await t.app.inject(url)).json().data.content).toBe(row.value);
      }
      expect(await setConfig({ key: 'agreement', value: '<p>干净的<strong>协议</strong></p>' })).toBe('已设置 agreement');
    });

    it('sanitises on read too, whatever wrote the row', async () => {
      await t.db.query("UPDATE settings SET value = $1 WHERE key = 'privacy'", [HOSTILE]);
      const content = (await t.app.inject('/api/wyms/config/privacy')).json().data.content as string;
      expect(content).not.toMatch(/script|onerror|onclick|javascript:|iframe/);
      expect(content).toContain('<h3>条款</h3>');
    });

    it('sanitises HTML from elsewhere (an Editor entry in the URL) for the page that shows it', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/common/rich_text', payload: { content: HOSTILE } });
      expect(res.json()).toMatchObject({
        code: 1,
        data: { content: '<h3>条款</h3><p>正文<img src="x" /><a rel="noopener noreferrer">链接</a></p>' },
      });
      const form = await t.app.inject({
        method: 'POST',
        url: '/api/common/rich_text',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'name=x',
      });
      expect(form.json()).toMatchObject({ code: 0, msg: '内容不能为空' });
    });

    it('set-config refuses keys the site does not read', async () => {
      await expect(setConfig({ key: 'agrement', value: 'x' })).rejects.toThrow(/^未知的配置项 agrement/);
    });
  });

  it('answers unknown API paths with a 404 envelope', async () => {
    const res = await t.app.inject('/api/wyms/nothing');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(0);
  });
});

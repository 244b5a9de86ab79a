import { createTestApp, loginAs, postApi, type TestApp } from './helpers/testApp';

jest.setTimeout(30_000);

// The spec's POST calls answer what their wyms counterparts (and the session) answer.
describe('ms.meeting/get_meeting_info, ms.meeting/get_article_detail, ms.member/checck_user_login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(() => t.close());

  it('get_meeting_info is the meeting detail', async () => {
    const [{ id }] = await t.db.query<{ id: number }>('SELECT id FROM meetings WHERE published ORDER BY id LIMIT 1');
    const wyms = (await t.app.inject({ url: `/api/wyms/meeting/meeting/details?id=${id}` })).json();
    expect(await postApi(t.app, '/api/ms.meeting/get_meeting_info', { id })).toMatchObject({ code: 1, data: wyms.data });
    expect(await postApi(t.app, '/api/ms.meeting/get_meeting_info', { id: 999999 })).toMatchObject({ code: 0 });
    expect(await postApi(t.app, '/api/ms.meeting/get_meeting_info', {})).toMatchObject({ code: 0 });
  });

  it('get_article_detail is the article detail, counting the read', async () => {
    const [{ id }] = await t.db.query<{ id: number }>('SELECT id FROM articles WHERE published ORDER BY id LIMIT 1');
    const wyms = (await t.app.inject({ url: `/api/wyms/article/details?id=${id}` })).json();
    const res = await postApi(t.app, '/api/ms.meeting/get_article_detail', { id });
    expect(res).toMatchObject({ code: 1, data: { ...wyms.data, views: wyms.data.views + 1 } });
    expect(await postApi(t.app, '/api/ms.meeting/get_article_detail', { id: 999999 })).toMatchObject({
      code: 0,
      msg: '文章不存在或已下线',
    });
  });

  it('checck_user_login says whether the token is a live session, with its user', async () => {
    expect(await postApi(t.app, '/api/ms.member/checck_user_login')).toMatchObject({ code: 1, data: { is_login: 0, user: null } });
    const token = await loginAs(t.app, '13800138000');
    const session = (await t.app.inject({ url: '/api/_auth/session', headers: { token } })).json();
    expect(await postApi(t.app, '/api/ms.member/checck_user_login', {}, { token })).toMatchObject({
      code: 1,
      data: { is_login: 1, user: session.user },
    });
  });
});

import Fastify from 'fastify';
import formbody from '@fastify/formbody';
import { loginAs, type TestApp } from './helpers/testApp';
import { createSiteApp } from './helpers/appsDir';
import { firstAnswersOf, firstCallKey, forLiveSessions, secondPage, tokenIfAny } from '../src/static/firstAnswers';
import { hashToken } from '../src/features/account/auth/sessions';
import { scheduleDay } from '../src/features/meeting/firstCalls';

type Envelope = { code: number; msg: string; time: number; data: unknown };

/** The answers block of a page, parsed, or undefined when the page has none. */
function answersOf(html: string): Record<string, Envelope> | undefined {
  const block = /<script type="application\/json" id="first-answers"(?: data-whole)?>(.*?)<\/script>/s.exec(html);
  return block ? JSON.parse(block[1]) : undefined;
}

/** The block of the answers the server asked with the visitor's token, or undefined when the page has none. */
function signedInOf(html: string): Record<string, Envelope> | undefined {
  const block = /<script type="application\/json" id="first-answers-signed-in">(.*?)<\/script>/s.exec(html);
  return block ? JSON.parse(block[1]) : undefined;
}

/** An answer without its `time` (the second the server answered in), for comparing two answers of one call. */
const timeless = ({ time: _time, ...rest }: Envelope) => rest;

describe("the shell's page answers the first calls of the page it opens", () => {
  let t: TestApp;
  let site: Awaited<ReturnType<typeof createSiteApp>>;
  const page = (url: string) => site.page(url);
  const api = async (call: string) => (await t.app.inject(`/${call}`)).json<Envelope>();

  beforeAll(async () => {
    site = await createSiteApp();
    t = site.t;
  }, 120_000);
  afterAll(() => site.close());

  it("/ carries the config, the banners, the home page's meetings and news, as the API answers them", async () => {
    const answers = answersOf(await page('/'))!;
    const calls = [
      'api/wyms/config/config',
      'api/wyms/home_banner/index',
      'api/wyms/meeting/meeting/index?limit=3&page=1',
      'api/wyms/article/index?limit=4&page=1&scope=news',
    ];
    expect(Object.keys(answers).sort()).toEqual([...calls].sort());
    for (const call of calls) {
      expect(answers[call].code).toBe(1);
      expect(timeless(answers[call])).toEqual(timeless(await api(call)));
    }
    expect((answers['api/wyms/meeting/meeting/index?limit=3&page=1'].data as { data: unknown[] }).data).toHaveLength(3);
  });

  it("an organiser's text with replacement patterns ($&, $') is carried as written, the page around it intact", async () => {
    const [m] = await t.db.query<{ id: number; title: string }>('SELECT id, title FROM meetings WHERE published ORDER BY id LIMIT 1');
    const title = "年会 $& $' $$ $` 特价";
    await t.db.query('UPDATE meetings SET title = $1 WHERE id = $2', [title, m.id]);
    try {
      const html = await page(`/meeting/home/${m.id}`);
      const answers = answersOf(html)!;
      expect((answers[`api/wyms/meeting/meeting/details?id=${m.id}`].data as { title: string }).title).toBe(title);
      expect(html.match(/<\/head>/g)).toHaveLength(1);
      expect(html.match(/<\/body>/g)).toHaveLength(1);
      expect(html.match(/<title>/g)).toHaveLength(1);
    } finally {
      await t.db.query('UPDATE meetings SET title = $1 WHERE id = $2', [m.title, m.id]);
    }
  });

  it("/meeting/home/{id} carries the meeting and its page's entries; a meeting nobody may see, the API's refusal", async () => {
    const [m] = await t.db.query<{ id: number }>('SELECT id FROM meetings WHERE published ORDER BY id LIMIT 1');
    const answers = answersOf(await page(`/meeting/home/${m.id}?pc=1`))!;
    const details = `api/wyms/meeting/meeting/details?id=${m.id}`;
    const pageData = `api/wyms/meeting/meeting/get_page_data?id=${m.id}`;
    const applyState = `api/wyms/meeting/meeting_apply/index?meeting_id=${m.id}`;
    expect(Object.keys(answers).sort()).toEqual(['api/wyms/config/config', details, pageData, applyState].sort());
    expect(timeless(answers[details])).toEqual(timeless(await api(details)));
    expect(timeless(answers[applyState])).toEqual(timeless(await api(applyState)));
    expect(timeless(answers[pageData])).toEqual(timeless(await api(pageData)));
    expect(answers[details].data).toMatchObject({ id: m.id });

    // The id as the page reads it.
    expect(Object.keys(answersOf(await page(`/meeting/home/0${m.id}`))!)).toContain(details);

    const missing = answersOf(await page('/meeting/home/999999'))!;
    const refusal = await api('api/wyms/meeting/meeting/details?id=999999');
    expect(refusal.code).toBe(0);
    expect(missing['api/wyms/meeting/meeting/details?id=999999']).toMatchObject({ code: 0, msg: refusal.msg });
  });

  it('the other public pages carry their first calls, with the ids they read from their path or their query', async () => {
    const [m] = await t.db.query<{ id: number }>('SELECT id FROM meetings WHERE published ORDER BY id LIMIT 1');
    const pages: Array<[string, string[]]> = [
      ['/meetingList', ['api/wyms/meeting/meeting/index?page=1']],
      [
        `/meeting/search/result?keyword=${encodeURIComponent('杭州')}`,
        [`api/wyms/meeting/meeting/index?keyword=${encodeURIComponent('杭州')}&page=1`],
      ],
      [`/meeting/info/${m.id}`, ['details', 'pay_information', 'timeline'].map((w) => `api/wyms/meeting/meeting/${w}?id=${m.id}`)],
      [`/meeting/information/introduction?id=${m.id}`, [`api/wyms/meeting/meeting/content?id=${m.id}`]],
      [`/meeting/information/download?id=0${m.id}`, [`api/wyms/meeting/meeting_data_download/index?id=${m.id}&page=1`]],
      ['/meeting/schedule/detail?id=1', ['api/wyms/meeting/meeting_schedule/details?id=1']],
      [`/meeting/expert/detail?id=1&meeting_id=${m.id}`, [`api/wyms/expert/details?id=1&meeting_id=${m.id}`]],
      ['/meeting/expert/detail?id=1', ['api/wyms/expert/details?id=1']],
      [`/meeting/article/home/${m.id}`, [`api/wyms/meeting/article/index?id=${m.id}&page=1`]],
      ['/meeting/article/detail/1', ['api/wyms/meeting/article/details?id=1']],
      ['/article/detail/1', ['api/wyms/article/details?id=1']],
      ['/share/article?id=1', ['api/wyms/article/details?id=1']],
      ['/setting/agreement', ['api/wyms/config/agreement']],
      ['/setting/introduce', ['api/wyms/config/platform_introduction']],
    ];
    for (const [url, calls] of pages) {
      const answers = answersOf(await page(url))!;
      expect([url, Object.keys(answers).sort()]).toEqual([url, ['api/wyms/config/config', ...calls].sort()]);
      // An article's details count a view at each ask: the page's answer is one ask, the test's the next.
      const unviewed = (e: Envelope) => ({ ...timeless(e), data: { ...(e.data as object), views: undefined } });
      for (const call of calls) expect(unviewed(answers[call])).toEqual(unviewed(await api(call)));
    }
  });

  it('other pages carry the config only: a page whose calls depend on more than its address, or whose id is not one', async () => {
    for (const url of [
      '/meeting/home/abc',
      '/meeting/information/introduction?id=abc',
      '/meeting/information/introduction',
      '/meeting/expert/home?id=abc',
      '/meeting/schedule/home',
      '/meeting/information/detail?name=x',
      '/mine',
      '/hotel/detail/abc',
      '/coupons/share/abc',
    ]) {
      expect(Object.keys(answersOf(await page(url))!)).toEqual(['api/wyms/config/config']);
    }
  });

  it("a list's page carries its first page, and its second when the first says there is one (a short first page asks at once)", async () => {
    const keyword = (k: string) => encodeURIComponent(k);
    const pages: Array<[string, string[]]> = [
      [
        '/meeting/expert/home?id=1',
        ['api/wyms/meeting/meeting_expert/index?id=1&page=1', 'api/wyms/meeting/meeting_expert/index?id=1&page=2'],
      ],
      [
        `/meeting/expert/result?id=1&keyword=${keyword('陈')}`,
        [`api/wyms/meeting/meeting_expert/index?id=1&keyword=${keyword('陈')}&page=1`],
      ],
      [
        '/meeting/exhibitor/home?id=1',
        ['api/wyms/meeting/meeting_exhibitor/index?id=1&page=1', 'api/wyms/meeting/meeting_exhibitor/index?id=1&page=2'],
      ],
      [
        `/meeting/exhibitor/result?id=1&keyword=${keyword('医')}`,
        [1, 2].map((n) => `api/wyms/meeting/meeting_exhibitor/index?id=1&keyword=${keyword('医')}&page=${n}`),
      ],
      ['/article/meeting', ['api/wyms/article/index?page=1&scope=meeting', 'api/wyms/article/index?page=2&scope=meeting']],
      ['/article/news', ['api/wyms/article/article_cat', 'api/wyms/article/index?page=1', 'api/wyms/article/index?page=2']],
    ];
    for (const [url, calls] of pages) {
      const answers = answersOf(await page(url))!;
      expect([url, Object.keys(answers).sort()]).toEqual([url, ['api/wyms/config/config', ...calls].sort()]);
      for (const call of calls) expect(timeless(answers[call])).toEqual(timeless(await api(call)));
    }
    // The demo's lists: more than a page each but the results for 陈, which end at the first.
    const single = answersOf(await page(`/meeting/expert/result?id=1&keyword=${keyword('陈')}`))!;
    expect(single[`api/wyms/meeting/meeting_expert/index?id=1&keyword=${keyword('陈')}&page=1`].data).toMatchObject({ last_page: 1 });
  });

  it("the programme carries its days and the sessions of the day it opens at: the one in its address, else today's, else the first", async () => {
    const days = (await api('api/wyms/meeting/meeting_schedule/date_list?id=1')).data as Array<{ date: string }>;
    expect(days.length).toBeGreaterThan(1);
    const opening = scheduleDay(days, null)!;
    for (const [url, day] of [
      ['/meeting/schedule/home?id=1', opening],
      [`/meeting/schedule/home?id=1&day=${days[1].date}`, days[1].date],
      ['/meeting/schedule/home?id=1&day=2000-01-01', opening],
    ]) {
      const answers = answersOf(await page(url))!;
      const sessions = `api/wyms/meeting/meeting_schedule/index?date=${day}&id=1&page=1`;
      expect([url, Object.keys(answers).sort()]).toEqual([
        url,
        ['api/wyms/config/config', 'api/wyms/meeting/meeting_schedule/date_list?id=1', sessions].sort(),
      ]);
      expect(timeless(answers[sessions])).toEqual(timeless(await api(sessions)));
    }
    // Today when the meeting is on, else its first day.
    expect(scheduleDay(days, null, new Date(`${days[1].date}T12:00:00+08:00`))).toBe(days[1].date);
    expect(scheduleDay(days, null, new Date(`${days[1].date}T23:30:00+08:00`))).toBe(days[1].date);
    expect(scheduleDay(days, null, new Date('2000-01-01T12:00:00+08:00'))).toBe(days[0].date);
    expect(scheduleDay(undefined, null)).toBeUndefined();
  });

  it('/diy/home carries its design and the calls of its blocks, with their limits', async () => {
    const answers = answersOf(await page('/diy/home'))!;
    const design = 'api/wyms/meeting/meeting/get_page_data?page=diy_home';
    const blocks = (answers[design].data as { blocks: Array<{ type: string; limit?: number }> }).blocks;
    const meetings = blocks.find((b) => b.type === 'meetings')!;
    const news = blocks.find((b) => b.type === 'articles')!;
    const calls = [
      design,
      'api/wyms/home_banner/index',
      `api/wyms/meeting/meeting/index?limit=${meetings.limit ?? 3}&page=1`,
      `api/wyms/article/index?limit=${news.limit ?? 4}&page=1&scope=news`,
    ];
    expect(Object.keys(answers).sort()).toEqual(['api/wyms/config/config', ...calls].sort());
    for (const call of calls) expect(timeless(answers[call])).toEqual(timeless(await api(call)));
  });

  it('answers the POSTs some pages read with (a hotel, a coupon to share, a text from the address), filed under POST', async () => {
    const post = async (url: string, payload: Record<string, string>) =>
      (
        await t.app.inject({
          method: 'POST',
          url,
          payload: new URLSearchParams(payload).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        })
      ).json<Envelope>();
    const [hotel] = await t.db.query<{ id: number }>('SELECT id FROM hotels ORDER BY id LIMIT 1');
    const [coupon] = await t.db.query<{ id: number }>("SELECT id FROM coupons WHERE kind = 'coupon' ORDER BY id LIMIT 1");
    const content = '<p onclick="x()">地铁 &amp; 公交</p><script>alert(1)</script>';
    const pages: Array<[string, string, string, Record<string, string>]> = [
      [
        `/hotel/detail/${hotel.id}`,
        `POST api/ms.hotel/get_hotel_detail?id=${hotel.id}`,
        '/api/ms.hotel/get_hotel_detail',
        { id: String(hotel.id) },
      ],
      [
        `/coupons/share/${coupon.id}`,
        `POST api/ms.coupon/get_coupon_share?coupon_id=${coupon.id}`,
        '/api/ms.coupon/get_coupon_share',
        { coupon_id: String(coupon.id) },
      ],
      [
        `/meeting/information/detail?name=${encodeURIComponent('交通指南')}&content=${encodeURIComponent(content)}`,
        `POST api/common/rich_text?${new URLSearchParams({ content })}`,
        '/api/common/rich_text',
        { content },
      ],
    ];
    for (const [url, key, route, body] of pages) {
      const html = await page(url);
      const answers = answersOf(html)!;
      expect([url, Object.keys(answers).sort()]).toEqual([url, ['api/wyms/config/config', key].sort()]);
      expect(answers[key].code).toBe(1);
      expect(timeless(answers[key])).toEqual(timeless(await post(route, body)));
      expect(html).not.toContain('<script>alert(1)');
    }
    expect((answersOf(await page(pages[2][0]))![pages[2][1]].data as { content: string }).content).not.toContain('script');
  });

  it("marks whole the pages that ask a visitor to log in and call nothing (a meeting's hotels, the attendee records, the forms)", async () => {
    const forms = [
      '/meeting/apply/2',
      '/hotel/reserve/1',
      '/contact/edit?id=1',
      '/mine/infomation',
      '/setting/changepwd',
      '/setting/mobile',
    ];
    const orders = [
      '/invoice/edit?orders=M1',
      '/invoice/titleAdd',
      '/order/detail?order_sn=M1',
      '/order/ticket',
      '/payment/alipay?order_sn=M1',
    ];
    for (const url of ['/hotel/list/1', '/test-attendee', ...forms, ...orders]) {
      const html = await page(url);
      expect(html).toContain('id="first-answers" data-whole>');
      expect(Object.keys(answersOf(html)!)).toEqual(['api/wyms/config/config']);
    }
  });

  it('marks a sign-in or sign-up page whole (the config is all it calls): it needs the HTTP client only when the user acts', async () => {
    for (const url of ['/sign/byPwd', '/sign/msgCode', '/sign/signup']) {
      const html = await page(url);
      expect(html).toContain('id="first-answers" data-whole>');
      expect(Object.keys(answersOf(html)!)).toEqual(['api/wyms/config/config']);
    }
    for (const url of ['/', '/hotel/detail/1', '/sign/elsewhere', '/setting/elsewhere'])
      expect(await page(url)).not.toContain('data-whole');
  });

  it("/redirect carries its target's answers, whole as its target is, and none for a payment's return", async () => {
    const signIn = await page('/redirect?to=%2Fsign%2FbyPwd');
    expect(signIn).toContain('id="first-answers" data-whole>');
    expect(Object.keys(answersOf(signIn)!)).toEqual(['api/wyms/config/config']);
    const keyword = encodeURIComponent('杭州');
    const results = answersOf(await page(`/redirect?to=${encodeURIComponent(`/meeting/search/result?keyword=${keyword}`)}`))!;
    expect(Object.keys(results).sort()).toEqual(['api/wyms/config/config', `api/wyms/meeting/meeting/index?keyword=${keyword}&page=1`]);
    // `redirect`, as a login names it; a target off the site is home, as the page reads it.
    expect(Object.keys(answersOf(await page('/redirect?redirect=%2FmeetingList'))!)).toContain('api/wyms/meeting/meeting/index?page=1');
    const offSite = answersOf(await page('/redirect?to=https%3A%2F%2Fevil.example%2FmeetingList'))!;
    expect(Object.keys(offSite)).toContain('api/wyms/home_banner/index');
    // Back from paying: the order is asked afresh until the payment is confirmed.
    for (const url of ['/redirect?to=%2Forder%2Fdetail%3Forder_sn%3DM1', '/redirect?to=%2Fmine&out_trade_no=M1']) {
      const html = await page(url);
      expect(answersOf(html) ?? {}).toEqual({});
      expect(html).not.toContain('data-whole');
    }
  });

  describe("a logged-in user's page (the token cookie of the page request)", () => {
    let token: string;
    const visit = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });
    /** A form POST named as the first calls name it, asked as the apps ask it. */
    const post = async (call: string, withToken: string) => {
      const [route, fields = ''] = call.slice('POST '.length).split('?');
      const res = await t.app.inject({
        method: 'POST',
        url: `/${route}`,
        payload: fields,
        headers: { 'content-type': 'application/x-www-form-urlencoded', token: withToken },
      });
      return res.json<Envelope>();
    };
    const list =
      (route: string, fields: Record<string, string>, limit = 10) =>
      (page: number) =>
        `POST ${route}?${new URLSearchParams({ ...fields, limit: String(limit), page: String(page) })}`;
    const pages: Array<[string, string[], ((page: number) => string)?]> = [
      ['/order', [], list('api/ms.order/get_meeting_order_list', {})],
      ['/order?status=refund', [], list('api/ms.order/get_meeting_order_list', { status: 'refunding,refunded,cancelled,expired' })],
      ['/order?status=constructor', [], list('api/ms.order/get_meeting_order_list', {})],
      ['/order/hotel?status=paid', [], list('api/ms.order/get_hotel_order_list', { status: 'paid' })],
      ['/invoice', [], list('api/ms.invoice/get_my_invoice_list', { tab: 'orders' })],
      ['/invoice?id=01', [], list('api/ms.invoice/get_my_invoice_list', { meeting_id: '1', tab: 'orders' })],
      ['/invoice/title', [], list('api/ms.invoice/get_invocie_info_list', {}, 20)],
      ['/setting', []],
      ['/contact/person', ['POST api/ms.member/get_my_contact']],
      ['/contact/edit', []],
      ['/contact/edit?id=1', ['POST api/ms.member/get_my_contact']],
      ['/setting/changepwd', []],
      ['/mine/infomation', ['POST api/user/get_profile']],
      ['/invoice/titleAdd', []],
      ['/invoice/titleAdd?id=1', ['POST api/ms.invoice/get_user_invoice?id=1']],
      ['/coupons', [], list('api/ms.coupon/get_my_coupon_list', { state: 'unused' })],
      ['/message', [], list('api/ms.message/get_message_list', {})],
      ['/mine', ['POST api/ms.member/get_person_stat', 'POST api/ms.member/get_meeting_order_stat']],
      ['/hotel/list/1', [], list('api/ms.hotel/get_hotel_list', { meeting_id: '1' })],
      ['/test-attendee', [], (page) => `POST api/ms.member/get_my_applyer?page=${page}`],
    ];

    beforeAll(async () => {
      token = await loginAs(t.app, '13800138000');
    });

    it("gives /redirect its target's answers for that token, as the target's own page", async () => {
      const cookie = `token=${encodeURIComponent(token)}`;
      const own = signedInOf((await visit('/redirect?to=%2Fmine', cookie)).body)!;
      expect(Object.keys(own).sort()).toEqual(Object.keys(signedInOf((await visit('/mine', cookie)).body)!).sort());
      expect(Object.keys(own).length).toBeGreaterThan(0);
    });

    it('carries the answers the API gives that token, apart from the anonymous ones, the page whole and private', async () => {
      for (const [url, calls, paged] of pages) {
        const expected = [...calls];
        if (paged) {
          const first = await post(paged(1), token);
          expected.push(paged(1), ...((first.data as { last_page: number }).last_page > 1 ? [paged(2)] : []));
        }
        const res = await visit(url, `theme=dark; token=${encodeURIComponent(token)}`);
        expect(res.statusCode).toBe(200);
        const own = signedInOf(res.body) ?? {};
        expect([url, Object.keys(own).sort()]).toEqual([url, expected.map(firstCallKey).sort()]);
        for (const call of expected) {
          expect(own[firstCallKey(call)].code).toBe(1);
          expect(timeless(own[firstCallKey(call)])).toEqual(timeless(await post(call, token)));
        }
        expect([url, Object.keys(answersOf(res.body)!)]).toEqual([url, ['api/wyms/config/config']]);
        expect(res.body).toContain('id="first-answers" data-whole>');
        expect(res.body).not.toContain(token);
        expect(res.headers['cache-control']).toBe('private, no-cache, no-transform');
        expect(String(res.headers.vary)).toMatch(/\bCookie\b/i);
      }
      // The demo attendee's orders and messages, so the lists are not all empty.
      const orders = signedInOf((await visit('/order', `token=${token}`)).body)!;
      expect((orders['POST api/ms.order/get_meeting_order_list?limit=10&page=1'].data as { data: unknown[] }).data.length).toBeGreaterThan(
        0,
      );
    });

    it('the sign-up form carries the form; for a meeting taking sign-ups, its coupons to claim; the best coupon for the ticket it opens with', async () => {
      type Form = { apply_status: string; tickets: Array<{ sale_state: string; price: number }> };
      const states: string[] = [];
      for (const id of [1, 2]) {
        const formCall = `POST api/ms.meeting/get_apply_form?meeting_id=${id}`;
        const form = (await post(formCall, token)).data as Form;
        states.push(form.apply_status);
        const price = form.tickets.find((ticket) => ticket.sale_state === 'on_sale')?.price ?? 0;
        const expected = [
          formCall,
          ...(form.apply_status === 'open'
            ? [`POST api/ms.coupon/get_meeting_coupon_list?meeting_id=${id}`, `POST api/ms.coupon/get_meeting_red_packet?meeting_id=${id}`]
            : []),
          ...(price > 0 ? [`POST api/ms.coupon/get_best_coupon?amount=${price}&meeting_id=${id}`] : []),
        ];
        const res = await visit(`/meeting/apply/${id}`, `token=${token}`);
        const own = signedInOf(res.body)!;
        expect([id, Object.keys(own).sort()]).toEqual([id, expected.map(firstCallKey).sort()]);
        for (const call of expected) expect(timeless(own[firstCallKey(call)])).toEqual(timeless(await post(call, token)));
        expect(res.body).toContain('id="first-answers" data-whole>');
        expect(res.headers['cache-control']).toBe('private, no-cache, no-transform');
        // A visitor's: a login prompt, which calls nothing.
        const visitor = await visit(`/meeting/apply/${id}`);
        expect(signedInOf(visitor.body)).toBeUndefined();
        expect(visitor.body).toContain('id="first-answers" data-whole>');
      }
      // The demo's meeting 1 is under way (sign-up closed), meeting 2 takes sign-ups: both kinds of form were seen.
      expect(states).toEqual([expect.not.stringMatching(/^open$/), 'open']);
    });

    /** The page's own answers for that token, checked to be the API's, and their calls' keys. */
    const ownCalls = async (url: string) => {
      const res = await visit(url, `token=${token}`);
      expect([url, res.statusCode]).toEqual([url, 200]);
      expect([url, res.body]).toEqual([url, expect.stringContaining('id="first-answers" data-whole>')]);
      expect(res.headers['cache-control']).toBe('private, no-cache, no-transform');
      const own = signedInOf(res.body) ?? {};
      for (const [key, answer] of Object.entries(own)) {
        expect([key, answer.code]).toEqual([key, 1]);
        const again = key.startsWith('POST ')
          ? await post(key, token)
          : (await t.app.inject({ url: `/${key}`, headers: { token } })).json<Envelope>();
        // An unpaid order's hold counts down by the second between the two answers.
        const held = (e: Envelope) => ({ ...timeless(e), data: { ...(e.data as object), seconds_left: expect.any(Number) } });
        expect([key, timeless(answer)]).toEqual([key, key.includes('get_order_detail') ? held(again) : timeless(again)]);
      }
      return Object.keys(own).sort();
    };

    it("an order's pages carry its detail, its e-tickets once paid, the ways to pay it and its transfer vouchers, its ticket to print", async () => {
      const rows = await t.db.query<{ order_sn: string; kind: string; status: string; pay_type: string | null }>(
        "SELECT order_sn, kind, status, pay_type FROM orders WHERE user_id = (SELECT id FROM users WHERE mobile = '13800138000') ORDER BY id",
      );
      const paidMeeting = rows.find((o) => o.kind === 'meeting' && o.status === 'paid');
      const unpaid = rows.find((o) => o.status === 'unpaid');
      const refunded = rows.find((o) => o.status === 'refunded');
      expect(rows.map(({ kind, status }) => `${kind} ${status}`)).toEqual(
        expect.arrayContaining(['meeting paid', 'meeting unpaid', 'meeting refunded']),
      );
      const detail = (sn: string) => `POST api/ms.order/get_order_detail?order_sn=${sn}`;
      const tickets = (sn: string) => `api/wyms/meeting/meeting_apply/attendance_voucher?order_sn=${sn}`;
      expect(await ownCalls(`/order/detail?order_sn=${paidMeeting!.order_sn}`)).toEqual(
        [detail(paidMeeting!.order_sn), tickets(paidMeeting!.order_sn)].sort(),
      );
      for (const order of [unpaid!, refunded!])
        expect(await ownCalls(`/order/detail?order_sn=${order.order_sn}`)).toEqual([detail(order.order_sn)]);
      const payType = (sn: string) => `POST api/ms.order/get_pay_type?order_sn=${sn}`;
      expect(await ownCalls(`/payment/alipay?order_sn=${unpaid!.order_sn}`)).toEqual(
        [detail(unpaid!.order_sn), payType(unpaid!.order_sn)].sort(),
      );
      // Being paid by transfer: the page opens on the transfer and its vouchers.
      await t.db.query("UPDATE orders SET pay_type = 'offline' WHERE order_sn = $1", [unpaid!.order_sn]);
      try {
        expect(await ownCalls(`/payment/alipay?order_sn=${unpaid!.order_sn}`)).toEqual(
          [
            detail(unpaid!.order_sn),
            payType(unpaid!.order_sn),
            `api/wyms/meeting/meeting_apply/pay_voucher_details?order_sn=${unpaid!.order_sn}`,
          ].sort(),
        );
      } finally {
        await t.db.query('UPDATE orders SET pay_type = $2 WHERE order_sn = $1', [unpaid!.order_sn, unpaid!.pay_type]);
      }
      expect(await ownCalls(`/order/ticket?order_sn=${paidMeeting!.order_sn}`)).toEqual([
        `POST api/ms.member/get_print_ticket?order_sn=${paidMeeting!.order_sn}`,
      ]);
      // Not an order number: the page asks the server itself.
      for (const url of ['/order/detail?order_sn=M1', '/payment/alipay?order_sn=%27%3B', '/order/ticket']) {
        const res = await visit(url, `token=${token}`);
        expect([url, signedInOf(res.body)]).toEqual([url, undefined]);
        expect([url, res.body]).toEqual([url, expect.not.stringContaining('data-whole')]);
      }
    });

    it("an application for an invoice carries the titles to choose from; an application's page its detail too", async () => {
      const titles = 'POST api/ms.invoice/get_invocie_info_list?limit=20&page=1';
      expect(await ownCalls('/invoice/edit?orders=M2026010100000000000001')).toEqual([titles]);
      // An application of the demo attendee's, over an order still to invoice, with one of their titles.
      type Page = { data: Array<{ order_sn: string; id: number }> };
      const toInvoice = (await post('POST api/ms.invoice/get_my_invoice_list?tab=orders&page=1&limit=10', token)).data as Page;
      const title = ((await post(titles, token)).data as Page).data[0];
      const applied = await post(`POST api/ms.invoice/apply_invoice?order_sns=${toInvoice.data[0].order_sn}&title_id=${title.id}`, token);
      const { id } = applied.data as { id: number };
      expect(await ownCalls(`/invoice/edit?id=${id}`)).toEqual([`POST api/ms.invoice/get_my_invoice_info?id=${id}`, titles].sort());
    });

    it('the booking form carries its room type and the coupons for the stay it opens with: the asked one in the window, else the default', async () => {
      type Room = {
        meeting_id: number;
        block: { default_stay: { check_in: string; check_out: string } };
        nights: Array<{ night: string; price: number }>;
      };
      const roomCall = 'POST api/ms.hotel/get_room_detail?id=1';
      const room = (await post(roomCall, token)).data as Room;
      const priceOf = (from: string, to: string) =>
        room.nights.filter((n) => n.night >= from && n.night < to).reduce((sum, n) => sum + n.price, 0);
      const coupons = (amount: number) => `POST api/ms.coupon/select_coupon?amount=${amount}&meeting_id=${room.meeting_id}`;
      const { check_in, check_out } = room.block.default_stay;
      expect(priceOf(check_in, check_out)).toBeGreaterThan(0);
      // Asked once first, as the room is: the page waits 300 ms for its two rounds of answers, and a first call on a
      // busy machine (its code and queries not yet warm) may miss that.
      expect((await post(coupons(priceOf(check_in, check_out)), token)).code).toBe(1);
      expect(await ownCalls('/hotel/reserve/1')).toEqual([coupons(priceOf(check_in, check_out)), roomCall]);
      // One night of the window, asked for in the address.
      const [first, second] = room.nights.slice(-2);
      const asked = `/hotel/reserve/1?check_in=${first.night}&check_out=${second.night}`;
      expect(await ownCalls(asked)).toEqual([coupons(first.price), roomCall]);
      // A stay outside the window, or not a date: the default.
      for (const url of [
        '/hotel/reserve/1?check_in=2001-01-01&check_out=2001-01-03',
        '/hotel/reserve/1?check_in=x&check_out=y',
        `/hotel/reserve/1?check_in=${first.night}&check_out=2030-06-99`,
      ]) {
        expect(await ownCalls(url)).toEqual([coupons(priceOf(check_in, check_out)), roomCall]);
      }
    });

    it("gives a visitor, a stale or revoked token none of them: the visitor's page (a login prompt, whole), with the common header", async () => {
      const revoked = await loginAs(t.app, '13800138000');
      await t.db.query('UPDATE user_tokens SET revoked_at = now() WHERE token_hash = $1', [hashToken(revoked)]);
      const expired = await loginAs(t.app, '13800138000');
      await t.db.query("UPDATE user_tokens SET expires_at = now() - interval '1 minute' WHERE token_hash = $1", [hashToken(expired)]);
      for (const cookie of [undefined, 'token=nope', `token=${revoked}`, `token=${expired}`, 'token=%E0%A4%A']) {
        for (const [url] of pages) {
          const res = await visit(url, cookie);
          expect([cookie, url, res.statusCode]).toEqual([cookie, url, 200]);
          expect(signedInOf(res.body)).toBeUndefined();
          expect(res.body).toContain('id="first-answers" data-whole>');
          expect(Object.keys(answersOf(res.body)!)).toEqual(['api/wyms/config/config']);
          expect(res.headers['cache-control']).toBe('no-cache, no-transform');
          expect(String(res.headers.vary ?? '')).not.toMatch(/cookie/i);
        }
      }
    });

    it("a public page that reads with the token when there is one (a hotel, a coupon to share) carries that user's answer, whole", async () => {
      const cookie = `token=${encodeURIComponent(token)}`;
      for (const [url, call] of [
        ['/hotel/detail/1', 'POST api/ms.hotel/get_hotel_detail?id=1'],
        ['/coupons/share/1', 'POST api/ms.coupon/get_coupon_share?coupon_id=1'],
      ]) {
        const res = await visit(url, cookie);
        const own = signedInOf(res.body)!;
        expect([url, Object.keys(own)]).toEqual([url, [call]]);
        expect(own[call].code).toBe(1);
        expect(timeless(own[call])).toEqual(timeless(await post(call, token)));
        expect(res.body).toContain('id="first-answers" data-whole>');
        expect(String(res.headers.vary)).toMatch(/\bCookie\b/i);
        // Not asked anonymously as well: the page's call carries the token.
        expect(Object.keys(answersOf(res.body)!)).toEqual(['api/wyms/config/config']);
        // A visitor's page is not whole: it is not known to call nothing more.
        const visitor = await page(url);
        expect(answersOf(visitor)![call]).toBeDefined();
        expect(visitor).not.toContain('data-whole');
      }
    });

    it('keeps the anonymous answers of the other pages; a page that calls nothing is whole for a logged-in user too', async () => {
      const cookie = `token=${token}`;
      const home = await visit('/', cookie);
      expect(signedInOf(home.body)).toBeUndefined();
      expect(Object.keys(answersOf(home.body)!).sort()).toEqual(Object.keys(answersOf(await page('/'))!).sort());
      expect(home.headers['cache-control']).toBe('no-cache, no-transform');
      for (const url of ['/sign/byPwd', '/sign/checkCode?mobile=13800138000', '/meeting/search', '/meeting/expert/search?id=1']) {
        expect([url, await page(url)]).toEqual([url, expect.stringContaining('data-whole')]);
        const own = await visit(url, cookie);
        expect([url, own.body]).toEqual([url, expect.stringContaining('data-whole')]);
        expect(signedInOf(own.body)).toBeUndefined();
      }
    });
  });

  it('is sent compressed, the answers making it more than a few hundred bytes', async () => {
    const res = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache, no-transform');
  });

  it('is fresh at every request: the page answers with what the database holds now', async () => {
    const [first] = await t.db.query<{ id: number; title: string }>(
      'SELECT id, title FROM home_banners WHERE enabled ORDER BY sort, id LIMIT 1',
    );
    await t.db.query('UPDATE home_banners SET title = $2 WHERE id = $1', [first.id, '刚改的标题']);
    try {
      const banners = answersOf(await page('/'))!['api/wyms/home_banner/index'].data as { title: string }[];
      expect(banners.map((b) => b.title)).toContain('刚改的标题');
    } finally {
      await t.db.query('UPDATE home_banners SET title = $2 WHERE id = $1', [first.id, first.title]);
    }
  });

  it('keeps what the database holds inside the data block: a stored </script> cannot end it', async () => {
    const [first] = await t.db.query<{ id: number; title: string }>(
      'SELECT id, title FROM home_banners WHERE enabled ORDER BY sort, id LIMIT 1',
    );
    const tricky = '</script><script>alert(1)</script><!--';
    await t.db.query('UPDATE home_banners SET title = $2 WHERE id = $1', [first.id, tricky]);
    try {
      const html = await page('/');
      expect(html).not.toContain('<script>alert(1)');
      const banners = answersOf(html)!['api/wyms/home_banner/index'].data as { title: string }[];
      expect(banners.map((b) => b.title)).toContain(tricky);
    } finally {
      await t.db.query('UPDATE home_banners SET title = $2 WHERE id = $1', [first.id, first.title]);
    }
  });
});

describe('the answers of first calls', () => {
  it('are filed under the path and the query sorted by name, as the page files its calls', () => {
    expect(firstCallKey('api/a?page=1&limit=3&scope=news')).toBe('api/a?limit=3&page=1&scope=news');
    expect(firstCallKey('api/a')).toBe('api/a');
  });

  it('leave out a call that fails, answers with an HTTP error or is late: the page makes it itself', async () => {
    const app = Fastify();
    app.get('/api/fast', async () => ({ code: 1, msg: '', data: 'fast' }));
    app.get('/api/slow', () => new Promise((resolve) => setTimeout(() => resolve({ code: 1, msg: '', data: 'slow' }), 300)));
    app.get('/api/broken', async () => {
      throw new Error('boom');
    });
    await app.ready();
    const answers = firstAnswersOf(
      app,
      [
        { path: /^\/$/, calls: () => ['api/fast', 'api/slow', 'api/broken', 'api/missing'] },
        {
          path: /^\//,
          calls: () => {
            throw new Error('a declaration that cannot name its calls');
          },
        },
      ],
      50,
    );
    expect(await answers('/')).toEqual({
      answers: { 'api/fast': { code: 1, msg: '', data: 'fast' } },
      signedIn: {},
      whole: false,
      personal: false,
    });
    expect(await answers('/other')).toEqual({ answers: {}, signedIn: {}, whole: false, personal: false });
    await app.close();
  });

  it('call a page whole only when a declaration says so and every call of the page was answered', async () => {
    const app = Fastify();
    app.get('/api/config', async () => ({ code: 1, msg: '', data: 'config' }));
    app.get('/api/broken', async () => {
      throw new Error('boom');
    });
    await app.ready();
    const answers = firstAnswersOf(app, [
      { path: /^\//, calls: () => ['api/config'] },
      { path: /^\/form$/, calls: () => [], whole: true },
      { path: /^\/late-form$/, calls: () => ['api/broken'], whole: true },
    ]);
    expect(await answers('/form')).toEqual({
      answers: { 'api/config': { code: 1, msg: '', data: 'config' } },
      signedIn: {},
      whole: true,
      personal: false,
    });
    expect((await answers('/late-form')).whole).toBe(false);
    expect((await answers('/list')).whole).toBe(false);
    // A visitor's whole page is not a logged-in user's, whose page may call with the token: unless it says so too.
    expect((await answers('/form', '', 'tok')).whole).toBe(false);
    await app.close();
  });

  it('ask next what a declaration names from the first answers, round after round, within the one wait', async () => {
    const app = Fastify();
    app.get('/api/days', async () => ({ code: 1, msg: '', data: ['d1', 'd2'] }));
    app.get<{ Querystring: { day: string; page: string } }>('/api/sessions', async (req) => ({
      code: 1,
      msg: '',
      data: { day: req.query.day, current_page: Number(req.query.page), last_page: 2 },
    }));
    app.get('/api/slow', () => new Promise((resolve) => setTimeout(() => resolve({ code: 1, msg: '', data: { last_page: 2 } }), 80)));
    await app.register(formbody);
    app.post<{ Body: { id: string } }>('/api/read', async (req) => ({ code: 1, msg: '', data: `read ${req.body.id}` }));
    await app.ready();
    const answers = firstAnswersOf(
      app,
      [
        {
          path: /^\/programme$/,
          calls: () => ['api/days'],
          then: (data) => {
            const day = (data('api/days') as string[] | undefined)?.[0];
            const first = `api/sessions?day=${day}&page=1`;
            return day ? [first, ...secondPage(data, first, `api/sessions?day=${day}&page=2`)] : [];
          },
        },
        { path: /^\/slow$/, calls: () => ['api/slow'], then: (data) => secondPage(data, 'api/slow', 'api/sessions?day=x&page=2') },
        { path: /^\/read$/, calls: () => ['POST api/read?id=7'] },
      ],
      60,
    );
    const programme = await answers('/programme');
    expect(Object.keys(programme.answers).sort()).toEqual(['api/days', 'api/sessions?day=d1&page=1', 'api/sessions?day=d1&page=2']);
    expect(programme.answers['api/sessions?day=d1&page=2']).toMatchObject({ data: { day: 'd1', current_page: 2 } });
    // Past the wait, neither the late call nor what it would have named.
    expect(await answers('/slow')).toEqual({ answers: {}, signedIn: {}, whole: false, personal: false });
    expect((await answers('/read')).answers).toEqual({ 'POST api/read?id=7': { code: 1, msg: '', data: 'read 7' } });
    expect(firstCallKey('POST api/read?b=2&a=1')).toBe('POST api/read?a=1&b=2');
    await app.close();
  });

  it("ask a declaration's signedIn calls with the page's token, only when it has one; a refusal is left out", async () => {
    const app = Fastify();
    app.get('/api/public', async (req) => ({ code: 1, msg: '', data: req.headers.token ?? 'no token' }));
    app.get('/api/mine', async (req, reply) =>
      req.headers.token === 'good' ? { code: 1, msg: '', data: 'mine' } : reply.code(401).send({ code: 401, msg: '请先登录', data: null }),
    );
    await app.ready();
    const answers = firstAnswersOf(app, [
      { path: /^\//, calls: () => ['api/public'] },
      { path: /^\/mine$/, signedIn: true, whole: true, calls: () => ['api/mine'] },
      { path: /^\/prompt$/, calls: () => [], whole: true },
    ]);
    const publicAnswer = { 'api/public': { code: 1, msg: '', data: 'no token' } };
    expect(await answers('/mine')).toEqual({ answers: publicAnswer, signedIn: {}, whole: false, personal: false });
    expect(await answers('/mine', '', 'good')).toEqual({
      answers: publicAnswer,
      signedIn: { 'api/mine': { code: 1, msg: '', data: 'mine' } },
      whole: true,
      personal: true,
    });
    expect(await answers('/mine', '', 'stale')).toMatchObject({ signedIn: {}, whole: false });
    // A login prompt calls nothing for a visitor; the same page logged in calls with the token.
    expect((await answers('/prompt')).whole).toBe(true);
    expect((await answers('/prompt', '', 'good')).whole).toBe(false);
    // A token that is no live session is a visitor's.
    const live = forLiveSessions(answers, async (token) => token === 'good');
    expect(await live('/mine', '', 'stale')).toEqual({ answers: publicAnswer, signedIn: {}, whole: false, personal: false });
    expect((await live('/prompt', '', 'stale')).whole).toBe(true);
    expect((await live('/mine', '', 'good')).personal).toBe(true);
    await app.close();
  });

  it('ask a signedOut call for a visitor only, a tokenIfAny page anonymously or with the token, never both', async () => {
    const app = Fastify();
    app.get('/api/item', async (req) => ({ code: 1, msg: '', data: req.headers.token ?? 'anyone' }));
    await app.ready();
    const answers = firstAnswersOf(
      app,
      tokenIfAny(/^\/item$/, () => ['api/item']),
    );
    expect(await answers('/item')).toEqual({
      answers: { 'api/item': { code: 1, msg: '', data: 'anyone' } },
      signedIn: {},
      whole: false,
      personal: false,
    });
    expect(await answers('/item', '', 'good')).toEqual({
      answers: {},
      signedIn: { 'api/item': { code: 1, msg: '', data: 'good' } },
      whole: true,
      personal: true,
    });
    await app.close();
  });
});

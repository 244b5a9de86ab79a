import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from './helpers/testApp';
import { meetingCommands } from '../src/features/meeting/commands';
import { validateMeetingInput } from '../src/features/meeting/import/meetingInput';
import { importMeeting } from '../src/features/meeting/import/importMeeting';
import { readMeetingFile } from '../src/features/meeting/import/readMeetingFile';
import { generateDocument } from '../src/features/meeting/lib/documents';

const EXAMPLE = path.resolve(__dirname, '../examples/meeting.yaml');
const importCommand = meetingCommands.find((c) => c.name === 'import-meeting')!;

describe('meeting import (admin CLI)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  }, 60_000);
  afterAll(() => t.close());

  it('imports the shipped example file with everything in it', async () => {
    const msg = await importCommand.run(t.db, { file: EXAMPLE });
    expect(msg).toMatch(/^已导入会议「第三届西部文旅产业大会」，ID \d+（专家 2，日程 2，展商 1，文章 1，资料 2，入口 9）$/);
    const id = Number(/ID (\d+)/.exec(msg)![1]);
    const get = async (url: string) => (await t.app.inject(url)).json().data;
    expect(await get(`/api/wyms/meeting/meeting/details?id=${id}`)).toMatchObject({
      city: '成都市',
      venue: '成都世纪城国际会议中心',
      expert_count: 2,
    });
    const [{ checkin_opens_at: opens }] = await t.db.query<{ checkin_opens_at: Date }>(
      'SELECT checkin_opens_at FROM meetings WHERE id = $1',
      [id],
    );
    expect(opens.toISOString()).toBe('2027-09-15T06:00:00.000Z');
    const entries = (await get(`/api/wyms/meeting/meeting/get_page_data?id=${id}`)).entries;
    expect(entries.find((e: { type: string }) => e.type === 'Editor').content).toBe('<p>地铁 1 号线世纪城站 B 口出。</p>');
    const days = await get(`/api/wyms/meeting/meeting_schedule/date_list?id=${id}`);
    expect(days.map((d: { date: string }) => d.date)).toEqual(['2027-09-16', '2027-09-17']);
    const downloads = (await get(`/api/wyms/meeting/meeting_data_download/index?id=${id}`)).data;
    const receipt = await t.app.inject(downloads[1].url);
    expect(receipt.body).toBe(fs.readFileSync(path.resolve(__dirname, '../examples/files/报名回执.txt'), 'utf8'));
    // Pictures left empty are generated from the texts.
    expect((await get(`/api/wyms/meeting/meeting_expert/index?id=${id}`)).data[0].avatar).toMatch(/^\/api\/wyms\/media\/avatar\?text=/);
  });

  it('imports ticket types: price in fen, seats, limit, sale window (none means until the meeting starts) and refund deadline', async () => {
    const [m] = await t.db.query<{ id: number; start_at: Date }>(
      "SELECT id, start_at FROM meetings WHERE title = '第三届西部文旅产业大会'",
    );
    const res = await t.app.inject({ method: 'POST', url: '/api/ms.meeting/get_meeting_tickets', payload: { meeting_id: m.id } });
    const tickets = res.json().data;
    expect(tickets.map((x: { name: string; price: number; stock: number; limit: number }) => [x.name, x.price, x.stock, x.limit])).toEqual([
      ['早鸟票', 68000, 100, 5],
      ['标准票', 98000, 300, 5],
      ['学生票', 0, 50, 1],
    ]);
    expect(new Date(tickets[0].sale_end).toISOString()).toBe('2027-07-31T16:00:00.000Z');
    expect(new Date(tickets[1].sale_end).getTime()).toBe(m.start_at.getTime());
    expect(new Date(tickets[1].refund_deadline).toISOString()).toBe('2027-09-08T16:00:00.000Z');
  });

  it('imports partner hotels with room types and their blocks: nights, allotment, price per night, cut-off, longest stay, ticket required', async () => {
    const [m] = await t.db.query<{ id: number }>("SELECT id FROM meetings WHERE title = '第三届西部文旅产业大会'");
    const list = (await t.app.inject({ method: 'POST', url: '/api/ms.hotel/get_hotel_list', payload: { meeting_id: m.id } })).json().data;
    expect(list.data).toMatchObject([{ name: '世纪城天堂洲际大饭店', star: 5, ticket_required: true, min_price: 58800 }]);
    const room = (
      await t.app.inject({
        method: 'POST',
        url: '/api/ms.hotel/get_room_detail',
        payload: {
          id: (await t.app.inject({ method: 'POST', url: '/api/ms.hotel/get_hotel_detail', payload: { id: list.data[0].id } })).json().data
            .rooms[0].id,
        },
      })
    ).json().data;
    expect(room).toMatchObject({
      name: '豪华大床房',
      free_cancel_hours: 48,
      block: { first_night: '2027-09-14', last_night: '2027-09-17', max_nights: 4 },
    });
    expect(new Date(room.block.cutoff_at).toISOString()).toBe('2027-09-10T10:00:00.000Z');
    expect(room.nights).toEqual([
      { night: '2027-09-14', price: 58800, left: 10 },
      { night: '2027-09-15', price: 68800, left: 30 },
      { night: '2027-09-16', price: 68800, left: 30 },
      { night: '2027-09-17', price: 58800, left: 10 },
    ]);
  });

  it('names a bad hotel block and imports nothing', () => {
    const base = { title: '酒店校验', start_at: '2027-01-01T09:00:00+08:00', end_at: '2027-01-02T09:00:00+08:00' };
    const block = {
      first_night: '2026-12-31',
      last_night: '2027-01-01',
      cutoff_at: '2026-12-30T18:00:00+08:00',
      nights: [{ night: '2026-12-31', allotment: 5, price: 100 }],
    };
    expect(() => validateMeetingInput({ ...base, hotels: [{ name: '酒店', rooms: [{ name: '房', block }] }] })).toThrow(
      'hotels[0].rooms[0].block.nights：须按日期逐晚给出 2026-12-31 至 2027-01-01 的每一晚',
    );
    expect(() => validateMeetingInput({ ...base, hotels: [{ name: '酒店', rooms: [{ name: '房' }] }] })).toThrow(
      'hotels[0].rooms[0].block：每个房型需要房源（block）',
    );
    const badPrice = {
      ...block,
      nights: [
        { night: '2026-12-31', allotment: 5, price: -1 },
        { night: '2027-01-01', allotment: 5, price: 100 },
      ],
    };
    expect(() => validateMeetingInput({ ...base, hotels: [{ name: '酒店', rooms: [{ name: '房', block: badPrice }] }] })).toThrow(
      'hotels[0].rooms[0].block.nights[0].price：应为 0 至 100000000 之间的整数',
    );
  });

  it('names a bad ticket field and imports nothing', () => {
    const base = { title: '票种校验', start_at: '2027-01-01T09:00:00+08:00', end_at: '2027-01-02T09:00:00+08:00' };
    expect(() => validateMeetingInput({ ...base, tickets: [{ name: '票', price: 1.5, stock: 1 }] })).toThrow(
      'tickets[0].price：应为 0 至 100000000 之间的整数',
    );
    expect(() => validateMeetingInput({ ...base, tickets: [{ name: '票', price: 100, stock: -1 }] })).toThrow(
      'tickets[0].stock：应为 0 至 1000000 之间的整数',
    );
    expect(() => validateMeetingInput({ ...base, tickets: [{ name: '', price: 100, stock: 1 }] })).toThrow('tickets[0].name：不能为空');
    expect(() =>
      validateMeetingInput({
        ...base,
        tickets: [{ name: '票', price: 100, stock: 1, sale_start: '2026-12-01T00:00:00+08:00', sale_end: '2026-11-01T00:00:00+08:00' }],
      }),
    ).toThrow('tickets[0].sale_end：应晚于开始售票时间');
  });

  it('stores when check-in opens: the time given with its offset, else 00:00 Shanghai time of the day before the start', async () => {
    const opens = async (extra: object) => {
      const input = validateMeetingInput({
        title: `签到时间${Math.random()}`,
        start_at: '2027-05-20T09:00:00+08:00',
        end_at: '2027-05-21T18:00:00+08:00',
        ...extra,
      });
      const id = await t.db.tx((q) => importMeeting(q, input));
      const [m] = await t.db.query<{ checkin_opens_at: Date }>('SELECT checkin_opens_at FROM meetings WHERE id = $1', [id]);
      return m.checkin_opens_at.toISOString();
    };
    expect(await opens({})).toBe('2027-05-18T16:00:00.000Z');
    expect(await opens({ checkin_opens_at: '2027-05-20T07:30:00+08:00' })).toBe('2027-05-19T23:30:00.000Z');
  });

  it('refuses to import the same meeting twice', async () => {
    await expect(importCommand.run(t.db, { file: EXAMPLE })).rejects.toThrow('会议「第三届西部文旅产业大会」已存在');
  });

  it('reads JSON too, and names the file or field that is wrong', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meeting-import-'));
    const file = path.join(dir, 'm.json');
    fs.writeFileSync(file, JSON.stringify({ title: 'x', start_at: '2026-01-01T09:00:00+08:00', end_at: '2026-01-02T09:00:00+08:00' }));
    expect(readMeetingFile(file).title).toBe('x');
    fs.writeFileSync(file, '{ nope');
    expect(() => readMeetingFile(file)).toThrow('无法解析 m.json');
    expect(() => readMeetingFile(path.join(dir, 'm.csv'))).toThrow('文件不存在');
    fs.rmSync(dir, { recursive: true });
  });

  it.each([
    [{}, 'title：不能为空'],
    [{ title: 'x', start_at: 'soon', end_at: '2026-01-01' }, 'start_at：不是有效的时间'],
    [{ title: 'x', start_at: '2026-01-02', end_at: '2026-01-01' }, 'end_at：不能早于开始时间'],
    [
      { title: 'x', start_at: '2026-01-01T09:00:00+08:00', end_at: '2026-01-02T09:00:00+08:00', checkin_opens_at: '2025-12-31T08:00:00' },
      'checkin_opens_at：请写明时区',
    ],
    [
      { title: 'x', start_at: '2026-01-01T09:00:00+08:00', end_at: '2026-01-02T09:00:00+08:00', checkin_opens_at: 'tomorrow' },
      'checkin_opens_at：不是有效的时间',
    ],
    [
      {
        title: 'x',
        start_at: '2026-01-01T09:00:00+08:00',
        end_at: '2026-01-02T09:00:00+08:00',
        checkin_opens_at: '2026-01-03T09:00:00+08:00',
      },
      'checkin_opens_at：不能晚于会议结束时间',
    ],
    [
      { title: 'x', start_at: '2026-01-01', end_at: '2026-01-02', entries: [{ type: 'Fixed', name: 'a', Fixed_type: 'Fixed_type_10' }] },
      'entries[0].Fixed_type：应为 Fixed_type_1 至 Fixed_type_9',
    ],
    [
      { title: 'x', start_at: '2026-01-01', end_at: '2026-01-02', entries: [{ type: 'Outside', name: 'a', url: 'javascript:alert(1)' }] },
      'entries[0].url：应为 http(s) 地址',
    ],
    [{ title: 'x', start_at: '2026-01-01', end_at: '2026-01-02', entries: [{ type: 'Teleport', name: 'a' }] }, 'entries[0].type：取值应为'],
    [
      {
        title: 'x',
        start_at: '2026-01-01',
        end_at: '2026-01-02',
        schedules: [{ title: 's', start_at: '2026-01-01T09:00', end_at: '2026-01-01T10:00', speakers: ['无名氏'] }],
      },
      'schedules[0].speakers[0]：嘉宾「无名氏」不在本文件的 experts 中',
    ],
    [
      { title: 'x', start_at: '2026-01-01', end_at: '2026-01-02', custom_fields: [{ name: 'a', label: 'A', type: 'slider' }] },
      'custom_fields[0].type：取值应为',
    ],
  ])('rejects a bad meeting file: %j', (value, message) => {
    expect(() => validateMeetingInput(value)).toThrow(message);
  });

  it('generates real PDF and text documents with the Chinese text in them', () => {
    const pdf = generateDocument('手册.pdf', '大会手册', '第一段\n第二段');
    expect(pdf.mime).toBe('application/pdf');
    const body = pdf.data.toString('latin1');
    expect(body.startsWith('%PDF-1.4')).toBe(true);
    expect(body).toContain('/STSong-Light');
    expect(body).toContain(`<${[...'大会手册'].map((c) => c.charCodeAt(0).toString(16).padStart(4, '0')).join('')}>`);
    // The cross-reference table points at each object.
    const xref = Number(/startxref\n(\d+)/.exec(body)![1]);
    expect(body.slice(xref, xref + 4)).toBe('xref');
    const txt = generateDocument('a.txt', '标题', '内容');
    expect(txt.data.toString('utf8')).toBe('\ufeff标题\n\n内容\n');
    expect(() => generateDocument('a.docx', 't', 'x')).toThrow('只能生成 .pdf 或 .txt 文件');
  });
});

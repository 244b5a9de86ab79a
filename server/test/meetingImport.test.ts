import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from './helpers/testApp';
import { meetingCommands } from '../src/features/meeting/commands';
import { validateMeetingInput } from '../src/features/meeting/import/meetingInput';
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
    expect(await get(`/api/wyms/meeting/meeting/details?id=${id}`)).toMatchObject({ city: '成都市', venue: '成都世纪城国际会议中心', expert_count: 2 });
    const entries = (await get(`/api/wyms/meeting/meeting/get_page_data?id=${id}`)).entries;
    expect(entries.find((e: { type: string }) => e.type === 'Editor').content).toBe('<p>地铁 1 号线世纪城站 B 口出。</p>');
    const days = await get(`/api/wyms/meeting/meeting_schedule/date_list?id=${id}`);
    expect(days.map((d: { date: string }) => d.date)).toEqual(['2027-09-16', '2027-09-17']);
    const downloads = (await get(`/api/wyms/meeting/meeting_data_download/index?id=${id}`)).data;
    const receipt = await t.app.inject(downloads[1].url);
    expect(receipt.body).toBe(fs.readFileSync(path.resolve(__dirname, '../examples/files/报名回执.txt'), 'utf8'));
    // Pictures left empty are generated from the texts.
    expect((await get(`/api/wyms/meeting/meeting_expert/index?id=${id}`)).data[0].avatar).toMatch(/^\/api\/wyms\/media\/avatar\.svg\?text=/);
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
    [{ title: 'x', start_at: '2026-01-01', end_at: '2026-01-02', entries: [{ type: 'Fixed', name: 'a', Fixed_type: 'Fixed_type_10' }] }, 'entries[0].Fixed_type：应为 Fixed_type_1 至 Fixed_type_9'],
    [{ title: 'x', start_at: '2026-01-01', end_at: '2026-01-02', entries: [{ type: 'Outside', name: 'a', url: 'javascript:alert(1)' }] }, 'entries[0].url：应为 http(s) 地址'],
    [{ title: 'x', start_at: '2026-01-01', end_at: '2026-01-02', entries: [{ type: 'Teleport', name: 'a' }] }, 'entries[0].type：取值应为'],
    [{ title: 'x', start_at: '2026-01-01', end_at: '2026-01-02', schedules: [{ title: 's', start_at: '2026-01-01T09:00', end_at: '2026-01-01T10:00', speakers: ['无名氏'] }] }, 'schedules[0].speakers[0]：嘉宾「无名氏」不在本文件的 experts 中'],
    [{ title: 'x', start_at: '2026-01-01', end_at: '2026-01-02', custom_fields: [{ name: 'a', label: 'A', type: 'slider' }] }, 'custom_fields[0].type：取值应为'],
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

import { ENTRY_TYPES, LINK_MODES } from '@conf/contract';
import type { TicketInput } from '../tickets/ticketTypes';
import type { HotelInput } from '../../hotel';
/**
 * The shape of a meeting file for the admin CLI import, which the demo data uses too.
 * `validateMeetingInput` checks a parsed JSON/YAML value and names the first bad field in Chinese.
 */
export interface LinkEntryInput {
  type: string;
  name: string;
  Fixed_type?: string;
  path?: string;
  content?: string;
  appid?: string;
  url?: string;
  phone?: string;
  link_mode?: number;
  icon?: string;
}

export interface ExpertInput {
  name: string;
  title?: string;
  organization?: string;
  introduction?: string;
  avatar?: string;
  /** Their part at this meeting, e.g. 大会主席. */
  role?: string;
}

export interface ScheduleInput {
  title: string;
  start_at: string;
  end_at: string;
  hall?: string;
  host?: string;
  content?: string;
  /** Names of experts of this file, optionally with their talk's topic. */
  speakers?: Array<string | { name: string; topic?: string }>;
}

export interface MeetingInput {
  title: string;
  subtitle?: string;
  start_at: string;
  end_at: string;
  /** When check-in opens, with its offset; without it, 00:00 Shanghai time of the day before start_at. */
  checkin_opens_at?: string;
  province?: string;
  city?: string;
  venue?: string;
  address?: string;
  organizer?: string;
  phone?: string;
  tags?: string[];
  cover?: string;
  background_image?: string;
  brief_introduction?: string;
  content?: string;
  pay_information?: string;
  timeline?: Array<{ date: string; title: string; description?: string }>;
  entries?: LinkEntryInput[];
  experts?: ExpertInput[];
  schedules?: ScheduleInput[];
  exhibitors?: Array<{
    name: string;
    booth?: string;
    category?: string;
    introduction?: string;
    phone?: string;
    website?: string;
    logo?: string;
  }>;
  articles?: Array<{
    title: string;
    category?: string;
    summary?: string;
    author?: string;
    content: string;
    cover?: string;
    published_at?: string;
  }>;
  /** A generated document (`text`, for .pdf or .txt) or a file beside the meeting file (`file`). */
  downloads?: Array<{ title: string; filename: string; text?: string; file?: string }>;
  custom_fields?: Array<{ name: string; label: string; type: string; options?: string[]; required?: boolean; placeholder?: string }>;
  /** Ticket types: price in fen; no sale window means on sale until the meeting starts. */
  tickets?: TicketInput[];
  /** Partner hotels with their room types, each with its block for this meeting. */
  hotels?: HotelInput[];
}

export const FIELD_TYPES = [
  'text',
  'textarea',
  'number',
  'mobile',
  'email',
  'id_number',
  'select',
  'radio',
  'checkbox',
  'date',
  'area',
  'sector',
  'image',
];

type Obj = Record<string, unknown>;

class Checker {
  constructor(
    private readonly obj: Obj,
    private readonly at: string,
  ) {}

  where(key: string) {
    return this.at ? `${this.at}.${key}` : key;
  }

  fail(key: string, problem: string): never {
    throw new Error(`${this.where(key)}：${problem}`);
  }

  str(key: string, required = false, max = 20000): void {
    const v = this.obj[key];
    if (v === undefined || v === null || v === '') {
      if (required) this.fail(key, '不能为空');
      return;
    }
    if (typeof v === 'number') this.obj[key] = String(v);
    else if (typeof v !== 'string') this.fail(key, '应为文本');
    if ((this.obj[key] as string).length > max) this.fail(key, `不能超过${max}个字符`);
  }

  time(key: string, required = true): void {
    const v = this.obj[key];
    if (v instanceof Date) this.obj[key] = v.toISOString();
    this.str(key, required, 40);
    if (this.obj[key] !== undefined && Number.isNaN(Date.parse(this.obj[key] as string)))
      this.fail(key, '不是有效的时间（例如 2025-06-01T09:00:00+08:00）');
  }

  oneOf(key: string, allowed: readonly (string | number)[], required = true): void {
    const v = this.obj[key];
    if (v === undefined && !required) return;
    if (!allowed.includes(v as string)) this.fail(key, `取值应为 ${allowed.join('、')} 之一`);
  }

  list(key: string, each: (item: Checker, raw: Obj) => void): void {
    const v = this.obj[key];
    if (v === undefined || v === null) return;
    if (!Array.isArray(v)) this.fail(key, '应为列表');
    v.forEach((item, i) => {
      if (typeof item !== 'object' || item === null || Array.isArray(item)) this.fail(`${key}[${i}]`, '应为对象');
      each(new Checker(item as Obj, `${this.where(key)}[${i}]`), item as Obj);
    });
  }

  int(key: string, min: number, max: number, required = true): void {
    const v = this.obj[key];
    if (v === undefined && !required) return;
    if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) this.fail(key, `应为 ${min} 至 ${max} 之间的整数`);
  }

  day(key: string, required = true): void {
    const v = this.obj[key];
    if (v instanceof Date) this.obj[key] = v.toISOString().slice(0, 10);
    this.str(key, required, 10);
    const s = this.obj[key] as string | undefined;
    if (s !== undefined && !(/^\d{4}-\d{2}-\d{2}$/.test(s) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s)))
      this.fail(key, '应为日期，例如 2026-12-01');
  }

  bool(key: string): void {
    const v = this.obj[key];
    if (v !== undefined && typeof v !== 'boolean') this.fail(key, '应为 true 或 false');
  }

  strings(key: string): void {
    const v = this.obj[key];
    if (v === undefined) return;
    if (!Array.isArray(v) || v.some((x) => typeof x !== 'string')) this.fail(key, '应为文本列表');
  }
}

function checkEntry(c: Checker, e: Obj): void {
  c.oneOf('type', ENTRY_TYPES);
  c.str('name', true, 20);
  c.oneOf('link_mode', LINK_MODES, false);
  if (e.type === 'Fixed' && !/^Fixed_type_[1-9]$/.test(String(e.Fixed_type))) c.fail('Fixed_type', '应为 Fixed_type_1 至 Fixed_type_9');
  // A link mode decides what the entry does; without one, Inlay and Custom entries navigate to their path.
  const mode = typeof e.link_mode === 'number' ? e.link_mode : 0;
  const navigates = mode ? mode <= 3 : e.type === 'Inlay' || e.type === 'Custom';
  if (navigates && !e.path) c.fail('path', '不能为空');
  if (e.type === 'Outside' && !/^https?:\/\//.test(String(e.url ?? ''))) c.fail('url', '应为 http(s) 地址');
  if (e.type === 'Phone' && !/^[\d\-+ ]{3,20}$/.test(String(e.phone ?? ''))) c.fail('phone', '不是有效的电话号码');
  if (e.type === 'Editor') c.str('content', true);
  if (e.link_mode === 8 && !e.content) c.fail('content', '复制类入口需要填写要复制的内容');
  for (const k of ['path', 'appid', 'url', 'phone', 'icon']) c.str(k, false, 500);
}

const ENTRY_KEYS: Record<string, string> = {
  type: '类型',
  name: '名称',
  link_mode: '链接方式',
  Fixed_type: '固定入口',
  path: '链接地址',
  url: '网址',
  phone: '电话',
  content: '内容',
  appid: '小程序 AppID',
  icon: '图标',
};

/** What is wrong with one link entry, in the organiser's words (「链接地址：不能为空」), or null. */
export function entryProblem(entry: Obj): string | null {
  try {
    checkEntry(new Checker(entry, ''), entry);
    return null;
  } catch (e) {
    const [key, problem] = (e as Error).message.split('：');
    return `${ENTRY_KEYS[key] ?? key}：${problem}`;
  }
}

/** Throws an Error naming the first bad field; on success the value is a MeetingInput. */
export function validateMeetingInput(value: unknown): MeetingInput {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('文件内容应为一个会议对象');
  const m = value as Obj;
  const c = new Checker(m, '');
  c.str('title', true, 100);
  c.time('start_at');
  c.time('end_at');
  if (Date.parse(m.end_at as string) < Date.parse(m.start_at as string)) c.fail('end_at', '不能早于开始时间');
  c.time('checkin_opens_at', false);
  if (m.checkin_opens_at) {
    // A time without its offset would be read in the server's zone, not the organiser's.
    if (!/(Z|[+-]\d{2}:?\d{2})$/i.test(m.checkin_opens_at as string))
      c.fail('checkin_opens_at', '请写明时区，例如 2025-05-31T08:00:00+08:00');
    if (Date.parse(m.checkin_opens_at as string) > Date.parse(m.end_at as string)) c.fail('checkin_opens_at', '不能晚于会议结束时间');
  }
  for (const k of ['subtitle', 'province', 'city', 'venue', 'address', 'organizer', 'phone', 'cover', 'background_image'])
    c.str(k, false, 500);
  for (const k of ['brief_introduction', 'content', 'pay_information']) c.str(k);
  c.strings('tags');
  c.list('timeline', (t) => {
    t.time('date');
    t.str('title', true, 100);
    t.str('description', false, 1000);
  });
  c.list('entries', checkEntry);
  const experts = new Set<string>();
  c.list('experts', (x, raw) => {
    x.str('name', true, 50);
    for (const k of ['title', 'organization', 'avatar', 'role']) x.str(k, false, 200);
    x.str('introduction');
    experts.add(raw.name as string);
  });
  c.list('schedules', (s, raw) => {
    s.str('title', true, 200);
    s.time('start_at');
    s.time('end_at');
    if (Date.parse(raw.end_at as string) < Date.parse(raw.start_at as string)) s.fail('end_at', '不能早于开始时间');
    for (const k of ['hall', 'host']) s.str(k, false, 200);
    s.str('content');
    const speakers = raw.speakers ?? [];
    if (!Array.isArray(speakers)) s.fail('speakers', '应为列表');
    (speakers as unknown[]).forEach((sp, i) => {
      const name = typeof sp === 'string' ? sp : (sp as Obj | null)?.name;
      if (typeof name !== 'string' || !experts.has(name)) s.fail(`speakers[${i}]`, `嘉宾「${String(name)}」不在本文件的 experts 中`);
    });
  });
  c.list('exhibitors', (x) => {
    x.str('name', true, 100);
    for (const k of ['booth', 'category', 'phone', 'website', 'logo']) x.str(k, false, 500);
    x.str('introduction');
  });
  c.list('articles', (a) => {
    a.str('title', true, 200);
    for (const k of ['category', 'author', 'cover']) a.str(k, false, 500);
    a.str('summary', false, 500);
    a.str('content', true);
    a.time('published_at', false);
  });
  c.list('downloads', (d, raw) => {
    d.str('title', true, 200);
    d.str('filename', true, 200);
    if (!raw.text && !raw.file) d.fail('text', '需要 text（生成文档）或 file（文件路径）');
    d.str('text');
    d.str('file', false, 500);
  });
  const fieldNames = new Set<string>();
  c.list('custom_fields', (f, raw) => {
    f.str('name', true, 50);
    f.str('label', true, 50);
    f.oneOf('type', FIELD_TYPES);
    f.strings('options');
    f.str('placeholder', false, 100);
    if (fieldNames.has(raw.name as string)) f.fail('name', '重复');
    fieldNames.add(raw.name as string);
  });
  c.list('tickets', (t, raw) => {
    t.str('name', true, 50);
    t.str('description', false, 500);
    t.int('price', 0, 100_000_000);
    t.int('stock', 0, 1_000_000);
    t.int('limit', 1, 100, false);
    for (const k of ['sale_start', 'sale_end', 'refund_deadline']) t.time(k, false);
    if (raw.sale_start && raw.sale_end && Date.parse(raw.sale_end as string) <= Date.parse(raw.sale_start as string))
      t.fail('sale_end', '应晚于开始售票时间');
  });
  c.list('hotels', (h) => {
    h.str('name', true, 100);
    for (const k of ['address', 'phone', 'cover', 'check_in_time', 'check_out_time']) h.str(k, false, 500);
    h.str('intro', false, 2000);
    h.strings('images');
    h.strings('facilities');
    h.int('star', 0, 5, false);
    h.int('distance_m', 0, 1_000_000, false);
    h.int('free_cancel_hours', 0, 720, false);
    h.bool('ticket_required');
    h.list('rooms', (r, room) => {
      r.str('name', true, 50);
      for (const k of ['bed_type', 'breakfast', 'cover']) r.str(k, false, 200);
      r.str('description', false, 2000);
      r.int('area', 0, 10_000, false);
      r.int('max_guests', 1, 20, false);
      if (!room.block || typeof room.block !== 'object') r.fail('block', '每个房型需要房源（block）');
      const block = new Checker(room.block as Obj, `${r.where('block')}`);
      block.day('first_night');
      block.day('last_night');
      block.time('cutoff_at');
      block.int('max_nights', 1, 60, false);
      block.int('max_rooms', 1, 20, false);
      const b = room.block as Obj;
      if ((b.last_night as string) < (b.first_night as string)) block.fail('last_night', '不能早于 first_night');
      const expected: string[] = [];
      for (
        let d = new Date(`${b.first_night}T00:00:00Z`);
        d.toISOString().slice(0, 10) <= (b.last_night as string);
        d.setUTCDate(d.getUTCDate() + 1)
      ) {
        expected.push(d.toISOString().slice(0, 10));
      }
      block.list('nights', (n) => {
        n.day('night');
        n.int('allotment', 0, 100_000);
        n.int('price', 0, 100_000_000);
      });
      const given = ((b.nights as Obj[] | undefined) ?? []).map((n) => n.night as string);
      if (given.join() !== expected.join()) block.fail('nights', `须按日期逐晚给出 ${b.first_night} 至 ${b.last_night} 的每一晚`);
    });
  });
  return m as unknown as MeetingInput;
}

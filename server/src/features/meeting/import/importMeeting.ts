import fs from 'node:fs';
import path from 'node:path';
import type { Queryable } from '../../../db';
import { one } from '../../../db';
import { sanitizeRichText, plainText } from '../../../lib/richText';
import { posterUrl } from '../lib/posters';
import { generateDocument } from '../lib/documents';
import type { MeetingInput } from './meetingInput';
import { insertMeetingRow } from '../console/meetingRecord';
import { writeFields } from '../console/applyFormRecord';
import { createTicketType } from '../tickets/ticketTypes';
import { importHotels } from '../../hotel';

const FILE_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  zip: 'application/zip',
  png: 'image/png',
  jpg: 'image/jpeg',
  svg: 'image/svg+xml',
};
const MAX_FILE_BYTES = 10 * 1024 * 1024;

function readAttachment(file: string, baseDir: string): { mime: string; data: Buffer } {
  const full = path.resolve(baseDir, file);
  const ext = path.extname(full).slice(1).toLowerCase();
  const mime = FILE_TYPES[ext];
  if (!mime) throw new Error(`${file}：不支持的文件类型 .${ext}`);
  if (!fs.existsSync(full)) throw new Error(`${file}：文件不存在`);
  if (fs.statSync(full).size > MAX_FILE_BYTES) throw new Error(`${file}：文件不能超过 10MB`);
  return { mime, data: fs.readFileSync(full) };
}

async function upsertExpert(q: Queryable, x: NonNullable<MeetingInput['experts']>[number]): Promise<number> {
  const row = await one<{ id: number }>(
    q,
    `INSERT INTO experts (name, title, organization, introduction, avatar) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (name, organization) DO UPDATE SET title = EXCLUDED.title, introduction = EXCLUDED.introduction, avatar = EXCLUDED.avatar
     RETURNING id`,
    [x.name, x.title ?? '', x.organization ?? '', sanitizeRichText(x.introduction), x.avatar || posterUrl('avatar', { text: x.name })],
  );
  return row!.id;
}

/** The article category of this name, made if it is new (the import and the console's article editor). */
export async function articleCategoryId(q: Queryable, name: string | undefined): Promise<number | null> {
  if (!name) return null;
  const row = await one<{ id: number }>(
    q,
    `INSERT INTO article_cats (name, sort) VALUES ($1, (SELECT COALESCE(max(sort), 0) + 1 FROM article_cats))
     ON CONFLICT (name) DO UPDATE SET name = EXCLUDED.name RETURNING id`,
    [name],
  );
  return row!.id;
}

/**
 * Writes a validated meeting with everything it contains, inside the caller's transaction.
 * `baseDir` resolves the downloads' `file` paths. Returns the new meeting's id.
 */
export async function importMeeting(q: Queryable, m: MeetingInput, baseDir = process.cwd()): Promise<number> {
  const meetingId = await insertMeetingRow(q, m, true);

  const expertIds = new Map<string, number>();
  for (const [i, x] of (m.experts ?? []).entries()) {
    const id = await upsertExpert(q, x);
    expertIds.set(x.name, id);
    await q.query('INSERT INTO meeting_experts (meeting_id, expert_id, role, sort) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING', [
      meetingId,
      id,
      x.role ?? '',
      i,
    ]);
  }

  for (const s of m.schedules ?? []) {
    const row = await one<{ id: number }>(
      q,
      'INSERT INTO meeting_schedules (meeting_id, title, start_at, end_at, hall, host, content) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id',
      [meetingId, s.title, s.start_at, s.end_at, s.hall ?? '', s.host ?? '', sanitizeRichText(s.content)],
    );
    for (const [i, sp] of (s.speakers ?? []).entries()) {
      const { name, topic = '' } = typeof sp === 'string' ? { name: sp } : sp;
      await q.query(
        'INSERT INTO meeting_schedule_speakers (schedule_id, expert_id, topic, sort) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING',
        [row!.id, expertIds.get(name), topic, i],
      );
    }
  }

  for (const [i, x] of (m.exhibitors ?? []).entries()) {
    await q.query(
      'INSERT INTO meeting_exhibitors (meeting_id, name, logo, booth, category, introduction, phone, website, sort) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)',
      [
        meetingId,
        x.name,
        x.logo || posterUrl('logo', { text: x.name }),
        x.booth ?? '',
        x.category ?? '',
        sanitizeRichText(x.introduction),
        x.phone ?? '',
        x.website ?? '',
        i,
      ],
    );
  }

  for (const a of m.articles ?? []) {
    const content = sanitizeRichText(a.content);
    await q.query(
      `INSERT INTO articles (cat_id, meeting_id, title, cover, summary, author, content, published_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, COALESCE($8::timestamptz, now()))`,
      [
        await articleCategoryId(q, a.category),
        meetingId,
        a.title,
        a.cover || posterUrl('cover', { text: a.title, sub: m.title }),
        a.summary || plainText(content).slice(0, 80),
        a.author ?? '',
        content,
        a.published_at ?? null,
      ],
    );
  }

  for (const [i, d] of (m.downloads ?? []).entries()) {
    const file = d.file ? readAttachment(d.file, baseDir) : generateDocument(d.filename, d.title, d.text ?? '');
    await q.query('INSERT INTO meeting_downloads (meeting_id, title, filename, mime, data, sort) VALUES ($1, $2, $3, $4, $5, $6)', [
      meetingId,
      d.title,
      d.filename,
      file.mime,
      file.data,
      i,
    ]);
  }

  await writeFields(q, meetingId, m.custom_fields ?? []);
  for (const [i, t] of (m.tickets ?? []).entries()) await createTicketType(q, meetingId, t, i);
  await importHotels(q, meetingId, m.hotels ?? []);

  return meetingId;
}

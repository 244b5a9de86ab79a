import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  ApplyForm,
  ApplyFormSave,
  ConsoleMeeting,
  ConsoleTicketType,
  ConsoleTicketTypeList,
  Created,
  Id,
  LinkEntries,
  LinkEntriesSave,
  MeetingCreate,
  MeetingPatch,
  MeetingPreviewLink,
  TicketTypeCreate,
  TicketTypePatch,
  type LinkEntry,
} from '@conf/contract';
import { AUTH } from '../../../http/auth';
import { ok } from '../../../http/envelope';
import type { AuditActor } from '../../../core';
import {
  addTicketType,
  applyFormOf,
  consoleMeeting,
  consoleTicketTypes,
  createMeeting,
  meetingPreviewLink,
  saveApplyForm,
  saveLinkEntries,
  setPublished,
  updateMeeting,
  updateTicketType,
} from '../../meeting';
import { setStaffRole } from '../staff';
import { meetingParams } from './schemas';

const EDIT = { ...AUTH, admin: { permission: 'meeting.edit', on: 'meeting' } } as const;
const ticketParams = Type.Object({ id: Id('票种ID') });

/**
 * Setting a meeting up in the console: the meeting itself (a draft until published), its ticket types,
 * apply form and link entries. Every save sends the version it loaded and is audited with before and after.
 */
export function meetingSetupRoutes(server: FastifyInstance): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const actor = (req: { access: { userId: number }; ip: string }): AuditActor => ({ userId: req.access.userId, ip: req.ip });

  app.post(
    '/api/admin/meetings',
    {
      config: { ...AUTH, admin: { permission: 'meetings.create', on: 'creator' } },
      schema: { summary: '新建会议（草稿，发布前参会人看不到）', body: MeetingCreate, answer: Created },
    },
    async (req) => {
      const id = await app.db.tx(async (q) => {
        const created = await createMeeting(q, req.body, actor(req));
        // A creator who is not a platform admin runs what they created.
        if (!req.access.platformAdmin) await setStaffRole(q, created, req.access.userId, 'owner', actor(req));
        return created;
      });
      return ok({ id }, '会议已创建（草稿）');
    },
  );

  app.get(
    '/api/admin/meetings/:id',
    { config: EDIT, schema: { summary: '会议设置（含版本号与是否已发布）', params: meetingParams, answer: ConsoleMeeting } },
    async (req) => ok(await consoleMeeting(app.db, req.adminMeetingId!)),
  );

  app.patch(
    '/api/admin/meetings/:id',
    {
      config: EDIT,
      schema: {
        summary: '修改会议（带上读取时的 version；已被他人修改则不保存，返回最新内容）',
        params: meetingParams,
        body: MeetingPatch,
        answer: ConsoleMeeting,
      },
    },
    async (req) => ok(await app.db.tx((q) => updateMeeting(q, req.adminMeetingId!, req.body, actor(req))), '已保存'),
  );

  for (const published of [true, false]) {
    app.post(
      `/api/admin/meetings/:id/${published ? 'publish' : 'unpublish'}`,
      {
        config: EDIT,
        schema: {
          summary: published ? '发布会议（参会人立即可见）' : '下线会议（参会人立即看不到）',
          params: meetingParams,
          answer: ConsoleMeeting,
        },
      },
      async (req) =>
        ok(await app.db.tx((q) => setPublished(q, req.adminMeetingId!, published, actor(req))), published ? '已发布' : '已下线'),
    );
  }

  app.get(
    '/api/admin/meetings/:id/preview',
    { config: EDIT, schema: { summary: '预览链接（草稿也可打开，24 小时内有效）', params: meetingParams, answer: MeetingPreviewLink } },
    async (req) => ok(await meetingPreviewLink(app.db, req.adminMeetingId!)),
  );

  app.get(
    '/api/admin/meetings/:id/ticket-types',
    { config: EDIT, schema: { summary: '票种（含名额、占用中、已售与版本号）', params: meetingParams, answer: ConsoleTicketTypeList } },
    async (req) => ok({ list: await consoleTicketTypes(app.db, req.adminMeetingId!) }),
  );

  app.post(
    '/api/admin/meetings/:id/ticket-types',
    { config: EDIT, schema: { summary: '新增票种（价格为分）', params: meetingParams, body: TicketTypeCreate, answer: Created } },
    async (req) => ok({ id: await app.db.tx((q) => addTicketType(q, req.adminMeetingId!, req.body, actor(req))) }, '票种已添加'),
  );

  app.patch(
    '/api/admin/ticket-types/:id',
    {
      config: { ...AUTH, admin: { permission: 'meeting.edit', on: 'ticket_type' } },
      schema: {
        summary: '修改票种（名额不能低于已售与占用中之和；改价只影响新订单）',
        params: ticketParams,
        body: TicketTypePatch,
        answer: ConsoleTicketType,
      },
    },
    async (req) => ok(await app.db.tx((q) => updateTicketType(q, req.params.id, req.body, actor(req))), '已保存'),
  );

  app.get(
    '/api/admin/meetings/:id/apply-form',
    { config: EDIT, schema: { summary: '报名表单字段（按顺序）', params: meetingParams, answer: ApplyForm } },
    async (req) => {
      const { version } = await consoleMeeting(app.db, req.adminMeetingId!);
      return ok({ fields: await applyFormOf(app.db, req.adminMeetingId!), version });
    },
  );
  app.put(
    '/api/admin/meetings/:id/apply-form',
    {
      config: EDIT,
      schema: {
        summary: '保存报名表单（整表按顺序保存，带会议的 version）',
        params: meetingParams,
        body: ApplyFormSave,
        answer: ApplyForm,
      },
    },
    async (req) =>
      ok(await app.db.tx((q) => saveApplyForm(q, req.adminMeetingId!, req.body.fields, req.body.version, actor(req))), '已保存'),
  );

  app.get(
    '/api/admin/meetings/:id/entries',
    { config: EDIT, schema: { summary: '会议主页的链接入口（按顺序）', params: meetingParams, answer: LinkEntries } },
    async (req) => {
      const [row] = await app.db.query<{ page_data: LinkEntry[]; version: number }>(
        'SELECT page_data, version FROM meetings WHERE id = $1',
        [req.adminMeetingId],
      );
      return ok({ entries: row.page_data, version: row.version });
    },
  );
  app.put(
    '/api/admin/meetings/:id/entries',
    {
      config: EDIT,
      schema: {
        summary: '保存链接入口（整组按顺序保存，带会议的 version）',
        params: meetingParams,
        body: LinkEntriesSave,
        answer: LinkEntries,
      },
    },
    async (req) =>
      ok(await app.db.tx((q) => saveLinkEntries(q, req.adminMeetingId!, req.body.entries, req.body.version, actor(req))), '已保存'),
  );
}

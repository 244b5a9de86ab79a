import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { MessageListInput, MessagePage, MessageReadInput, Unread } from '@conf/contract';
import { AUTH, currentUser } from '../../../http/auth';
import { ok } from '../../../http/envelope';
import { fail } from '../../../lib/errors';
import { pageOf } from '../../../http/paging';
import { addPersonStat } from '../profile/personStats';
import { unreadCount } from './store';

addPersonStat('unread_message_count', unreadCount);

export function messageRoutes(server: FastifyInstance): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  // A page of messages, newest first, plus the unread count for the badge.
  app.post(
    '/api/ms.message/get_message_list',
    {
      config: AUTH,
      schema: {
        summary: '我的消息（分页，最新在前，附未读数）',
        body: MessageListInput,
        answer: MessagePage,
      },
    },
    async (req) => {
      const me = currentUser(req);
      const page = await pageOf(
        app.db,
        `SELECT id, title, content, kind, link, created_at, read_at IS NOT NULL AS is_read FROM messages
          WHERE user_id = $1 ORDER BY created_at DESC, id DESC`,
        [me.id],
        req.body ?? {},
      );
      return ok({ ...page, unread: await unreadCount(app.db, me.id) });
    },
  );

  // One message (id), or every message (all=1). Answers the unread count left, for the tab bar badge.
  app.post(
    '/api/ms.message/read',
    {
      config: AUTH,
      schema: {
        summary: '标记消息已读（id 一条，all=1 全部）',
        body: MessageReadInput,
        answer: Unread,
      },
    },
    async (req) => {
      const me = currentUser(req);
      const { id, all } = req.body ?? {};
      if (all) {
        await app.db.query('UPDATE messages SET read_at = now() WHERE user_id = $1 AND read_at IS NULL', [me.id]);
      } else {
        if (!id) fail('消息不能为空');
        const mine = await app.db.query(
          'UPDATE messages SET read_at = coalesce(read_at, now()) WHERE id = $1 AND user_id = $2 RETURNING id',
          [id, me.id],
        );
        if (!mine.length) fail('消息不存在');
      }
      return ok({ unread: await unreadCount(app.db, me.id) });
    },
  );
}

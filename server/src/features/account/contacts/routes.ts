import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Contact, ContactInput, ContactList, ContactRef, isIdNumber } from '@conf/contract';
import { AUTH, currentUser } from '../../../http/auth';
import { ok } from '../../../http/envelope';
import { fail } from '../../../lib/errors';

/** Enough for any team; stops a script from filling the table. */
export const MAX_CONTACTS = 100;

const COLUMNS = 'id, name, mobile, company, position, id_number, created_at, updated_at';

// Bodies and answers are @conf/contract's schemas, which mf-account, mf-meeting and mf-hotel type their calls with.
export function contactRoutes(server: FastifyInstance): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  app.post('/api/ms.member/get_my_contact', { config: AUTH, schema: { summary: '我的常用参会人', answer: ContactList } }, async (req) => {
    const me = currentUser(req);
    const list = await app.db.query<Contact>(`SELECT ${COLUMNS} FROM contacts WHERE user_id = $1 ORDER BY updated_at DESC, id DESC`, [
      me.id,
    ]);
    return ok<ContactList>({ list, total: list.length });
  });

  // Without id: a new contact; with id: replaces that contact's fields (missing optional fields are cleared,
  // as the app drops empty values from the form it sends).
  app.post(
    '/api/ms.member/update_my_contact',
    { config: AUTH, schema: { summary: '添加（无 id）或修改（有 id）常用参会人', body: ContactInput, answer: Contact } },
    async (req) => {
      const me = currentUser(req);
      const b = req.body;
      const name = b.name.trim();
      if (!name) fail('请填写姓名');
      const idNumber = (b.id_number ?? '').trim().toUpperCase();
      if (idNumber && !isIdNumber(idNumber)) fail('请填写正确的身份证号');
      const values = [name, b.mobile, (b.company ?? '').trim(), (b.position ?? '').trim(), idNumber, me.id];
      if (b.id) {
        const [row] = await app.db.query<Contact>(
          `UPDATE contacts SET name = $1, mobile = $2, company = $3, position = $4, id_number = $5, updated_at = now()
            WHERE user_id = $6 AND id = $7 RETURNING ${COLUMNS}`,
          [...values, b.id],
        );
        return row ? ok(row, '保存成功') : fail('参会人不存在');
      }
      // A soft cap against runaway scripts (two adds at the same instant may both pass), so no lock is taken.
      const [row] = await app.db.query<Contact>(
        `INSERT INTO contacts (name, mobile, company, position, id_number, user_id)
         SELECT $1, $2, $3, $4, $5, $6 WHERE (SELECT count(*) FROM contacts WHERE user_id = $6) < ${MAX_CONTACTS}
         RETURNING ${COLUMNS}`,
        values,
      );
      return row ? ok(row, '添加成功') : fail(`最多保存${MAX_CONTACTS}位常用参会人`);
    },
  );

  app.post(
    '/api/ms.member/del_my_contact',
    { config: AUTH, schema: { summary: '删除常用参会人', body: ContactRef, answer: Type.Null() } },
    async (req) => {
      const me = currentUser(req);
      const gone = await app.db.query('DELETE FROM contacts WHERE id = $1 AND user_id = $2 RETURNING id', [req.body.id, me.id]);
      return gone.length ? ok(null, '删除成功') : fail('参会人不存在');
    },
  );
}

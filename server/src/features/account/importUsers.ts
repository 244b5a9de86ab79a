import fs from 'node:fs';
import { PASSWORD_RULE_TEXT, isMobile, isStrongPassword } from '@conf/contract';
import { hasControlCharacters } from '@conf/contract';
import type { Db } from '../../db';
import { hashPassword } from './auth/passwords';
import { createUser } from './auth/accounts';

const MAX_ROWS = 10_000;

/** One CSV line: commas separate, double quotes may wrap a field ("" is a quote inside one). */
function csvFields(line: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cur += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else cur += ch;
    } else if (ch === '"' && cur === '') quoted = true;
    else if (ch === ',') {
      out.push(cur.trim());
      cur = '';
    } else cur += ch;
  }
  out.push(cur.trim());
  return out;
}

interface UserRow {
  line: number;
  mobile: string;
  name: string;
  password: string;
}

/** Reads users.csv (header mobile,name,password, in any order); a bad row names its line, nothing is imported then. */
export function readUsersCsv(text: string): UserRow[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = csvFields(lines[0] ?? '').map((h) => h.toLowerCase());
  const col = (name: string) => {
    const i = header.indexOf(name);
    if (i < 0) throw new Error(`第1行：缺少列 ${name}（表头应为 mobile,name,password）`);
    return i;
  };
  const [m, n, p] = [col('mobile'), col('name'), col('password')];
  const rows: UserRow[] = [];
  const seen = new Set<string>();
  lines.slice(1).forEach((raw, i) => {
    const line = i + 2;
    if (!raw.trim()) return;
    const f = csvFields(raw);
    const row = { line, mobile: f[m] ?? '', name: f[n] ?? '', password: f[p] ?? '' };
    if (!isMobile(row.mobile)) throw new Error(`第${line}行：手机号格式不正确`);
    if (seen.has(row.mobile)) throw new Error(`第${line}行：手机号 ${row.mobile} 在文件中重复`);
    if (!row.name || row.name.length > 20 || hasControlCharacters(row.name)) throw new Error(`第${line}行：姓名须为 1-20 个字符`);
    if (!isStrongPassword(row.password)) throw new Error(`第${line}行：${PASSWORD_RULE_TEXT}`);
    seen.add(row.mobile);
    rows.push(row);
  });
  if (rows.length > MAX_ROWS) throw new Error(`一次最多导入${MAX_ROWS}位用户`);
  return rows;
}

/**
 * Creates attendee accounts in bulk, all or none. A mobile that already has an account is left as it is
 * (its owner's password is not changed by an organiser's file) and reported.
 */
export async function importUsers(db: Db, file: string): Promise<{ created: number; skipped: string[] }> {
  if (!fs.existsSync(file)) throw new Error(`文件不存在：${file}`);
  const rows = readUsersCsv(fs.readFileSync(file, 'utf8'));
  // Hashing is slow by design: done before the transaction, so it holds no locks meanwhile.
  const hashed = await Promise.all(rows.map(async (r) => ({ ...r, hash: await hashPassword(r.password) })));
  return db.tx(async (q) => {
    let created = 0;
    const skipped: string[] = [];
    for (const r of hashed) {
      const [exists] = await q.query('SELECT 1 FROM users WHERE mobile = $1', [r.mobile]);
      if (exists) {
        skipped.push(r.mobile);
        continue;
      }
      const id = await createUser(q, r.mobile, undefined, r.hash);
      await q.query('UPDATE users SET nickname = $2 WHERE id = $1', [id, r.name]);
      created += 1;
    }
    return { created, skipped };
  });
}

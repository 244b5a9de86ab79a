import type { Db } from '../../db';
import { requiredArg as required, type Command } from '../../cli/command';
import { SETTING_KEYS, writeSetting } from './settings';

async function setRole(db: Db, mobile: string, role: string, grant: boolean): Promise<string> {
  const sql = grant
    ? 'UPDATE users SET roles = array_append(roles, $2), updated_at = now() WHERE mobile = $1 AND NOT ($2 = ANY(roles)) RETURNING id'
    : 'UPDATE users SET roles = array_remove(roles, $2), updated_at = now() WHERE mobile = $1 RETURNING id';
  const rows = await db.query(sql, [mobile, role]);
  if (rows.length) return `${grant ? '已授予' : '已撤销'} ${mobile} 的 ${role} 角色`;
  const exists = await db.query('SELECT 1 FROM users WHERE mobile = $1', [mobile]);
  if (!exists.length) throw new Error(`用户 ${mobile} 不存在`);
  return `${mobile} ${grant ? '已经有' : '没有'} ${role} 角色，未作改动`;
}

export const platformCommands: Command[] = [
  {
    name: 'grant-verifier',
    help: '授予核销员角色   --mobile 手机号',
    run: (db, a) => setRole(db, required(a, 'mobile', '手机号'), 'verifier', true),
  },
  {
    name: 'revoke-verifier',
    help: '撤销核销员角色   --mobile 手机号',
    run: (db, a) => setRole(db, required(a, 'mobile', '手机号'), 'verifier', false),
  },
  {
    name: 'set-config',
    help: '修改站点配置     --key theme_colors --value "#675643"',
    async run(db, a) {
      const key = required(a, 'key', '配置项');
      const value = required(a, 'value', '值');
      if (!SETTING_KEYS.includes(key)) throw new Error(`未知的配置项 ${key}（可用：${SETTING_KEYS.join('、')}）`);
      if (key === 'theme_colors' && !/^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.test(value)) throw new Error('主题色须为 3 位或 6 位十六进制颜色');
      // Rich text is sanitised on the way in: say so when something was taken out.
      const saved = await writeSetting(db, key, value);
      return saved === value ? `已设置 ${key}` : `已设置 ${key}（已移除不允许的 HTML 内容）`;
    },
  },
];

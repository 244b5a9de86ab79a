import { requiredArg as required, type Command } from '../../cli/command';
import { sendMessage } from './messages/store';

/** "50" or "12.5" yuan to integer fen. */
function yuanToFen(value: string, label: string): number {
  if (!/^\d+(\.\d{1,2})?$/.test(value)) throw new Error(`${label}须为金额（元），如 50 或 12.5`);
  return Math.round(Number(value) * 100);
}

function positiveInt(value: string, label: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${label}须为正整数`);
  return n;
}

export const accountCommands: Command[] = [
  {
    name: 'send-message',
    help: '发送站内消息     --mobile 手机号（或 --all） --title 标题 --content 内容',
    async run(db, a) {
      const title = required(a, 'title', '标题');
      const content = required(a, 'content', '内容');
      const users = a.all
        ? await db.query<{ id: number }>("SELECT id FROM users WHERE status = 'normal'")
        : await db.query<{ id: number }>('SELECT id FROM users WHERE mobile = $1', [required(a, 'mobile', '手机号')]);
      if (!users.length) throw new Error(`用户 ${a.mobile} 不存在`);
      await db.tx(async (q) => {
        for (const u of users) await sendMessage(q, u.id, { title, content });
      });
      return `已发送给 ${users.length} 位用户`;
    },
  },
  {
    name: 'create-coupon',
    help: '创建可领取的优惠券 --name 名称 --amount 面额(元) --total 数量 --days 领取后有效天数 [--threshold 门槛(元)] [--meeting 会议ID] [--claim-days 可领取天数]',
    async run(db, a) {
      const meeting = a.meeting ? positiveInt(a.meeting, '会议ID') : null;
      const [row] = await db.query<{ id: number }>(
        `INSERT INTO coupons (name, amount, threshold, total, valid_days, meeting_id, claim_end)
         VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(days => $7::int)) RETURNING id`,
        [
          required(a, 'name', '名称'),
          yuanToFen(required(a, 'amount', '面额'), '面额'),
          a.threshold ? yuanToFen(a.threshold, '门槛') : 0,
          positiveInt(required(a, 'total', '数量'), '数量'),
          positiveInt(required(a, 'days', '有效天数'), '有效天数'),
          meeting,
          a['claim-days'] ? positiveInt(a['claim-days'], '可领取天数') : 30,
        ],
      );
      return `已创建优惠券 #${row.id}`;
    },
  },
];

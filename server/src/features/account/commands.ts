import { requiredArg as required, type Command } from '../../cli/command';
import { createCouponBatch } from './coupons/store';
import { sendMessage } from './messages/store';
import { importUsers } from './importUsers';
import { privateIdOf, signedFileUrl } from './upload/privateFiles';
import { loadConfig } from '../../config';

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
    name: 'file-url',
    help: '私密图片（转账凭证、报名表图片）的限时查看地址（30分钟内有效）  --file 图片地址（如订单详情中的 /api/common/file/...）',
    async run(db, a) {
      const id = privateIdOf(required(a, 'file', '图片地址'));
      const [found] = id ? await db.query('SELECT 1 FROM uploads WHERE id = $1 AND private', [id]) : [];
      if (!found) throw new Error('没有这张私密图片');
      return `${loadConfig().publicBaseUrl}${await signedFileUrl(db, id!)}`;
    },
  },
  {
    name: 'import-users',
    help: '批量创建参会人账号（CSV 表头 mobile,name,password，全部成功或全部不导入）  --file users.csv',
    async run(db, a) {
      const { created, skipped } = await importUsers(db, required(a, 'file', 'CSV 文件'));
      return `已创建 ${created} 个账号${skipped.length ? `，${skipped.length} 个手机号已有账号未改动：${skipped.join('、')}` : ''}`;
    },
  },
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
      const claimDays = a['claim-days'] ? positiveInt(a['claim-days'], '可领取天数') : 30;
      const id = await db.tx((q) =>
        createCouponBatch(q, {
          name: required(a, 'name', '名称'),
          amount: yuanToFen(required(a, 'amount', '面额'), '面额'),
          threshold: a.threshold ? yuanToFen(a.threshold, '门槛') : 0,
          total: positiveInt(required(a, 'total', '数量'), '数量'),
          validDays: positiveInt(required(a, 'days', '有效天数'), '有效天数'),
          meetingId: meeting,
          claimEnd: new Date(Date.now() + claimDays * 86400000),
        }),
      );
      return `已创建优惠券 #${id}`;
    },
  },
];

import type { Queryable } from '../../db';
import { hashPassword } from '../account';
import { writeSetting } from './settings';

export const DEMO_PASSWORD = 'demo123456';
export const DEMO_USERS = [
  { username: 'demo', nickname: '张会务', mobile: '13800138000', email: 'demo@example.com', roles: [] as string[] },
  { username: 'verifier', nickname: '李核销', mobile: '13900139000', email: 'verifier@example.com', roles: ['verifier'] },
  // The organiser console's: the platform admin, and the owner of demo meeting 1 (features/admin/seed.ts).
  { username: 'demo_platform', nickname: '赵平台', mobile: '13600136000', email: 'platform@example.com', roles: ['platform_admin'] },
  { username: 'demo_owner', nickname: '钱主办', mobile: '13700137000', email: 'owner@example.com', roles: [] },
];

const AGREEMENT = `<h3>一、总则</h3><p>欢迎使用会议酒店平台（以下简称“本平台”）。在注册和使用本平台前，请您仔细阅读本协议。您注册或使用本平台即视为同意本协议的全部内容。</p>
<h3>二、账户</h3><p>您应使用本人手机号注册，并妥善保管账户与密码。因您保管不善造成的损失由您自行承担。</p>
<h3>三、报名与购票</h3><p>会议报名、购票及酒店预订以支付成功为准。未在规定时间内支付的订单将自动取消，名额与房源随即释放。</p>
<h3>四、退款与发票</h3><p>退款规则以各会议公布的退票政策为准。发票可在订单完成后于“我的-发票”中申请。</p>`;
const PRIVACY = `<p>我们重视您的个人信息保护。本政策说明我们如何收集、使用和保护您的信息。</p>
<h3>我们收集的信息</h3><p>手机号（用于登录与通知）、参会人信息（姓名、单位、职务，用于报名与入场核验）、发票信息（用于开具发票）。</p>
<h3>信息的使用</h3><p>仅用于为您提供会议报名、酒店预订、支付、开票与签到服务，未经您同意不会向第三方提供。</p>`;
const INTRODUCTION = `<p>会议酒店平台为行业会议提供一站式服务：会议发布、在线报名与购票、专家与日程展示、展商信息、资料下载、会议酒店预订、电子票与现场签到核销、电子发票开具。</p>
<p>客服电话：400-800-1234（工作日 9:00-18:00）</p>`;

export async function seedPlatform(q: Queryable): Promise<void> {
  await writeSetting(q, 'theme_colors', '#675643');
  await writeSetting(q, 'site_name', '会议酒店');
  await writeSetting(q, 'service_phone', '400-800-1234');
  await writeSetting(q, 'agreement', AGREEMENT);
  await writeSetting(q, 'privacy', PRIVACY);
  await writeSetting(q, 'platform_introduction', INTRODUCTION);
  await insertDemoUsers(q);
}

/** The demo accounts not there yet (a database seeded before some of them existed gets those). */
export async function insertDemoUsers(q: Queryable): Promise<void> {
  const hash = await hashPassword(DEMO_PASSWORD);
  for (const u of DEMO_USERS) {
    await q.query(
      `INSERT INTO users (username, nickname, mobile, email, password_hash, roles) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (mobile) DO NOTHING`,
      [u.username, u.nickname, u.mobile, u.email, hash, u.roles],
    );
  }
}

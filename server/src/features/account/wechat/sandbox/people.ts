import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../../../db';
import { one } from '../../../../db';
import { SANDBOX_PATH } from './constants';

export interface SandboxPerson {
  /** The openid at the official account, and at the website app: WeChat gives each app its own. */
  openid: string;
  web_openid: string;
  unionid: string;
  nickname: string;
  avatar: string;
}

const GIVEN = ['青竹', '晚风', '山海', '星河', '白鹭', '远山', '初夏', '明月', '松间', '知秋', '云舒', '拾光'];
const FAMILY = ['林', '陈', '周', '吴', '赵', '孙', '许', '何', '郭', '罗'];
const COLOURS = ['#07c160', '#10aeff', '#fa9d3b', '#e64340', '#6467f0', '#1aad19'];

/** WeChat's ids are 28 characters of base64url. */
const wechatId = (prefix: string) => `${prefix}${randomBytes(21).toString('base64url')}`.slice(0, 28);

function madeUp(seed: Buffer): Pick<SandboxPerson, 'nickname' | 'avatar'> {
  const nickname = `${FAMILY[seed[0] % FAMILY.length]}${GIVEN[seed[1] % GIVEN.length]}`;
  return { nickname, avatar: `${SANDBOX_PATH}/avatar/${seed.subarray(0, 6).toString('hex')}.svg` };
}

/** The WeChat user of a browser (its sandbox cookie), made up the first time the browser comes. */
export async function personOf(q: Queryable, browser: string): Promise<SandboxPerson> {
  const found = await one<SandboxPerson>(
    q,
    'SELECT openid, web_openid, unionid, nickname, avatar FROM sandbox_wechat_users WHERE browser = $1',
    [browser],
  );
  if (found) return found;
  const { nickname, avatar } = madeUp(createHash('sha256').update(browser).digest());
  await q.query(
    'INSERT INTO sandbox_wechat_users (browser, openid, web_openid, unionid, nickname, avatar) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (browser) DO NOTHING',
    [browser, wechatId('o'), wechatId('o'), wechatId('u'), nickname, avatar],
  );
  return (await one<SandboxPerson>(q, 'SELECT openid, web_openid, unionid, nickname, avatar FROM sandbox_wechat_users WHERE browser = $1', [
    browser,
  ]))!;
}

/** A made-up head picture: a coloured square with a character on it, drawn from the name of the file. */
export function avatarSvg(seedHex: string): string {
  const seed = Buffer.from(seedHex, 'hex');
  const { nickname } = madeUp(Buffer.concat([seed, Buffer.alloc(2)]));
  const colour = COLOURS[seed[2] % COLOURS.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="132" height="132" viewBox="0 0 132 132"><rect width="132" height="132" fill="${colour}"/><text x="66" y="84" font-size="52" text-anchor="middle" fill="#fff" font-family="sans-serif">${nickname.slice(-1)}</text></svg>`;
}

import { ApiError, sessionStore, type Envelope } from '@conf/shared';
import type { LoginData } from '../api/auth';

/**
 * Takes a login reply: code 1 stores the token (7 days) with the user info; anything else rejects
 * with the server's code, data and message (spec: a failed mobile login rejects with code, data and msg).
 */
export async function completeLogin(reply: Envelope<LoginData>): Promise<void> {
  if (reply.code !== 1 || !(await sessionStore.acceptLogin(reply))) {
    throw new ApiError(reply.msg || '登录失败，请重试', 200, reply.code, reply.data);
  }
}

import fs from 'node:fs';
import path from 'node:path';
import type { SmsEvent } from './events';

/** Sends a verification code to a phone. A real gateway (Aliyun, Tencent Cloud...) implements this too. */
export interface SmsProvider {
  readonly name: string;
  send(mobile: string, code: string, event: SmsEvent): Promise<void>;
}

/**
 * The default provider: no SMS leaves the machine, the code is written to the server log
 * (and appended as a JSON line to `file`, so end-to-end tests can read it).
 */
export class ConsoleSmsProvider implements SmsProvider {
  readonly name = 'console';

  constructor(
    private readonly log: (message: string) => void,
    private readonly file?: string,
  ) {}

  async send(mobile: string, code: string, event: SmsEvent): Promise<void> {
    this.log(`[短信] ${mobile} 验证码 ${code}（${event}，5分钟内有效）`);
    if (!this.file) return;
    await fs.promises.mkdir(path.dirname(this.file), { recursive: true });
    await fs.promises.appendFile(this.file, `${JSON.stringify({ mobile, event, code, at: new Date().toISOString() })}\n`);
  }
}

/** SMS_PROVIDER picks the provider (default console); SMS_LOG_FILE makes the console provider keep a file too. */
export function createSmsProvider(env: NodeJS.ProcessEnv, log: (message: string) => void): SmsProvider {
  const name = env.SMS_PROVIDER || 'console';
  if (name === 'console') return new ConsoleSmsProvider(log, env.SMS_LOG_FILE || undefined);
  throw new Error(`未知的短信服务商 SMS_PROVIDER=${name}（可用：console）`);
}

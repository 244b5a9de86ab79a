import fs from 'node:fs';
import path from 'node:path';
import type { SmsConfig } from '../../../config';
import { AliyunSmsProvider } from './aliyun';
import type { SmsEvent } from '@conf/contract';

/** Sends a verification code to a phone: the console for development, Aliyun SMS for real phones. */
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

/** SMS_PROVIDER picks the provider (default console; config.ts refuses console in production and unknown names). */
export function createSmsProvider(config: SmsConfig, log: (message: string) => void): SmsProvider {
  if (config.provider === 'aliyun') return new AliyunSmsProvider(config.aliyun);
  return new ConsoleSmsProvider(log, config.logFile || undefined);
}

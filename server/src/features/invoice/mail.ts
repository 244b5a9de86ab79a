/** Sends mail. The default writes it to the server log; a deployment plugs in SMTP or a mail service. */
export interface MailProvider {
  readonly name: string;
  send(mail: { to: string; subject: string; text: string; attachments?: { filename: string; content: Buffer }[] }): Promise<void>;
}

export class LogMailProvider implements MailProvider {
  readonly name = 'log';

  constructor(private readonly log: (message: string) => void) {}

  async send(mail: Parameters<MailProvider['send']>[0]): Promise<void> {
    const files = (mail.attachments ?? []).map((a) => `${a.filename}（${a.content.length} 字节）`).join('、');
    this.log(`[邮件] 致 ${mail.to}：${mail.subject}\n${mail.text}${files ? `\n附件：${files}` : ''}`);
  }
}

let current: MailProvider = new LogMailProvider((message) => console.log(message));

export const mailProvider = (): MailProvider => current;

/** The server sets its logger-backed provider at start; tests and deployments set theirs. */
export function useMailProvider(p: MailProvider): void {
  current = p;
}

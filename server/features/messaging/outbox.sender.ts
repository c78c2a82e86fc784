import { appendFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Clock } from '../../deps';
import type { EmailMessage, EmailSender, MessengerLog, SmsMessage, SmsSender } from './messenger';

/** One line of `DATA_DIR/outbox.jsonl`. */
export interface OutboxEntry {
  channel: 'sms' | 'email';
  to: string;
  text: string;
  code: string;
  /** ISO time the message was written. */
  created_at: string;
}

/** The file the local outbox appends to. */
export function outboxPath(dataDir: string): string {
  return join(dataDir, 'outbox.jsonl');
}

/**
 * The default sender when no SMS gateway or SMTP server is configured: every message becomes one
 * JSON line in `DATA_DIR/outbox.jsonl` and one line in the server log, so a developer (or a
 * browser test) can read the code.
 */
export class OutboxSender implements SmsSender, EmailSender {
  constructor(
    private readonly dataDir: string,
    private readonly log: MessengerLog,
    private readonly clock: Clock,
  ) {}

  sendSms(message: SmsMessage): Promise<void> {
    return this.write({ channel: 'sms', to: message.to, text: message.text, code: message.code, created_at: this.clock.now().toISOString() });
  }

  sendEmail(message: EmailMessage): Promise<void> {
    return this.write({ channel: 'email', to: message.to, text: message.text, code: message.code, created_at: this.clock.now().toISOString() });
  }

  private async write(entry: OutboxEntry): Promise<void> {
    await mkdir(this.dataDir, { recursive: true });
    // One write per line with O_APPEND: concurrent requests never interleave within a line.
    await appendFile(outboxPath(this.dataDir), `${JSON.stringify(entry)}\n`, 'utf8');
    this.log.info({ outbox: entry }, `outbox ${entry.channel} to ${entry.to}: ${entry.text}`);
  }
}

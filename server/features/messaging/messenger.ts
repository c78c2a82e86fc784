import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Clock } from '../../deps';
import { OutboxSender } from './outbox.sender';
import { SmtpEmailSender } from './smtp-email.sender';
import { HttpSmsSender } from './http-sms.sender';

/** A text message to a phone number (E.164, e.g. `+995555123456`). */
export interface SmsMessage {
  to: string;
  text: string;
  /** The one-time code the text carries; only the local outbox records it separately. */
  code: string;
}

/** A plain-text e-mail. */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  /** The one-time code the text carries; only the local outbox records it separately. */
  code: string;
}

/** Sends SMS. Rejects when the message could not be handed over to the provider. */
export interface SmsSender {
  sendSms(message: SmsMessage): Promise<void>;
}

/** Sends e-mail. Rejects when the message could not be handed over to the provider. */
export interface EmailSender {
  sendEmail(message: EmailMessage): Promise<void>;
}

/** Both channels the server talks to people through. */
export interface Messenger {
  sms: SmsSender;
  email: EmailSender;
}

export type MessengerLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/**
 * The messenger a deployment is configured for: SMTP when `SMTP_URL` is set, the SMS gateway
 * when `SMS_GATEWAY_URL` is set, and otherwise the local outbox (`DATA_DIR/outbox.jsonl` plus a
 * log line) for each channel on its own.
 */
export function createMessenger(config: Config, log: MessengerLog, clock: Clock): Messenger {
  const outbox = new OutboxSender(config.dataDir, log, clock);
  return {
    sms: config.smsGatewayUrl ? new HttpSmsSender(config.smsGatewayUrl, config.smsGatewayToken, log) : outbox,
    email: config.smtpUrl ? new SmtpEmailSender(config.smtpUrl, config.smtpFrom, log) : outbox,
  };
}

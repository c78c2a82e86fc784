import nodemailer, { type Transporter } from 'nodemailer';
import type { EmailMessage, EmailSender, MessengerLog } from './messenger';

/** E-mail over SMTP (`SMTP_URL`, e.g. `smtps://user:pass@mail.example.ge:465`), from `SMTP_FROM`. */
export class SmtpEmailSender implements EmailSender {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
    private readonly log: MessengerLog,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async sendEmail(message: EmailMessage): Promise<void> {
    const info = await this.transport.sendMail({ from: this.from, to: message.to, subject: message.subject, text: message.text });
    this.log.info({ messageId: info.messageId, to: message.to }, 'e-mail sent by SMTP');
  }
}

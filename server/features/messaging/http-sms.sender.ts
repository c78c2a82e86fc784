import type { MessengerLog, SmsMessage, SmsSender } from './messenger';

/** How long an SMS gateway may take to accept a message. */
const GATEWAY_TIMEOUT_MS = 10_000;

/**
 * SMS through an HTTP gateway: `POST SMS_GATEWAY_URL` with `{to, text}` as JSON and
 * `Authorization: Bearer SMS_GATEWAY_TOKEN`. Any non-2xx answer is a failed send.
 */
export class HttpSmsSender implements SmsSender {
  constructor(
    private readonly url: string,
    private readonly token: string | null,
    private readonly log: MessengerLog,
  ) {}

  async sendSms(message: SmsMessage): Promise<void> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    const res = await fetch(this.url, {
      method: 'POST',
      headers,
      body: JSON.stringify({ to: message.to, text: message.text }),
      signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
    });
    if (!res.ok) {
      const body = (await res.text().catch(() => '')).slice(0, 500);
      throw new Error(`SMS gateway answered ${res.status}: ${body}`);
    }
    await res.body?.cancel().catch(() => undefined);
    this.log.info({ to: message.to }, 'SMS sent through the gateway');
  }
}

import { MailService } from '@sendgrid/mail';
import type { EmailTransportName } from '../models/email';

export const DEFAULT_MAIL_FROM = 'HFL Fantasy <no-reply@hfl-fantasy.hu>';
/** A hung API call must fail the attempt (and be retried), not hold the job's lock forever. */
const SENDGRID_TIMEOUT_MS = 15_000;

export interface OutgoingEmail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post). */
  headers?: Record<string, string>;
}

/** Where a stored e-mail goes. `send` resolves once the message is handed over and rejects otherwise. */
export interface MailTransport {
  name: EmailTransportName;
  send: (email: OutgoingEmail) => Promise<void>;
}

/** SendGrid's own reasons ("The from address does not match a verified Sender Identity") go into lastError. */
function describeSendgridError(error: unknown): string {
  const {
    message = String(error),
    code,
    response,
  } = error as {
    message?: string;
    code?: number;
    response?: { body?: { errors?: Array<{ message?: string }> } };
  };
  const reasons = (response?.body?.errors ?? []).map((e) => e.message).filter(Boolean);
  return [`SendGrid${code ? ` ${code}` : ''}: ${message}`, ...reasons].join('; ');
}

export function sendgridTransport(apiKey: string, from: string): MailTransport {
  const client = new MailService();
  client.setApiKey(apiKey);
  client.setTimeout(SENDGRID_TIMEOUT_MS);
  return {
    name: 'sendgrid',
    send: async ({ to, subject, html, text, headers }) => {
      try {
        await client.send({ to, from, subject, html, text, ...(headers ? { headers } : {}) });
      } catch (error) {
        throw new Error(describeSendgridError(error));
      }
    },
  };
}

/** Without SendGrid the stored message is the delivery: read it at the BFF's /dev/mailbox. */
export const outboxTransport: MailTransport = {
  name: 'outbox',
  send: async () => {},
};

export function createTransport(config: { SENDGRID_API_KEY?: string; MAIL_FROM: string }): MailTransport {
  return config.SENDGRID_API_KEY ? sendgridTransport(config.SENDGRID_API_KEY, config.MAIL_FROM) : outboxTransport;
}

import { baseUrl } from './browser';

interface MailboxMessage {
  to: string;
  template: string;
  subject: string;
  text: string;
  locale: string;
}

/** Waits for the newest message of a template to reach the dev outbox and returns the first link in it. */
export async function linkFromMailbox(
  to: string,
  template: string,
  timeoutMs = 15_000,
): Promise<{ link: string; message: MailboxMessage }> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await fetch(`${baseUrl()}/dev/mailbox.json?to=${encodeURIComponent(to)}`);
    const { messages } = (await res.json()) as { messages: MailboxMessage[] };
    const message = messages.find((m) => m.template === template);
    const link = message?.text.match(/https?:\/\/\S+/)?.[0];
    if (message && link) return { link, message };
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`no ${template} e-mail for ${to} within ${timeoutMs} ms`);
}

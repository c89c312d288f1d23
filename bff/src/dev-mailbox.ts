import { Router, type Request, type Response } from 'express';
import { isErrorEnvelope } from '@hfl/contracts';
import {
  INTERNAL_TOKEN_HEADER,
  InputError,
  loopbackCallersOnly,
  peerUnreachable,
  signInternalToken,
  unexpectedPeerAnswer,
} from '@hfl/kit';
import { escapeHtml } from './html';

/** One stored e-mail as accounts' `GET /dev/outbox` lists it. */
export interface OutboxMessage {
  id: string;
  to: string;
  locale: string;
  template: string;
  subject: string;
  html: string;
  text: string;
  status: string;
  transport: string | null;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

export interface DevMailboxOptions {
  accountsUrl: () => string;
  internalTokenSecret: string;
}

/** What accounts answered: its messages, or its own error envelope to pass on. */
type OutboxAnswer = { ok: true; messages: OutboxMessage[] } | { ok: false; status: number; body: unknown };

function recipientFilter(req: Request): string | undefined {
  const { to } = req.query;
  if (to === undefined || to === '') return undefined;
  if (typeof to !== 'string') throw new InputError([{ property: 'to', message: 'validation:emailInvalid' }]);
  return to;
}

async function readOutbox({ accountsUrl, internalTokenSecret }: DevMailboxOptions, to?: string): Promise<OutboxAnswer> {
  const token = await signInternalToken({ service: 'bff', roles: [], locale: 'en' }, internalTokenSecret, 'accounts');
  const url = new URL('/dev/outbox', accountsUrl());
  if (to) url.searchParams.set('to', to);
  let answer: globalThis.Response;
  try {
    answer = await fetch(url, { headers: { [INTERNAL_TOKEN_HEADER]: token }, signal: AbortSignal.timeout(10_000) });
  } catch (err) {
    throw peerUnreachable('accounts: the dev mailbox', err);
  }
  const body: unknown = await answer.json().catch(() => undefined);
  if (answer.ok) return { ok: true, messages: (body as { messages: OutboxMessage[] }).messages };
  if (isErrorEnvelope(body)) return { ok: false, status: answer.status, body };
  throw unexpectedPeerAnswer('accounts: the dev mailbox', { status: answer.status, body });
}

const LANGUAGES: Record<string, string> = { en: 'English', hu: 'Hungarian' };
const language = (locale: string) => `${LANGUAGES[locale] ?? locale} (${locale})`;
const time = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;

function status(message: OutboxMessage): string {
  if (message.status === 'sent') return `sent via ${message.transport ?? 'unknown'}`;
  if (message.status === 'failed') return `failed after ${message.attempts} attempts: ${message.lastError ?? ''}`;
  return message.attempts > 0 ? `queued, ${message.attempts} failed attempts: ${message.lastError ?? ''}` : 'queued';
}

/** Links in the message replace the mailbox page, as a click in a mail client opens the app. */
function framed(html: string): string {
  const base = '<base target="_top">';
  return /<head>/i.test(html) ? html.replace(/<head>/i, `<head>${base}`) : base + html;
}

const STYLE = `
body { margin: 0; font-family: system-ui, Arial, sans-serif; color: #1c2620; background: #f4f6f3; }
header { background: #0b5d32; color: #fff; padding: 16px 24px; }
header h1 { margin: 0 0 4px; font-size: 22px; }
header p { margin: 0 0 12px; }
header a { color: #fff; }
form { display: flex; gap: 8px; align-items: center; flex-wrap: wrap; }
input { padding: 6px 8px; min-width: 260px; }
main { padding: 16px 24px; max-width: 1100px; }
table { border-collapse: collapse; width: 100%; background: #fff; margin-bottom: 24px; }
th, td { text-align: left; padding: 6px 10px; border-bottom: 1px solid #d5ddd7; vertical-align: top; }
article { background: #fff; border: 1px solid #d5ddd7; border-radius: 8px; padding: 16px; margin-bottom: 24px; }
article h2 { margin: 0 0 8px; font-size: 18px; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 0 0 12px; }
dt { font-weight: bold; }
dd { margin: 0; }
iframe { width: 100%; height: 620px; border: 1px solid #d5ddd7; border-radius: 4px; background: #fff; }
pre { white-space: pre-wrap; background: #f4f6f3; padding: 12px; }
.empty { font-style: italic; }
`;

function mailboxPage(messages: OutboxMessage[], to: string | undefined): string {
  const rows = messages
    .map(
      (m) =>
        `<tr><td><a href="#message-${escapeHtml(m.id)}">${escapeHtml(m.subject)}</a></td><td>${escapeHtml(m.to)}</td>` +
        `<td><time datetime="${escapeHtml(m.createdAt)}">${escapeHtml(time(m.createdAt))}</time></td>` +
        `<td>${escapeHtml(language(m.locale))}</td><td>${escapeHtml(m.status)}</td></tr>`,
    )
    .join('\n');
  const articles = messages
    .map(
      (m) => `<article id="message-${escapeHtml(m.id)}">
<h2>${escapeHtml(m.subject)}</h2>
<dl>
<dt>To</dt><dd>${escapeHtml(m.to)}</dd>
<dt>Time</dt><dd><time datetime="${escapeHtml(m.createdAt)}">${escapeHtml(time(m.createdAt))}</time></dd>
<dt>Language</dt><dd>${escapeHtml(language(m.locale))}</dd>
<dt>Template</dt><dd>${escapeHtml(m.template)}</dd>
<dt>Status</dt><dd>${escapeHtml(status(m))}</dd>
</dl>
<iframe title="${escapeHtml(m.subject)}" sandbox="allow-top-navigation-by-user-activation allow-popups" srcdoc="${escapeHtml(framed(m.html))}"></iframe>
<details><summary>Plain text</summary><pre>${escapeHtml(m.text)}</pre></details>
</article>`,
    )
    .join('\n');
  const list = messages.length
    ? `<table><thead><tr><th>Subject</th><th>To</th><th>Time</th><th>Language</th><th>Status</th></tr></thead>
<tbody>
${rows}
</tbody></table>
${articles}`
    : `<p class="empty">No e-mails${to ? ` to ${escapeHtml(to)}` : ''} yet.</p>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev mailbox · HFL Fantasy</title>
<style>${STYLE}</style>
</head>
<body>
<header>
<h1>Dev mailbox</h1>
<p>E-mails the app sent while SendGrid is not configured, newest first (at most 100). Development only.</p>
<form method="get" action="/dev/mailbox">
<label>Recipient <input type="email" name="to" value="${escapeHtml(to ?? '')}"></label>
<button type="submit">Filter</button>
<a href="/dev/mailbox">Show all</a>
</form>
</header>
<main>
${list}
</main>
</body>
</html>
`;
}

/**
 * The page is the BFF's only inline-styled HTML and the only one with framed, untrusted markup: its own policy
 * allows inline styles (the messages are inline-styled, and srcdoc frames inherit the policy) and nothing else.
 */
const MAILBOX_CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "img-src 'self' data: https:",
  "frame-src 'self'",
  "form-action 'self'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
].join('; ');

function sendAnswer(res: Response, answer: Extract<OutboxAnswer, { ok: false }>): void {
  res.status(answer.status).json(answer.body);
}

/**
 * Development only (app.ts mounts it with DEV_MAILBOX=1 outside production), to callers on this machine:
 * `GET /dev/mailbox`, the outbox for a person, with each message rendered and its links working;
 * `GET /dev/mailbox.json?to=` the same messages for browser tests.
 */
export function devMailbox(options: DevMailboxOptions): Router {
  const router = Router();
  router.get('/dev/mailbox.json', loopbackCallersOnly, async (req, res) => {
    const answer = await readOutbox(options, recipientFilter(req));
    if (!answer.ok) return sendAnswer(res, answer);
    res.set('Cache-Control', 'no-store').json({ messages: answer.messages });
  });
  router.get('/dev/mailbox', loopbackCallersOnly, async (req, res) => {
    const to = recipientFilter(req);
    const answer = await readOutbox(options, to);
    if (!answer.ok) return sendAnswer(res, answer);
    res
      .set('Cache-Control', 'no-store')
      .set('Content-Security-Policy', MAILBOX_CSP)
      .type('html')
      .send(mailboxPage(answer.messages, to));
  });
  return router;
}

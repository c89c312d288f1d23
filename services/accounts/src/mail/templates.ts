import enEmails from '@hfl/contracts/locales/en/emails.json' with { type: 'json' };
import huEmails from '@hfl/contracts/locales/hu/emails.json' with { type: 'json' };
import type { Locale } from '@hfl/contracts';
import { addResources, translate } from '@hfl/kit';
import type { EmailTemplate } from '../models/email';

addResources('en', 'emails', enEmails);
addResources('hu', 'emails', huEmails);

export const APP_NAME = 'HFL Fantasy';

interface TemplateShape {
  /** Data keys the caller must supply. */
  keys: readonly string[];
  /** Whether the e-mail carries a button (its target is `data.link`). */
  action: boolean;
}

const TEMPLATES: Record<EmailTemplate, TemplateShape> = {
  confirmation: { keys: ['link', 'name'], action: true },
  passwordReset: { keys: ['link', 'name'], action: true },
  emailChange: { keys: ['link', 'name'], action: true },
  emailChangeConflict: { keys: ['email'], action: false },
  // The account notices: what changed and when; the button leads to the forgot-password page.
  emailChanged: { keys: ['newEmail', 'time', 'link'], action: true },
  passwordChanged: { keys: ['time', 'link'], action: true },
  passwordResetDone: { keys: ['time', 'link'], action: true },
  invitation: { keys: ['link', 'leagueName', 'inviterName'], action: true },
};

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/** Escaped as a whole (values included), then line breaks kept. */
export const htmlText = (value: string) => escapeHtml(value).replace(/\n/g, '<br>');

/** One paragraph of an e-mail's content (HTML already escaped by the caller). */
export const paragraph = (content: string, style = '') => `<p style="margin:0 0 20px;${style}">${content}</p>`;

/** The e-mails' button to `link`, with the link spelled out under it for clients that hide buttons. */
export function buttonHtml(label: string, link: string, locale: Locale): string {
  return (
    paragraph(
      `<a href="${escapeHtml(link)}" style="display:inline-block;background-color:#0b5d32;color:#ffffff;` +
        `text-decoration:none;font-weight:bold;padding:12px 28px;border-radius:6px;">${htmlText(label)}</a>`,
      'text-align:center;',
    ) +
    paragraph(
      `${htmlText(translate('emails:layout.linkFallback', locale))}<br>` +
        `<a href="${escapeHtml(link)}" style="color:#0b5d32;word-break:break-all;">${escapeHtml(link)}</a>`,
      'font-size:13px;color:#5b6b61;',
    )
  );
}

/** One language's version of a fixed template: its subject, text and HTML content (the frame is the caller's). */
interface Version {
  subject: string;
  text: string;
  contentHtml: string;
  footer: string;
}

function renderVersion(template: EmailTemplate, locale: Locale, data: Record<string, string>): Version {
  const shape = TEMPLATES[template];
  const missing = shape.keys.filter((key) => typeof data[key] !== 'string' || data[key] === '');
  if (missing.length > 0) throw new Error(`e-mail template ${template} needs ${missing.join(', ')}`);

  const t = (key: string) => translate(`emails:${key}`, locale, data);
  // A header line: whatever a value carries, it stays one line.
  const subject = t(`${template}.subject`).replace(/\s+/g, ' ').trim();
  const greeting = data.name ? t('layout.greeting') : t('layout.greetingAnonymous');
  const body = t(`${template}.body`);
  const note = t(`${template}.note`);
  const signature = t('layout.signature');
  const action = shape.action ? { label: t(`${template}.action`), link: data.link as string } : null;

  const text = [greeting, body, ...(action ? [`${action.label}:\n${action.link}`] : []), note, signature].join('\n\n');
  const contentHtml =
    [greeting, body].map((part) => paragraph(htmlText(part))).join('\n') +
    `\n${action ? buttonHtml(action.label, action.link, locale) : ''}\n` +
    [note, signature].map((part) => paragraph(htmlText(part))).join('\n');
  return { subject, text, contentHtml, footer: t('layout.footer') };
}

/**
 * Renders one of the fixed templates in the recipient's language: subject, an inline-styled HTML
 * body (mail clients ignore style sheets) and a plain-text body with the link on its own line.
 */
export function renderEmail(template: EmailTemplate, locale: Locale, data: Record<string, string>): RenderedEmail {
  const { subject, text, contentHtml, footer } = renderVersion(template, locale, data);
  return {
    subject,
    text: `${text}\n\n--\n${APP_NAME}\n${footer}`,
    html: emailLayout({ locale, subject, content: contentHtml, footer: htmlText(footer) }),
  };
}

/** A language's version of a mail written in two, with the data it reads (a name is ordered per language). */
export interface LanguageVersion {
  locale: Locale;
  data: Record<string, string>;
}

/**
 * One mail in two languages, for someone whose language we do not know (an invitation to an address without an
 * account): the first version, then the second, each whole (greeting to signature, its own button); both subjects,
 * both footers. A line at the top tells readers of the second language that their version follows.
 */
export function renderBilingualEmail(
  template: EmailTemplate,
  first: LanguageVersion,
  second: LanguageVersion,
): RenderedEmail {
  const one = renderVersion(template, first.locale, first.data);
  const two = renderVersion(template, second.locale, second.data);
  const below = translate('emails:layout.versionBelow', second.locale);
  const subject = `${one.subject} / ${two.subject}`;
  const text = [below, one.text, '* * *', two.text, `--\n${APP_NAME}\n${one.footer}\n\n${two.footer}`].join('\n\n');
  const html = emailLayout({
    locale: first.locale,
    subject,
    content:
      `<p lang="${second.locale}" style="margin:0 0 20px;font-size:13px;color:#5b6b61;">${htmlText(below)}</p>` +
      `\n${one.contentHtml}\n` +
      '<hr style="border:0;border-top:1px solid #d5ddd7;margin:28px 0;">\n' +
      `<div lang="${second.locale}">\n${two.contentHtml}\n</div>`,
    footer: `${htmlText(one.footer)}<br><br><span lang="${second.locale}">${htmlText(two.footer)}</span>`,
  });
  return { subject, html, text };
}

/** What goes into the e-mail frame: the content and footer are HTML already (escaped or sanitised by the caller). */
export interface EmailLayoutParts {
  locale: Locale;
  subject: string;
  content: string;
  footer: string;
  /** An absolute picture address shown full width above the content. */
  headerImage?: string | null;
}

/** The one frame of every e-mail we send: the app's bar, a white card with the content, the footer under it. */
export function emailLayout({ locale, subject, content, footer, headerImage }: EmailLayoutParts): string {
  const picture = headerImage
    ? `<tr><td style="padding:0;"><img src="${escapeHtml(headerImage)}" alt="" width="560" style="display:block;width:100%;max-width:560px;height:auto;border:0;"></td></tr>\n`
    : '';
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:#f4f6f3;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background-color:#f4f6f3;padding:24px 12px;">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background-color:#ffffff;border:1px solid #d5ddd7;border-radius:8px;font-family:Arial,Helvetica,sans-serif;color:#1c2620;">
<tr><td style="background-color:#0b5d32;border-radius:8px 8px 0 0;padding:18px 32px;color:#ffffff;font-size:22px;font-weight:bold;">${APP_NAME}<span style="display:inline-block;width:10px;height:10px;margin-left:8px;border-radius:5px;background-color:#f2b705;"></span></td></tr>
${picture}<tr><td style="padding:32px 32px 12px;font-size:16px;line-height:1.5;">
${content}
</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #d5ddd7;font-size:12px;line-height:1.5;color:#5b6b61;">${footer}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

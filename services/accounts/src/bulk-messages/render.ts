import { fileUrl, personName, type Locale } from '@hfl/contracts';
import { translate } from '@hfl/kit';
import { appLink } from '../mail/links';
import { emailLayout, escapeHtml, type RenderedEmail } from '../mail/templates';
import type { CleanTranslation } from './translations';

/** Whose data fills the placeholders ({{firstName}}, {{lastName}}, {{name}}). */
export interface Recipient {
  firstName?: string | null;
  lastName?: string | null;
}

/** `{{name}}` is the whole name as the message's language writes it: "Kovács Anna" in Hungarian. */
function fillPlaceholders(
  text: string,
  recipient: Recipient,
  locale: Locale,
  escape: (value: string) => string,
): string {
  const values: Record<string, string> = {
    firstName: recipient.firstName ?? '',
    lastName: recipient.lastName ?? '',
    name: personName(recipient.firstName, recipient.lastName, locale),
  };
  return text.replace(/\{\{\s*(firstName|lastName|name)\s*\}\}/g, (_match, key: string) => escape(values[key] ?? ''));
}

const HTML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The plain-text part of sanitised editor HTML: paragraphs and line breaks kept, links spelled out. */
export function plainTextOf(html: string): string {
  return html
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_m, href: string, label: string) =>
      label.replace(/<[^>]+>/g, '') === href ? href : `${label} (${href})`,
    )
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li[^>]*>/gi, '- ')
    .replace(/<\/(p|h[1-4]|li|blockquote|pre|ul|ol)>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_m, name: string) => HTML_ENTITIES[name] ?? '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * A bulk message as one recipient gets it: the owner's subject and body with the recipient's data in the
 * placeholders, in the frame of every e-mail we send, with the header picture and the unsubscribe link.
 */
export function renderBulkMessage(
  translation: CleanTranslation,
  recipient: Recipient,
  links: { publicUrl: string; unsubscribeUrl: string },
): RenderedEmail {
  const locale: Locale = translation.language;
  const subject = fillPlaceholders(translation.subject, recipient, locale, (value) => value)
    .replace(/\s+/g, ' ')
    .trim();
  const body = fillPlaceholders(translation.body, recipient, locale, escapeHtml);
  const footerText = translate('emails:bulk.footer', locale);
  const unsubscribeLabel = translate('emails:bulk.unsubscribe', locale);
  const headerImage = translation.headerImageId
    ? appLink(links.publicUrl, fileUrl(translation.headerImageId.toHexString()))
    : null;
  const html = emailLayout({
    locale,
    subject,
    headerImage,
    content: body,
    footer:
      `${escapeHtml(footerText)}<br>` +
      `<a href="${escapeHtml(links.unsubscribeUrl)}" style="color:#0b5d32;">${escapeHtml(unsubscribeLabel)}</a>`,
  });
  const text = [
    plainTextOf(body),
    `--\nHFL Fantasy\n${footerText}\n${unsubscribeLabel}:\n${links.unsubscribeUrl}`,
  ].join('\n\n');
  return { subject, html, text };
}

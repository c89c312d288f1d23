import type { Locale } from '@hfl/contracts';
import { translate } from '@hfl/kit';
import { emailLayout, escapeHtml } from '../mail/templates';
import { BulkDelivery } from '../models/bulk-send';
import { User } from '../models/user';

const TOKEN_PATTERN = /^[0-9a-f]{64}$/;

/**
 * A bulk message's unsubscribe link was followed (or one-click posted): the recipient's newsletter flag goes off.
 * False when the token is no recipient's. Repeating it changes nothing.
 */
export async function unsubscribe(token: string): Promise<boolean> {
  if (!TOKEN_PATTERN.test(token)) return false;
  const delivery = await BulkDelivery.findOne({ token }, { user: 1 }).lean();
  if (!delivery) return false;
  await User.updateOne({ _id: delivery.user }, { $set: { newsletter: false } });
  return true;
}

/** The page the link opens: the outcome in both languages (a visitor's language is unknown), in the e-mails' frame. */
export function unsubscribePage(done: boolean): string {
  const part = (locale: Locale) => {
    const t = (key: string) => escapeHtml(translate(`emails:bulk.${key}`, locale));
    const [title, text] = done
      ? [t('unsubscribedTitle'), t('unsubscribedText')]
      : [t('unsubscribeInvalidTitle'), t('unsubscribeInvalidText')];
    return `<h1 lang="${locale}" style="font-size:20px;margin:0 0 8px;">${title}</h1><p lang="${locale}" style="margin:0 0 24px;">${text}</p>`;
  };
  const subject = translate(`emails:bulk.${done ? 'unsubscribedTitle' : 'unsubscribeInvalidTitle'}`, 'hu');
  return emailLayout({ locale: 'hu', subject, content: part('hu') + part('en'), footer: '' });
}

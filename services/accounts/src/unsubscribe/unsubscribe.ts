import type { Locale } from '@hfl/contracts';
import { translate } from '@hfl/kit';
import { readAlertUnsubscribeToken } from '../alerts/unsubscribe-token';
import { turnOff, type UnsubscribeScope } from '../alerts/settings';
import { emailLayout, escapeHtml } from '../mail/templates';
import { BulkDelivery } from '../models/bulk-send';

const BULK_TOKEN_PATTERN = /^[0-9a-f]{64}$/;

/** Whose link it is and what it turns off. */
export interface UnsubscribeTarget {
  userId: string;
  scope: UnsubscribeScope;
}

/**
 * What an unsubscribe link names: an alert's signed token (a user and a kind), or a bulk message's stored delivery
 * token (its recipient's newsletter). Null when it is neither.
 */
export async function unsubscribeTarget(token: string, secret: string): Promise<UnsubscribeTarget | null> {
  if (BULK_TOKEN_PATTERN.test(token)) {
    const delivery = await BulkDelivery.findOne({ token }, { user: 1 }).lean();
    return delivery ? { userId: delivery.user.toHexString(), scope: 'newsletter' } : null;
  }
  return readAlertUnsubscribeToken(secret, token);
}

/** Turns the link's kind off; repeating it changes nothing. */
export async function unsubscribe(target: UnsubscribeTarget): Promise<void> {
  await turnOff(target.userId, target.scope);
}

export type UnsubscribePageState = 'confirm' | 'done' | 'invalid';

/**
 * The page the link opens, in both languages (a visitor's language is unknown), Hungarian first, in the e-mails'
 * frame. Opening the link only asks (a button that posts the form back to the same address): mail scanners that
 * follow links must not unsubscribe anyone.
 */
export function unsubscribePage(state: UnsubscribePageState, scope?: UnsubscribeScope): string {
  const part = (locale: Locale) => {
    const kind = scope ? translate(`emails:alerts.kinds.${scope}`, locale) : '';
    const t = (key: string) => escapeHtml(translate(`emails:alerts.unsubscribe.${key}`, locale, { kind }));
    const [title, text] = {
      confirm: [t('confirmTitle'), t('confirmText')],
      done: [t('doneTitle'), t('doneText')],
      invalid: [t('invalidTitle'), t('invalidText')],
    }[state];
    const button =
      state === 'confirm'
        ? `<form method="post" style="margin:0 0 32px;"><input type="hidden" name="confirm" value="1">` +
          `<button type="submit" style="background-color:#0b5d32;color:#ffffff;border:0;font-weight:bold;` +
          `font-size:16px;padding:12px 28px;border-radius:6px;cursor:pointer;">${t('button')}</button></form>`
        : '';
    return (
      `<h1 lang="${locale}" style="font-size:20px;margin:0 0 8px;">${title}</h1>` +
      `<p lang="${locale}" style="margin:0 0 16px;">${text}</p>${button}`
    );
  };
  const subject = translate(`emails:alerts.unsubscribe.${state}Title`, 'hu');
  return emailLayout({ locale: 'hu', subject, content: part('hu') + part('en'), footer: '' });
}

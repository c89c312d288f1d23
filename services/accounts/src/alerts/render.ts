import enPlayer from '@hfl/contracts/locales/en/player.json' with { type: 'json' };
import huPlayer from '@hfl/contracts/locales/hu/player.json' with { type: 'json' };
import { ALERT_OF_NOTIFICATION, type EmailAlertKind, type Locale, type NotificationKind } from '@hfl/contracts';
import { addResources, translate } from '@hfl/kit';
import { appLink, LINK_PATHS, unsubscribeHeaders, unsubscribePath } from '../mail/links';
import {
  APP_NAME,
  buttonHtml,
  emailLayout,
  escapeHtml,
  htmlText,
  paragraph,
  type RenderedEmail,
} from '../mail/templates';
import type { NotificationFields } from '../models/notification';
import { alertUnsubscribeToken } from './unsubscribe-token';
import type { UnsubscribeScope } from './settings';

// A trophy's title is the one the notifications show.
addResources('en', 'player', { trophyTypes: enPlayer.trophyTypes });
addResources('hu', 'player', { trophyTypes: huPlayer.trophyTypes });

/** What a mail needs of the notification it tells about. */
export type AlertNotification = Pick<NotificationFields, 'kind' | 'league' | 'params' | 'link'>;

/** Whom it goes to. */
export interface AlertRecipient {
  id: string;
  email: string;
  firstName?: string | null;
  locale?: string | null;
}

export interface AlertLinkOptions {
  publicUrl: string;
  /** Signs the unsubscribe links (config's alertsSecret). */
  secret: string;
}

/** A mail ready for the transport and the outbox. */
export interface RenderedAlert extends RenderedEmail {
  locale: Locale;
  headers: Record<string, string>;
}

const localeOf = (recipient: AlertRecipient): Locale => (recipient.locale === 'hu' ? 'hu' : 'en');

export const alertKindOf = (notification: { kind: string }): EmailAlertKind | undefined =>
  ALERT_OF_NOTIFICATION[notification.kind as NotificationKind];

/** The page of the thing itself, else the league's page. */
export function thingLink(publicUrl: string, notification: AlertNotification): string {
  if (notification.link) return appLink(publicUrl, notification.link);
  return appLink(publicUrl, notification.league ? LINK_PATHS.league(notification.league.id) : '/');
}

function alertText(notification: AlertNotification, part: 'subject' | 'body', locale: Locale): string {
  const params = notification.params ?? {};
  const text = translate(`emails:alerts.${notification.kind}.${part}`, locale, {
    league: notification.league?.name ?? '',
    name: params.name ?? '',
    player: params.player ?? '',
    otherPlayer: params.otherPlayer ?? '',
    week: params.week ?? '',
    score: params.score ?? '',
    place: params.place ?? '',
    minutes: params.minutes ?? '',
    ...(params.hours ? { count: Number(params.hours) } : {}),
    trophyTitle: params.trophy ? translate(`player:trophyTypes.${params.trophy}`, locale) : '',
  });
  // A header line stays one line, whatever a name carries.
  return part === 'subject' ? text.replace(/\s+/g, ' ').trim() : text;
}

function unsubscribeLink(recipient: AlertRecipient, scope: UnsubscribeScope, { publicUrl, secret }: AlertLinkOptions) {
  return appLink(publicUrl, unsubscribePath(alertUnsubscribeToken(secret, recipient.id, scope)));
}

interface Frame {
  locale: Locale;
  subject: string;
  greeting: string;
  /** The content between the greeting and the signature, as HTML and as text. */
  html: string;
  text: string;
  /** Why the mail came, the link that stops it, and where all alerts are chosen. */
  reason: string;
  turnOff: string;
  unsubscribeUrl: string;
  settingsUrl: string;
}

function framed(frame: Frame): RenderedAlert {
  const t = (key: string) => translate(`emails:${key}`, frame.locale);
  const settingsLabel = t('alerts.settings');
  const footer =
    `${htmlText(frame.reason)}<br>` +
    `<a href="${escapeHtml(frame.unsubscribeUrl)}" style="color:#0b5d32;">${htmlText(frame.turnOff)}</a> · ` +
    `<a href="${escapeHtml(frame.settingsUrl)}" style="color:#0b5d32;">${htmlText(settingsLabel)}</a><br>` +
    htmlText(t('layout.footer'));
  const html = emailLayout({
    locale: frame.locale,
    subject: frame.subject,
    content: `${paragraph(htmlText(frame.greeting))}\n${frame.html}\n${paragraph(htmlText(t('layout.signature')))}`,
    footer,
  });
  const text = [
    frame.greeting,
    frame.text,
    t('layout.signature'),
    `--\n${APP_NAME}\n${frame.reason}\n${frame.turnOff}:\n${frame.unsubscribeUrl}\n${settingsLabel}:\n${frame.settingsUrl}`,
  ].join('\n\n');
  return {
    locale: frame.locale,
    subject: frame.subject,
    html,
    text,
    headers: unsubscribeHeaders(frame.unsubscribeUrl),
  };
}

const greetingOf = (recipient: AlertRecipient, locale: Locale) =>
  recipient.firstName
    ? translate('emails:layout.greeting', locale, { name: recipient.firstName })
    : translate('emails:layout.greetingAnonymous', locale);

/**
 * One notification's alert in the recipient's language: the subject and text of its kind, a button to the thing
 * itself, and a footer link (also the List-Unsubscribe header) that turns that kind off.
 */
export function renderAlert(
  notification: AlertNotification,
  recipient: AlertRecipient,
  links: AlertLinkOptions,
): RenderedAlert {
  const kind = alertKindOf(notification);
  if (!kind) throw new Error(`notification kind ${notification.kind} is not mailed`);
  const locale = localeOf(recipient);
  const body = alertText(notification, 'body', locale);
  const link = thingLink(links.publicUrl, notification);
  const action = translate(`emails:alerts.actions.${kind}`, locale);
  return framed({
    locale,
    subject: alertText(notification, 'subject', locale),
    greeting: greetingOf(recipient, locale),
    html: paragraph(htmlText(body)) + buttonHtml(action, link, locale),
    text: `${body}\n\n${action}:\n${link}`,
    reason: translate('emails:alerts.footer', locale, {
      kind: translate(`emails:alerts.kinds.${kind}`, locale),
    }),
    turnOff: translate('emails:alerts.turnOff', locale),
    unsubscribeUrl: unsubscribeLink(recipient, kind, links),
    settingsUrl: appLink(links.publicUrl, LINK_PATHS.settings),
  });
}

/** The daily summary: every pending trade and result of the day, each with its own link; one link stops the summary. */
export function renderSummary(
  notifications: AlertNotification[],
  recipient: AlertRecipient,
  links: AlertLinkOptions,
): RenderedAlert {
  const locale = localeOf(recipient);
  const t = (key: string, params: Record<string, unknown> = {}) => translate(`emails:alerts.${key}`, locale, params);
  const items = notifications.map((notification) => ({
    text: alertText(notification, 'body', locale),
    link: thingLink(links.publicUrl, notification),
  }));
  const open = t('summary.open');
  const heading = t('summary.heading');
  const list = items
    .map(
      (item) =>
        `<li style="margin:0 0 12px;">${htmlText(item.text)}<br>` +
        `<a href="${escapeHtml(item.link)}" style="color:#0b5d32;font-weight:bold;">${htmlText(open)}</a></li>`,
    )
    .join('\n');
  return framed({
    locale,
    subject: t('summary.subject', { count: items.length }),
    greeting: greetingOf(recipient, locale),
    html: `${paragraph(htmlText(heading))}\n<ul style="margin:0 0 20px;padding-left:20px;">\n${list}\n</ul>`,
    text: [heading, ...items.map((item) => `- ${item.text}\n  ${open}: ${item.link}`)].join('\n\n'),
    reason: t('summary.footer'),
    turnOff: t('summary.turnOff'),
    unsubscribeUrl: unsubscribeLink(recipient, 'dailySummary', links),
    settingsUrl: appLink(links.publicUrl, LINK_PATHS.settings),
  });
}

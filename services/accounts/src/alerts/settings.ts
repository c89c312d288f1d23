import { EMAIL_ALERT_KINDS, SUMMARY_ALERT_KINDS, type EmailAlertKind, type EmailAlertSettings } from '@hfl/contracts';
import { User, type UserFields } from '../models/user';

/** What the alert rules read of a user. */
export type AlertPreferences = Pick<UserFields, 'newsletter' | 'emailAlertsOff' | 'emailDailySummary'>;

/** Whether the user gets this kind of e-mail: `newsletter` is the registration's flag, every other kind is on until turned off. */
export function alertOn(user: Partial<AlertPreferences>, kind: EmailAlertKind): boolean {
  if (kind === 'newsletter') return Boolean(user.newsletter);
  return !(user.emailAlertsOff ?? []).includes(kind);
}

/** Whether this kind waits for the daily summary instead of going out on its own. */
export function waitsForSummary(user: Partial<AlertPreferences>, kind: EmailAlertKind): boolean {
  return Boolean(user.emailDailySummary) && (SUMMARY_ALERT_KINDS as readonly EmailAlertKind[]).includes(kind);
}

export function alertSettingsOf(user: Partial<AlertPreferences>): EmailAlertSettings {
  return {
    alerts: Object.fromEntries(EMAIL_ALERT_KINDS.map((kind) => [kind, alertOn(user, kind)])) as Record<
      EmailAlertKind,
      boolean
    >,
    dailySummary: Boolean(user.emailDailySummary),
  };
}

/** Stores the settings whole (one update of the user's document) and answers them as stored. */
export async function saveAlertSettings(
  userId: unknown,
  { alerts, dailySummary }: EmailAlertSettings,
): Promise<EmailAlertSettings> {
  const off = EMAIL_ALERT_KINDS.filter((kind) => kind !== 'newsletter' && !alerts[kind]);
  await User.updateOne(
    { _id: userId },
    { $set: { emailAlertsOff: off, emailDailySummary: dailySummary, newsletter: alerts.newsletter } },
  );
  const user = await User.findById(userId, { newsletter: 1, emailAlertsOff: 1, emailDailySummary: 1 }).lean();
  return alertSettingsOf(user ?? {});
}

/** What an unsubscribe link turns off: one kind, or (a daily summary's link) the kinds the summary gathers. */
export type UnsubscribeScope = EmailAlertKind | 'dailySummary';
export const UNSUBSCRIBE_SCOPES: readonly UnsubscribeScope[] = [...EMAIL_ALERT_KINDS, 'dailySummary'];

/** Turns the scope's kinds off (one update; repeating it changes nothing). */
export async function turnOff(userId: unknown, scope: UnsubscribeScope): Promise<void> {
  const kinds: EmailAlertKind[] = scope === 'dailySummary' ? [...SUMMARY_ALERT_KINDS] : [scope];
  const others = kinds.filter((kind) => kind !== 'newsletter');
  await User.updateOne(
    { _id: userId },
    {
      ...(kinds.includes('newsletter') ? { $set: { newsletter: false } } : {}),
      ...(others.length > 0 ? { $addToSet: { emailAlertsOff: { $each: others } } } : {}),
    },
  );
}

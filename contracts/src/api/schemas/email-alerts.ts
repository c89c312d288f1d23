import * as yup from 'yup';
import type { NotificationKind } from './notifications';

/**
 * E-mail alerts (issue 38): what happened, mailed to the person it happened to, in his language, with a button to the
 * thing itself and a footer link that turns that kind off. Each kind can be turned off on /settings; all are on by
 * default except `newsletter`, which is the registration's choice (the owner's bulk messages).
 */
export const EMAIL_ALERT_KINDS = [
  /** The league's draft starts in 24 hours, and in 1 hour. */
  'draftStarting',
  /** On deck and on the clock in a draft whose turns last 10 minutes or more. */
  'draftTurn',
  /** A trade offered to you. */
  'tradeOffered',
  /** Your trade offer accepted or rejected. */
  'tradeAnswered',
  /** Your round result is final. */
  'resultFinal',
  /** A trophy won. */
  'trophyWon',
  /** You were invited to a league, or your join request was answered. */
  'leagueMembership',
  /** News from HFL Fantasy: the owner's bulk messages. */
  'newsletter',
] as const;
export type EmailAlertKind = (typeof EMAIL_ALERT_KINDS)[number];

/** The kinds a user may take as one daily summary instead of single mails. */
export const SUMMARY_ALERT_KINDS = ['tradeOffered', 'tradeAnswered', 'resultFinal'] as const satisfies EmailAlertKind[];

/** Which notifications are also mailed, as which alert kind; the others stay in the in-app list only. */
export const ALERT_OF_NOTIFICATION: Partial<Record<NotificationKind, EmailAlertKind>> = {
  draftStartsSoon: 'draftStarting',
  draftOnDeck: 'draftTurn',
  draftOnTheClock: 'draftTurn',
  tradeProposed: 'tradeOffered',
  tradeAccepted: 'tradeAnswered',
  tradeRejected: 'tradeAnswered',
  resultFinal: 'resultFinal',
  trophyWon: 'trophyWon',
  requestAccepted: 'leagueMembership',
  requestRejected: 'leagueMembership',
};

/** A draft turn shorter than this sends no on-deck or on-the-clock alert (a live draft's minute turns would spam). */
export const DRAFT_TURN_ALERT_MIN_SECONDS = 10 * 60;

/** `GET /api/users/me/email-alerts` answers it; `POST` takes it whole and answers it as stored. */
export interface EmailAlertSettings {
  alerts: Record<EmailAlertKind, boolean>;
  /** Trades and results in one mail a day instead of one mail each. */
  dailySummary: boolean;
}

export const emailAlertSettingsSchema = yup
  .object({
    alerts: yup
      .object(
        Object.fromEntries(
          EMAIL_ALERT_KINDS.map((kind) => [
            kind,
            yup.boolean().typeError('errors:invalidData').required('errors:invalidData'),
          ]),
        ) as Record<EmailAlertKind, yup.BooleanSchema<boolean>>,
      )
      .noUnknown(true, 'errors:invalidData')
      .required('errors:invalidData'),
    dailySummary: yup.boolean().typeError('errors:invalidData').required('errors:invalidData'),
  })
  .noUnknown(true, 'errors:invalidData');

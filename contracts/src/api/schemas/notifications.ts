import * as yup from 'yup';
import { requiredObjectId } from './fields';
import type { LocalizedName } from '../../i18n/person-name';
import { TROPHY_TYPES } from '../../rules/awards';

/**
 * Notifications (player-app: /notifications, the unread badge). Accounts owns them; other services create them
 * through accounts' service-only `POST /internal/notifications`. A notification stores a message kind and its
 * parameters, not text, so each reader sees it in their current language.
 */
export const NOTIFICATION_TYPES = ['LEAGUE', 'PROFILE', 'DRAFT'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/**
 * What happened; each kind is the message key `player:notifications.messages.<kind>` with `{{league}}`, `{{name}}`
 * (and a trade's `{{player}}`, `{{otherPlayer}}`).
 */
export const NOTIFICATION_KINDS = [
  /** To the admin: someone asked to join. */
  'joinRequested',
  /** To the admin: someone joined directly. */
  'memberJoined',
  /** To the requester: the admin accepted. */
  'requestAccepted',
  /** To the requester: the admin turned the request down. */
  'requestRejected',
  /** To the admin: the requester withdrew. */
  'requestWithdrawn',
  /** To the admin: an invitee accepted and created a team. */
  'invitationAccepted',
  /** To the member: the admin removed them. */
  'memberRemoved',
  /** To the admin: a member left. */
  'memberLeft',
  /** To the new admin: admin rights were handed to them. */
  'adminRightsReceived',
  /** To every other member: the league was deleted. */
  'leagueDeleted',
  /** To every other member: the site operator deleted the account of the league's admin. */
  'adminAccountDeleted',
  /** To every manager (DRAFT): the league's live draft has started. */
  'draftStarted',
  /** To every manager (DRAFT): the last pick was made; the rosters are drafted. */
  'draftEnded',
  /** To every manager (DRAFT): the league's draft starts in `{{hours}}` hours (24, then 1). */
  'draftStartsSoon',
  /** To a manager (DRAFT): he picks after the team on the clock now (only when a turn lasts 10 minutes or more). */
  'draftOnDeck',
  /** To a manager (DRAFT): his turn to pick has begun; it lasts `{{minutes}}` minutes (turns of 10 minutes or more). */
  'draftOnTheClock',
  /** To the user (PROFILE): their password was changed while signed in. */
  'passwordChanged',
  /** To the user (PROFILE): their password was set anew through a reset link. */
  'passwordReset',
  /** To the user (PROFILE): their account's e-mail address changed to `{{name}}`. */
  'emailChanged',
  /**
   * Trades (LEAGUE), each told from the recipient's side: `{{name}}` the other team, `{{player}}` the recipient's
   * player in the trade, `{{otherPlayer}}` the other team's. To the receiving manager: a proposal arrived.
   */
  'tradeProposed',
  /** To the proposing manager: the receiving team accepted; the players switched teams. */
  'tradeAccepted',
  /** To the proposing manager: the receiving team rejected the proposal. */
  'tradeRejected',
  /** To the receiving manager: the proposing team withdrew the proposal. */
  'tradeWithdrawn',
  /** To both managers: a player of the proposal left his roster (cut, traded), so it was cancelled. */
  'tradeCancelled',
  /** To the manager left in a proposal: the other team's manager deleted his account, so it was cancelled. */
  'tradeManagerLeft',
  /**
   * To a manager (LEAGUE): his round `{{week}}` game against `{{name}}` is final, `{{score}}` from his side; his team
   * is `{{place}}` in the standings.
   */
  'resultFinal',
  /**
   * To a manager who had seen his game's result (LEAGUE): a correction changed it. `{{name}}` the opponent,
   * `{{week}}` the round, `{{score}}` the new score from the recipient's side.
   */
  'resultChanged',
  /**
   * To a manager (LEAGUE): his team `{{name}}` won a trophy; `{{trophy}}` its type (the message shows its title,
   * `player:trophyTypes.<type>`).
   */
  'trophyWon',
  /** To a manager (LEAGUE): after a correction his team `{{name}}` no longer holds the trophy `{{trophy}}`. */
  'trophyTakenBack',
  /**
   * To a manager (LEAGUE): his waiver claim for `{{player}}` was closed undecided, the league admin having switched
   * waivers off; the player is a free agent.
   */
  'waiverClaimClosed',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** At most this many notifications come back from `GET /api/users/me/notifications` (newest first). */
export const NOTIFICATIONS_PAGE_SIZE = 100;

export interface NotificationItem {
  id: string;
  createdAt: string;
  /** The league it is about (its name as it was then); null for non-league notifications. */
  league: { id: string; name: string } | null;
  /** The page of the thing itself (the trade on /team, the game, the draft room, the trophy), when there is one. */
  link: string | null;
  isViewed: boolean;
  type: NotificationType;
  kind: NotificationKind;
  /** Already translated into the request's language. */
  message: string;
}

export interface UnreadNotificationsCount {
  count: number;
}

/** Service to service: `POST /internal/notifications` on accounts. */
export const notificationCreateSchema = yup.object({
  userIds: yup.array(requiredObjectId()).typeError('errors:invalidData').required('errors:invalidData').min(1).max(100),
  type: yup
    .string()
    .typeError('errors:invalidData')
    .required('errors:invalidData')
    .oneOf([...NOTIFICATION_TYPES]),
  kind: yup
    .string()
    .typeError('errors:invalidData')
    .required('errors:invalidData')
    .oneOf([...NOTIFICATION_KINDS]),
  league: yup
    .object({ id: requiredObjectId(), name: yup.string().typeError('errors:invalidData').required().max(100) })
    .default(undefined)
    .nullable(),
  /**
   * Interpolation values besides the league's name: `name` (another user's or team's), a trade's players, a game's
   * round and score, a trophy's type.
   */
  params: yup
    .object({
      name: yup.string().typeError('errors:invalidData').max(200),
      player: yup.string().typeError('errors:invalidData').max(200),
      otherPlayer: yup.string().typeError('errors:invalidData').max(200),
      week: yup.string().typeError('errors:invalidData').max(10),
      score: yup.string().typeError('errors:invalidData').max(50),
      trophy: yup
        .string()
        .typeError('errors:invalidData')
        .oneOf([...TROPHY_TYPES], 'errors:invalidData'),
      /** A draft's start, in hours from now; a draft turn's length in minutes; a team's standings place. */
      hours: yup.string().typeError('errors:invalidData').max(10),
      minutes: yup.string().typeError('errors:invalidData').max(10),
      place: yup.string().typeError('errors:invalidData').max(10),
    })
    .noUnknown(true, 'errors:invalidData')
    .default({}),
  /** The page of the thing itself, a path of this site ('/team?trade=…'); the e-mail alert's button opens it too. */
  link: yup
    .string()
    .typeError('errors:invalidData')
    .matches(/^\/[^/\\]/, { message: 'errors:invalidData', excludeEmptyString: true })
    .max(300, 'errors:invalidData')
    .default(undefined)
    .nullable(),
  /**
   * Names the event (a manager's final result, say): the same key for the same recipient is stored once, so a sender
   * that tells it again after a lost answer or a crash tells nobody twice.
   */
  key: yup
    .string()
    .typeError('errors:invalidData')
    .matches(/^[\w:.-]{1,200}$/, 'errors:invalidData')
    .default(undefined),
});
export type NotificationCreatePayload = yup.InferType<typeof notificationCreateSchema>;

/** At most this many notifications per `POST /internal/notifications/batch` (a locked round's results, say). */
export const NOTIFICATION_BATCH_MAX = 500;

/** Service to service: `POST /internal/notifications/batch` on accounts, each notification with its own recipients. */
export const notificationBatchSchema = yup.object({
  notifications: yup
    .array(notificationCreateSchema)
    .typeError('errors:invalidData')
    .required('errors:invalidData')
    .min(1, 'errors:invalidData')
    .max(NOTIFICATION_BATCH_MAX, 'errors:invalidData'),
});
export type NotificationBatchPayload = yup.InferType<typeof notificationBatchSchema>;

/**
 * At most this many ids per `POST /internal/users/names`; a caller with more asks in batches. On FerretDB every call
 * scans all users whatever it asks (0.7 s for 500 ids among 10,000 users, 2.3 s for all 10,000): one call names the
 * managers of a whole leaderboard (10,000 teams) rather than twenty. 10,000 ids are about 270 KB of JSON.
 */
export const USER_NAMES_MAX_IDS = 10_000;

/** Service to service: `POST /internal/users/names` on accounts (names for member rows, admins, exports). */
export const userNamesQuerySchema = yup.object({
  ids: yup
    .array(requiredObjectId())
    .typeError('errors:invalidData')
    .required('errors:invalidData')
    .max(USER_NAMES_MAX_IDS),
});
export type UserNamesQuery = yup.InferType<typeof userNamesQuerySchema>;

/**
 * A row of `POST /internal/users/names`' answer: `name` in the caller's language, `names` in every language, for
 * what a peer keeps and shows later to readers of either ("deleted user" translated once the account is gone).
 */
export interface NamedUser {
  id: string;
  name: string;
  names: LocalizedName;
}

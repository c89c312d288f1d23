import * as yup from 'yup';
import type { Locale } from '../i18n/locale';
import type { DraftCurrentTurn, DraftPickView, DraftState } from './schemas/draft';
import type { ErrorBody } from './errors';

/** Events the server pushes to browsers. Keys are event names, values their payloads. */
export interface ServerToClientEvents {
  /** The user chose another language; every open tab follows. */
  'user/localeChanged': (payload: LocaleChangedEvent) => void;
  /** A notification was created for this user: the navigation badge shows the new unread count. */
  'notification/created': (payload: NotificationEvent) => void;
  /** A league's draft went live (pending → drafting). */
  'draft/started': (payload: DraftEvent) => void;
  /** A pick was made (by a manager or automatically): `pick.pickNo` is the sequence a room resyncs by. */
  'draft/pickMade': (payload: DraftPickMadeEvent) => void;
  /** The last pick was made (drafting → ongoing). */
  'draft/ended': (payload: DraftEvent) => void;
  /** Who is in the draft room (sent by the BFF whenever someone enters or leaves). */
  'draft/presence': (payload: DraftPresenceEvent) => void;
}

export interface DraftEvent {
  leagueId: string;
  seasonId: string;
}

export interface DraftPickMadeEvent extends DraftEvent {
  pick: DraftPickView;
  /** The turn now on the clock; null after the last pick. */
  current: DraftCurrentTurn | null;
}

export interface DraftPresenceEvent {
  leagueId: string;
  userIds: string[];
}

/** A member removed from the league mid-draft: the BFF takes their sockets out of the league's draft room. */
export interface DraftMemberRemovedEvent {
  leagueId: string;
  userId: string;
}

/** The answer to `draft/join`: the room's whole state (the resync after every reconnect), or why not. */
export type DraftJoinAnswer = { ok: true; state: DraftState } | { ok: false; status: number; error: ErrorBody };

export interface LocaleChangedEvent {
  locale: Locale;
  /** The user's name as the new language writes it (family name first in Hungarian). */
  name: string;
}

/** Events browsers send. */
export interface ClientToServerEvents {
  /** Enter a league's draft room: the BFF asks fantasy for the state as this user, joins on success, and answers. */
  'draft/join': (payload: { leagueId: string }, answer: (result: DraftJoinAnswer) => void) => void;
  'draft/leave': (payload: { leagueId: string }) => void;
  /** The draft readiness check (/test): the BFF answers at once with its clock, so the page measures the round trip. */
  'diagnostics/echo': (payload: { sentAt: number }, answer: (result: EchoAnswer) => void) => void;
}

/** The answer to `diagnostics/echo`: the browser's own send time back, and the server's clock when it answered. */
export interface EchoAnswer {
  sentAt: number;
  serverTime: number;
}

export interface NotificationEvent {
  id: string;
  type: 'LEAGUE' | 'PROFILE' | 'DRAFT';
  /** The recipient's unread count after this one. */
  unreadCount: number;
  createdAt: string;
}

export type ServerEventName = keyof ServerToClientEvents;
/** Events services may publish through the BFF (presence is the BFF's own). */
export const SERVER_EVENT_NAMES: readonly ServerEventName[] = [
  'user/localeChanged',
  'notification/created',
  'draft/started',
  'draft/pickMade',
  'draft/ended',
];

/** Events services publish for the BFF itself, never sent on to browsers. */
export interface BffEvents {
  'draft/memberRemoved': DraftMemberRemovedEvent;
}
export type BffEventName = keyof BffEvents;
export const BFF_EVENT_NAMES: readonly BffEventName[] = ['draft/memberRemoved'];

/** Rooms: one per user, one per league, one per league draft. */
export const rooms = {
  user: (userId: string) => `user:${userId}`,
  league: (leagueId: string) => `league:${leagueId}`,
  draft: (leagueId: string) => `draft:${leagueId}`,
};

/** Body of the BFF's internal `POST /internal/events`, through which services publish. */
export const publishEventSchema = yup.object({
  room: yup
    .string()
    .required()
    .matches(/^(user|league|draft):[A-Za-z0-9_-]{1,64}$/, 'errors:invalidData'),
  event: yup
    .string()
    .required()
    .oneOf([...SERVER_EVENT_NAMES, ...BFF_EVENT_NAMES], 'errors:invalidData'),
  data: yup.mixed<Record<string, unknown>>().required(),
});
export type PublishEventPayload = yup.InferType<typeof publishEventSchema>;

/** At most this many events per `POST /internal/events/batch` (a locked round's notifications, say). */
export const PUBLISH_BATCH_MAX = 500;

/** Body of the BFF's internal `POST /internal/events/batch`: many events, one call. */
export const publishEventsSchema = yup.object({
  events: yup
    .array(publishEventSchema)
    .typeError('errors:invalidData')
    .required('errors:invalidData')
    .min(1, 'errors:invalidData')
    .max(PUBLISH_BATCH_MAX, 'errors:invalidData'),
});
export type PublishEventsPayload = yup.InferType<typeof publishEventsSchema>;

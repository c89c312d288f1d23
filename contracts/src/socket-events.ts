import * as yup from 'yup';
import type { Locale } from './locale';

/** Events the server pushes to browsers. Keys are event names, values their payloads. */
export interface ServerToClientEvents {
  /** The user chose another language; every open tab follows. */
  'user/localeChanged': (payload: LocaleChangedEvent) => void;
  /** A notification was created for this user: the navigation badge shows the new unread count. */
  'notification/created': (payload: NotificationEvent) => void;
}

export interface LocaleChangedEvent {
  locale: Locale;
}

/** Events browsers send; none yet beyond Socket.IO's own. */
export type ClientToServerEvents = Record<string, never>;

export interface NotificationEvent {
  id: string;
  type: 'LEAGUE' | 'PROFILE' | 'DRAFT';
  /** The recipient's unread count after this one. */
  unreadCount: number;
  createdAt: string;
}

export type ServerEventName = keyof ServerToClientEvents;
export const SERVER_EVENT_NAMES: readonly ServerEventName[] = ['user/localeChanged', 'notification/created'];

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
  event: yup.string().required().oneOf([...SERVER_EVENT_NAMES], 'errors:invalidData'),
  data: yup.mixed<Record<string, unknown>>().required(),
});
export type PublishEventPayload = yup.InferType<typeof publishEventSchema>;

import * as yup from 'yup';
import { LEAGUE_SIZES } from '../../rules/game-constants';
import { TIMEZONES } from '../../rules/timezones';
import { emailField, requiredText, trimmed } from './fields';
import { pageQueryFields } from './paging';
import type { CurrentSeasonSummary } from './draft';
import { OBJECT_ID_PATTERN } from '../../common/object-id';
import { INVITE_LINK_TOKEN_PATTERN } from '../../routing/return-paths';

/**
 * Leagues, memberships and fantasy teams (player-app sections 3–5, owner-back-office league forms). Messages are
 * i18n keys. League create/update and team update travel as multipart: the text fields below, slides as
 * `images[i][title]` (+ `images[i][id]` to keep a stored slide, + file `images[i][image]` for a new picture) and the
 * team's uploaded file `logo` (or `ownerLogo`, the id of a pre-made logo). Files follow `IMAGE_UPLOAD` in files.ts.
 */

export const LEAGUE_NAME_MAX_LENGTH = 100;
export const LEAGUE_DESCRIPTION_MAX_LENGTH = 2000;
export const TEAM_NAME_MAX_LENGTH = 100;
export const LEAGUE_SEARCH_MAX_LENGTH = 100;

/** A membership's role in its league (MEMBERSHIP_ROLES in roles.ts lists the same two). */
export const MEMBERSHIP_ROLE = { ADMIN: 'LEAGUE_ADMIN', USER: 'LEAGUE_USER' } as const;
export const MEMBERSHIP_STATUSES = ['active', 'pending'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];
/** Why a membership is pending: the user asked to join, or the admin invited someone by e-mail. */
export const MEMBERSHIP_TYPES = ['REQUESTED', 'INVITED'] as const;
export type MembershipType = (typeof MEMBERSHIP_TYPES)[number];

/** League list status (spec: Available or Full). */
export const LEAGUE_STATUSES = ['Available', 'Full'] as const;
export type LeagueStatus = (typeof LEAGUE_STATUSES)[number];

const timezoneField = () =>
  yup
    .string()
    .typeError('validation:timezoneSelect')
    .required('validation:timezoneSelect')
    .oneOf([...TIMEZONES], 'validation:timezoneSelect');

/** A number of teams from LEAGUE_SIZES; a form's select sends it as a string, JSON as a number. */
const nbMaxTeamsField = () =>
  yup
    .number()
    // Only a number or a digit string counts: an array or object must not slip through as its first element.
    .transform((value: number, original: unknown) =>
      typeof original === 'number' || (typeof original === 'string' && /^\d+$/.test(original.trim()))
        ? value
        : Number.NaN,
    )
    .typeError('validation:leagueSizeRequired')
    .required('validation:leagueSizeRequired')
    .oneOf([...LEAGUE_SIZES], 'validation:leagueSizeRequired');

export const SLIDE_TITLE_MAX_LENGTH = 100;
export const MAX_SLIDES = 10;

/** An optional stored-item id (a kept slide, a pre-made logo): empty means none. */
const optionalObjectId = () =>
  yup
    .string()
    .transform((value: unknown) => (value === '' ? undefined : value))
    .typeError('errors:invalidData')
    .matches(OBJECT_ID_PATTERN, 'errors:invalidData');

/** One image slide of a league: a title is required (spec: "Title is required"); `id` keeps a stored slide. */
export const leagueSlideSchema = yup.object({
  id: optionalObjectId(),
  title: requiredText('validation:slideTitleRequired', SLIDE_TITLE_MAX_LENGTH),
});
export type LeagueSlidePayload = yup.InferType<typeof leagueSlideSchema>;

const leagueFields = {
  name: requiredText('validation:leagueNameRequired', LEAGUE_NAME_MAX_LENGTH),
  nbMaxTeams: nbMaxTeamsField(),
  description: yup
    .string()
    .transform(trimmed)
    .typeError('errors:invalidData')
    .max(LEAGUE_DESCRIPTION_MAX_LENGTH, 'validation:tooLong')
    .default(''),
  images: yup
    .array(leagueSlideSchema)
    // Multipart numbers slides itself (`images[3][title]`), so a list can have holes; a hole is a slide without a title.
    .transform((value: unknown) => (Array.isArray(value) ? Array.from(value) : value))
    .typeError('errors:invalidData')
    .max(MAX_SLIDES, 'errors:invalidData')
    .default([]),
};

/** `POST /api/leagues/{id}/update` and the edit-league form. */
export const leagueUpdateSchema = yup.object(leagueFields);
export type LeagueUpdatePayload = yup.InferType<typeof leagueUpdateSchema>;

/** `POST /api/leagues`: the league plus the creator's team (`logo` file or `ownerLogo`). */
export const leagueCreateSchema = yup.object({
  ...leagueFields,
  teamName: requiredText('validation:yourTeamNameRequired', TEAM_NAME_MAX_LENGTH),
  timezone: timezoneField(),
  ownerLogo: optionalObjectId(),
});
export type LeagueCreatePayload = yup.InferType<typeof leagueCreateSchema>;

/**
 * `POST /api/leagues` from the owner's Create League modal: the league alone. The SUPER_ADMIN plays no team, so the
 * league starts without an admin and people join it directly.
 */
export const ownerLeagueCreateSchema = yup.object(leagueFields);
export type OwnerLeagueCreatePayload = yup.InferType<typeof ownerLeagueCreateSchema>;

/**
 * Create-team form (joining or accepting an invitation) and `POST /api/leagues/{id}/join|request-join`; the logo is
 * an uploaded `logo` file or `ownerLogo`.
 */
export const teamCreateSchema = yup.object({
  teamName: requiredText('validation:teamNameRequired', TEAM_NAME_MAX_LENGTH),
  timezone: timezoneField(),
  ownerLogo: optionalObjectId(),
});
export type TeamCreatePayload = yup.InferType<typeof teamCreateSchema>;

/** Edit-team form and `POST /api/fantasy-teams/{id}/update` ("Team name is required" on edit). */
export const teamUpdateSchema = yup.object({
  name: requiredText('validation:teamNameRequiredEdit', TEAM_NAME_MAX_LENGTH),
  timezone: timezoneField(),
  ownerLogo: optionalObjectId(),
});
export type TeamUpdatePayload = yup.InferType<typeof teamUpdateSchema>;

/** `POST /api/leagues/{id}/invite`. */
export const inviteSchema = yup.object({
  email: emailField('validation:emailRequired'),
});
export type InvitePayload = yup.InferType<typeof inviteSchema>;

/** `GET /api/leagues.xlsx?term=`: leagues whose name contains the term, ignoring case. */
export const leagueSearchQuerySchema = yup.object({
  term: yup
    .string()
    .transform(trimmed)
    .typeError('errors:invalidData')
    .max(LEAGUE_SEARCH_MAX_LENGTH, 'validation:tooLong')
    .default(''),
});
export type LeagueSearchQuery = yup.InferType<typeof leagueSearchQuerySchema>;

/** `GET /api/leagues?term=&limit=&offset=`: the search a page at a time; the Excel export takes every match. */
export const leagueListQuerySchema = leagueSearchQuerySchema.shape(pageQueryFields());
export type LeagueListQuery = yup.InferType<typeof leagueListQuerySchema>;

/** A row of the leagues list. `membershipStatus` is the caller's (null for a visitor or a non-member). */
export interface LeagueListItem {
  id: string;
  name: string;
  status: LeagueStatus;
  nbMaxTeams: number;
  /** Active members (each has a team). */
  nbTeams: number;
  /** max − members − pending, never below 0. */
  nbAvailableSlots: number;
  membershipStatus: MembershipStatus | null;
  /** Named by accounts; null for a league the owner created and nobody administers yet. */
  adminUser: UserRef | null;
  createdAt: string;
  /** The league's current fantasy season (from the fantasy service); null when none, or when fantasy did not answer. */
  currentSeason: CurrentSeasonSummary | null;
}

/** A user as other people see them: `name` is "deleted user" (translated) once the account is gone. */
export interface UserRef {
  id: string;
  name: string;
}

/** A team as lists show it; `logoUrl` null means the default badge. */
export interface TeamRef {
  id: string;
  name: string;
  logoUrl: string | null;
}

export interface LeagueSlide {
  id: string;
  title: string;
  /** The picture's URL (`/api/files/{id}`). */
  image: string;
}

/** A league's details (`GET /api/leagues/{id}`, and the answer of its update). */
export interface LeagueDetails extends LeagueListItem {
  description: string;
  slides: LeagueSlide[];
}

export interface MemberRow {
  /** The membership id. */
  id: string;
  /** The member's name (the user's, or "deleted user"). */
  name: string;
  user: UserRef;
  role: (typeof MEMBERSHIP_ROLE)[keyof typeof MEMBERSHIP_ROLE];
  team: TeamRef | null;
}

export interface PendingMemberRow {
  id: string;
  type: MembershipType;
  /** Requested: the team name asked for; invited: the invited e-mail address. */
  displayName: string;
  user: UserRef | null;
  createdAt: string;
}

/** `GET /api/leagues/memberships/me`: the caller's active and pending memberships. */
export interface MyMembership {
  id: string;
  league: { id: string; name: string };
  role: (typeof MEMBERSHIP_ROLE)[keyof typeof MEMBERSHIP_ROLE];
  status: MembershipStatus;
  type: MembershipType | null;
  team: TeamRef | null;
}

/**
 * Service to service: the leagues service asks accounts (`POST /internal/invitations`) to e-mail an invitation.
 * Accounts owns users and mail, so the inviter is named by id and accounts puts the name in the message; it also
 * chooses the language (the invitee's own when the address has an account, else Hungarian and English in one mail).
 */
export const invitationEmailSchema = yup.object({
  email: emailField('validation:emailRequired'),
  link: yup
    .string()
    .typeError('errors:invalidData')
    .required('errors:invalidData')
    .max(2000, 'errors:invalidData')
    .test('http-url', 'errors:invalidData', (value) => value === undefined || /^https?:\/\/\S+$/.test(value)),
  leagueName: requiredText('errors:invalidData', LEAGUE_NAME_MAX_LENGTH),
  inviterId: yup
    .string()
    .typeError('errors:invalidData')
    .required('errors:invalidData')
    .matches(OBJECT_ID_PATTERN, 'errors:invalidData'),
});
export type InvitationEmailPayload = yup.InferType<typeof invitationEmailSchema>;

/** `POST /api/invitations/{id}/accept`: the link's token and the invitee's new team. */
export const invitationAcceptSchema = yup.object({
  confirmationToken: yup
    .string()
    .typeError('errors:invitationInvalid')
    .required('errors:invitationInvalid')
    .max(200, 'errors:invitationInvalid'),
  teamName: requiredText('validation:teamNameRequired', TEAM_NAME_MAX_LENGTH),
  timezone: timezoneField(),
  ownerLogo: optionalObjectId(),
});
export type InvitationAcceptPayload = yup.InferType<typeof invitationAcceptSchema>;

/** `GET /api/invitations/{id}?token=`: what the acceptance page shows before anyone signs in. */
export const invitationQuerySchema = yup.object({
  token: yup
    .string()
    .typeError('errors:invitationInvalid')
    .required('errors:invitationInvalid')
    .max(200, 'errors:invitationInvalid'),
});
export type InvitationQuery = yup.InferType<typeof invitationQuerySchema>;

export interface InvitationDetails {
  league: { id: string; name: string };
  email: string;
}

/** How long a league's invite link works from when its admin makes it (issue 38, "Invitations that carry"). */
export const INVITE_LINK_TTL_DAYS = 7;

/** `GET|POST /api/leagues/{id}/invite-link` (the admin): the league's one working invite link. */
export interface InviteLinkView {
  token: string;
  /** ISO instants. */
  createdAt: string;
  expiresAt: string;
}

/** `/api/leagues/{id}/invite-link/{token}(/join)`: a malformed token reads as any link no longer working. */
export const inviteLinkParamsSchema = yup.object({
  token: yup
    .string()
    .typeError('errors:inviteLinkRevoked')
    .required('errors:inviteLinkRevoked')
    .matches(INVITE_LINK_TOKEN_PATTERN, 'errors:inviteLinkRevoked'),
});
export type InviteLinkParams = yup.InferType<typeof inviteLinkParamsSchema>;

/**
 * `GET /api/leagues/{id}/invite-link/{token}` (anyone holding the link): the league as its list row shows it (the
 * caller's membership status included) and until when the link works. A revoked, replaced or expired link is 409.
 */
export interface InviteLinkDetails {
  league: LeagueListItem;
  expiresAt: string;
}

/** `GET /api/fantasy-teams/{id}` and the answer of its update. */
export interface FantasyTeamDetails {
  id: string;
  name: string;
  timezone: string;
  league: { id: string };
  user: UserRef;
  /** The stored logo's file id (uploaded or pre-made), or null. */
  logo: string | null;
  logoUrl: string | null;
}

/** `GET /api/team-logos`: the pre-made logos a team may choose instead of uploading one. */
export interface TeamLogo {
  id: string;
  image: string;
}

/**
 * `GET /api/leagues/memberships/me/transfer-required`: the leagues the caller administers that still have other
 * members. Each needs a new admin before the caller exits it or deletes the account (otherwise 409
 * `errors:adminTransferRequired`).
 */
export interface LeagueNeedingTransfer {
  id: string;
  name: string;
}

/**
 * Why the create-team page was opened, carried in navigation state (spec: JOIN_LEAGUE or ACCEPT_INVITATION, and
 * INVITE_LINK for a league's invite link; none sends the user to /secure, anything else is an error).
 */
export const TEAM_INTENTS = {
  JOIN_LEAGUE: 'JOIN_LEAGUE',
  ACCEPT_INVITATION: 'ACCEPT_INVITATION',
  INVITE_LINK: 'INVITE_LINK',
} as const;

export type TeamIntentState =
  | { intent: typeof TEAM_INTENTS.JOIN_LEAGUE }
  | { intent: typeof TEAM_INTENTS.ACCEPT_INVITATION; invitationId: string; confirmationToken: string }
  | { intent: typeof TEAM_INTENTS.INVITE_LINK; token: string };

/** Where a league's team form is. */
export const createTeamPath = (leagueId: string) => `/leagues/${leagueId}/create-team`;

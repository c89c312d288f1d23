/**
 * The page a person was heading to when the site asked them to register first (issue 38, "Invitations that carry"):
 * joining a league, a league's invite link, an e-mailed invitation. Registration carries it into the confirmation
 * link, so confirming in another tab or browser still leads back there. Only these same-site paths are ever carried
 * (an allow-list, never an open redirect).
 */

/** A league's invite link token: 16 random bytes, base64url. */
export const INVITE_LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** `/leagues/{id}/join`: the join confirmation of a league. */
export const joinLeaguePath = (leagueId: string) => `/leagues/${leagueId}/join`;
/** `/leagues/{id}/join/{token}`: a league's invite link, as its admin shares it. */
export const inviteLinkPath = (leagueId: string, token: string) => `/leagues/${leagueId}/join/${token}`;
/** `/invitation/accept/{id}/{token}`: the e-mailed invitation. */
export const acceptInvitationPath = (invitationId: string, token: string) =>
  `/invitation/accept/${invitationId}/${token}`;

/** Longer than any carried path, so a longer value is refused before any pattern runs. */
export const RETURN_PATH_MAX_LENGTH = 300;

const ID = '[0-9a-f]{24}';
// Tokens are base64url: no slash, dot or percent sign can lead anywhere else.
const CARRIED_PATHS = [
  new RegExp(`^/leagues/${ID}/join$`),
  new RegExp(`^/leagues/${ID}/join/[A-Za-z0-9_-]{22}$`),
  new RegExp(`^/invitation/accept/${ID}/[A-Za-z0-9_-]{1,200}$`),
];

/** Whether `value` is a path registration may carry into the confirmation link (see above). */
export function isCarriedReturnPath(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length <= RETURN_PATH_MAX_LENGTH &&
    CARRIED_PATHS.some((pattern) => pattern.test(value))
  );
}

/** The invitation an e-mailed invitation's path names, or null for any other path. */
export function invitationOfPath(path: string): { invitationId: string; token: string } | null {
  const match = /^\/invitation\/accept\/([0-9a-f]{24})\/([A-Za-z0-9_-]{1,200})$/.exec(path);
  return match ? { invitationId: match[1]!, token: match[2]! } : null;
}

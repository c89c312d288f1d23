/**
 * Public API paths (under /api), named after the spec's section 7, and which service owns each prefix.
 * The BFF proxies by prefix; services mount the same paths.
 */
export const SERVICE_NAMES = ['accounts', 'leagues', 'fantasy', 'stats', 'content'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

export const SERVICE_PORTS: Record<ServiceName, number> = {
  accounts: 4001,
  leagues: 4002,
  fantasy: 4003,
  stats: 4004,
  content: 4005,
};

/**
 * The BFF's port for the services alone (the live events they publish, `/internal/events`), apart from the browsers'
 * 3000: nothing a browser may reach is served there, and `/internal` is not served on the browsers' port.
 */
export const BFF_INTERNAL_PORT = 4000;

/**
 * First path segment after /api → owning service. Unlisted prefixes answer 404 at the BFF. List a prefix only together
 * with the service route that serves it (rosters, trades, trophies, the leaderboard come with their routes).
 */
export const ROUTE_OWNERS: Record<string, ServiceName> = {
  users: 'accounts',
  user: 'accounts',
  /** The owner's users table: its filter options and its exports. */
  'users-filters': 'accounts',
  'users.csv': 'accounts',
  'users.xlsx': 'accounts',
  'email-templates': 'accounts',
  /** A bulk message's one-click unsubscribe link. */
  unsubscribe: 'accounts',
  auth: 'accounts',
  leagues: 'leagues',
  /** The owner's Excel export of the leagues table. */
  'leagues.xlsx': 'leagues',
  'leagues.csv': 'leagues',
  invitations: 'leagues',
  'pending-members': 'leagues',
  'fantasy-teams': 'leagues',
  teams: 'stats',
  players: 'stats',
  seasons: 'stats',
  games: 'stats',
  'score-configs': 'stats',
  settings: 'content',
  'blog-posts': 'content',
  'blog-categories': 'content',
  tags: 'content',
  ads: 'content',
  'team-logos': 'content',
  files: 'content',
  /** The page views the shell reports once the visitor accepted analytics cookies. */
  'page-views': 'content',
  rosters: 'fantasy',
  'trade-proposals': 'fantasy',
  trophies: 'fantasy',
  leaderboard: 'fantasy',
  /** The signed-in home's "My leagues" band. */
  'my-leagues': 'fantasy',
};

/**
 * `/api/leagues/{id}/<segment>/...` paths owned by another service than leagues: the league's seasons and its draft
 * live in fantasy (spec section 7 puts them under the league).
 */
export const LEAGUE_ROUTE_OWNERS: Record<string, ServiceName> = {
  seasons: 'fantasy',
  'prepare-season': 'fantasy',
  qualifications: 'fantasy',
  'check-draft-overdue': 'fantasy',
  'draft-teams': 'fantasy',
  'draft-team': 'fantasy',
  draft: 'fantasy',
  'available-players': 'fantasy',
  rosters: 'fantasy',
  'trade-proposal': 'fantasy',
  activity: 'fantasy',
  standings: 'fantasy',
  games: 'fantasy',
  'draft-plan': 'fantasy',
  waivers: 'fantasy',
  'waiver-settings': 'fantasy',
  'waiver-claims': 'fantasy',
};

/** `/api/seasons/{id}/<segment>/...` paths owned by fantasy: a league season's teams' trade proposals. */
export const SEASON_ROUTE_OWNERS: Record<string, ServiceName> = {
  'fantasy-teams': 'fantasy',
};

/** `/api/owner/<segment>/...` paths: the back-office's calls, each owned by the service whose data it changes or counts. */
export const OWNER_ROUTE_OWNERS: Record<string, ServiceName> = {
  messages: 'accounts',
  'users-summary': 'accounts',
  teams: 'stats',
  leagues: 'leagues',
  'leagues-summary': 'leagues',
  'drafts-summary': 'fantasy',
  'page-views': 'content',
  'ad-clicks': 'content',
};

/** The service that owns an `/api` path (without the `/api` prefix), or undefined. */
export function routeOwner(path: string): ServiceName | undefined {
  const [, segment = '', id, nested] = path.split('/');
  if (segment === 'owner') return id && Object.hasOwn(OWNER_ROUTE_OWNERS, id) ? OWNER_ROUTE_OWNERS[id] : undefined;
  if (segment === 'leagues' && id && nested && Object.hasOwn(LEAGUE_ROUTE_OWNERS, nested))
    return LEAGUE_ROUTE_OWNERS[nested];
  if (segment === 'seasons' && id && nested && Object.hasOwn(SEASON_ROUTE_OWNERS, nested))
    return SEASON_ROUTE_OWNERS[nested];
  return Object.hasOwn(ROUTE_OWNERS, segment) ? ROUTE_OWNERS[segment] : undefined;
}

/**
 * The element of a signed-in page holding GET /api/session's answer (a JSON data block the BFF writes in), so the page
 * renders signed in without waiting for that read first. Here, not beside its schema: the first page loads no yup.
 */
export const SESSION_ELEMENT_ID = 'session';

/**
 * The element of a page holding the answers of the API reads its first paint needs (`{ path, body }[]`, a JSON data
 * block the BFF writes in): the page shows them without asking first, once; later asks go to the API.
 */
export const PAGE_READS_ELEMENT_ID = 'page-reads';

export const API = {
  session: '/api/session',
  /** GET: the CSRF token a visitor's form sends (stores a short visitor session); a signed-in session's own token. */
  csrfToken: '/api/csrf-token',
  /** POST {path}: a page view, sent only once the visitor accepted analytics cookies. */
  pageViews: '/api/page-views',
  /** GET (owner): views per page over the last 7 and 30 days (PageViewCount[]). */
  ownerPageViews: '/api/owner/page-views',
  /** GET (owner): the dashboard's counts (UsersSummary, LeaguesSummary, DraftsSummary). */
  ownerUsersSummary: '/api/owner/users-summary',
  ownerLeaguesSummary: '/api/owner/leagues-summary',
  ownerDraftsSummary: '/api/owner/drafts-summary',
  auth: '/api/auth',
  logout: '/api/logout',
  me: '/api/users/me',
  /** Owner: the users filter's options, the filtered users (paged), every matching id, the exports. */
  usersFilters: '/api/users-filters',
  users: (query = '') => `/api/users${query ? `?${query}` : ''}`,
  userIds: (query = '') => `/api/users/ids${query ? `?${query}` : ''}`,
  usersXlsx: (query = '') => `/api/users.xlsx${query ? `?${query}` : ''}`,
  usersNewsletterCsv: '/api/users.csv?newsletter=1',
  /** Owner: suspend / unsuspend / disable / enable an account; DELETE `user(id)` (`?breach=1`) deletes it. */
  userSuspend: (id: string) => `/api/users/${id}/suspend`,
  userUnsuspend: (id: string) => `/api/users/${id}/unsuspend`,
  userDisable: (id: string) => `/api/users/${id}/disable`,
  userEnable: (id: string) => `/api/users/${id}/enable`,
  userDeletion: (id: string, breach: boolean) => `/api/users/${id}${breach ? '?breach=1' : ''}`,
  /** POST: profile update (own id or 'me'). */
  user: (id: string) => `/api/users/${id}`,
  userLocale: (id: string, locale: string) => `/api/users/${id}/locale/${locale}`,
  register: '/api/user/register',
  /** GET (list), POST (create, multipart): the owner's bulk e-mail templates. */
  emailTemplates: '/api/email-templates',
  /** POST (update, multipart), DELETE. */
  emailTemplate: (id: string) => `/api/email-templates/${id}`,
  /** POST: queue a bulk send; with `?preview=1`, render it instead. */
  bulkSend: '/api/owner/messages/send',
  bulkSendPreview: '/api/owner/messages/send?preview=1',
  /** GET: a queued send's progress. */
  bulkSendProgress: (sendId: string) => `/api/owner/messages/sends/${sendId}`,
  /** GET: the latest sends with their progress (a retry can be checked against them). */
  bulkSends: '/api/owner/messages/sends',
  /** GET (confirm page) and POST (RFC 8058 one-click): a bulk message's unsubscribe link. */
  unsubscribe: (token: string) => `/api/unsubscribe/${token}`,
  resendConfirmation: '/api/user/register/resend',
  confirm: (confirmationToken: string) => `/api/user/confirm/${confirmationToken}`,
  passwordResetRequest: '/api/users/password-reset/request',
  resetPassword: '/api/users/reset-password',
  changePassword: '/api/users/me/change-password',
  emailChangeRequest: '/api/users/me/email-change/request',
  emailChange: '/api/users/me/email-change',
  settings: '/api/settings',
  /** GET ?limit=&offset=&locale= (newest first), POST create (multipart, SUPER_ADMIN). */
  blogPosts: '/api/blog-posts',
  /** GET one post; POST update (multipart), DELETE (SUPER_ADMIN). */
  blogPost: (id: string) => `/api/blog-posts/${id}`,
  /** POST (SUPER_ADMIN): one picture for a post's body, answers {url}. */
  blogImages: '/api/blog-posts/images',
  /** GET ?locale=: the categories of the posts in a language. */
  blogCategories: '/api/blog-categories',
  /** GET ?filter=&locale=: the tags starting with `filter`. */
  blogTags: '/api/tags',
  /** GET ?term= (list), POST (create). */
  leagues: '/api/leagues',
  /** GET details, DELETE. */
  league: (id: string) => `/api/leagues/${id}`,
  leagueUpdate: (id: string) => `/api/leagues/${id}/update`,
  myMemberships: '/api/leagues/memberships/me',
  /** GET (a user): the home's "My leagues" band, what needs the caller now in each league (MyLeaguesView). */
  myLeagues: '/api/my-leagues',
  transferRequired: '/api/leagues/memberships/me/transfer-required',
  leagueMembers: (id: string) => `/api/leagues/${id}/members`,
  /** DELETE: the admin removes a LEAGUE_USER. */
  leagueMember: (id: string, userId: string) => `/api/leagues/${id}/members/${userId}`,
  transferRights: (id: string, userId: string, targetId: string) =>
    `/api/leagues/${id}/members/${userId}/transfer-rights/${targetId}`,
  joinLeague: (id: string) => `/api/leagues/${id}/join`,
  requestJoin: (id: string) => `/api/leagues/${id}/request-join`,
  exitLeague: (id: string) => `/api/leagues/${id}/exit`,
  invite: (id: string) => `/api/leagues/${id}/invite`,
  /** The admin's invite link of a league: GET (404: none working), POST (a new one replaces it), DELETE (revoke). */
  inviteLink: (id: string) => `/api/leagues/${id}/invite-link`,
  /** GET (anyone holding the link): what the link's page shows (InviteLinkDetails). */
  inviteLinkDetails: (id: string, token: string) => `/api/leagues/${id}/invite-link/${token}`,
  /** POST (a user, the team form): joins the league through its invite link. */
  joinByInviteLink: (id: string, token: string) => `/api/leagues/${id}/invite-link/${token}/join`,
  pendingMembers: (id: string) => `/api/leagues/${id}/pending-members`,
  /** DELETE: remove an invitation or request (or withdraw one's own request). */
  pendingMember: (id: string, pendingId: string) => `/api/leagues/${id}/pending-members/${pendingId}`,
  acceptPendingMember: (pendingId: string) => `/api/pending-members/${pendingId}/accept`,
  /** GET ?token=: what the acceptance page shows. */
  invitation: (id: string) => `/api/invitations/${id}`,
  acceptInvitation: (id: string) => `/api/invitations/${id}/accept`,
  fantasyTeam: (id: string) => `/api/fantasy-teams/${id}`,
  fantasyTeamUpdate: (id: string) => `/api/fantasy-teams/${id}/update`,
  /** GET: the pre-made team logos. */
  teamLogos: '/api/team-logos',
  /** DELETE (SUPER_ADMIN): a pre-made logo leaves the gallery. */
  teamLogo: (id: string) => `/api/team-logos/${id}`,
  /** GET: every ad; POST (SUPER_ADMIN, multipart page, placement, url, file): save a slot's ad. */
  ads: '/api/ads',
  /** GET: a slot's ad (204 or 404: none yet). */
  adSlot: (page: string, placement: string) => `/api/ads/${page}/${placement}`,
  /** POST: a click on an ad, sent only once the visitor accepted analytics cookies (204; 404 for an ad gone). */
  adClicks: (id: string) => `/api/ads/${id}/clicks`,
  /** GET (owner): each clicked ad's clicks (AdClickCount[]). */
  ownerAdClicks: '/api/owner/ad-clicks',
  /** GET: a real club's squad in the current season (404 without one): its players today and this season's. */
  realTeamCurrentPlayers: (id: string) => `/api/teams/${id}/rosters/current/players`,
  /** POST (SUPER_ADMIN, multipart name, status, logo file, removeLogo): a real club with its logo. */
  ownerRealTeamUpdate: (id: string) => `/api/owner/teams/${id}/update`,
  /** POST (SUPER_ADMIN, multipart: every league field, slides as images[i][id|title|image]): answers {id}. */
  ownerLeagueUpdate: (id: string) => `/api/owner/leagues/${id}/update`,
  /** GET (SUPER_ADMIN): the leagues table as CSV (UTF-8 with BOM), `?term=` like the table. */
  leaguesCsv: '/api/leagues.csv',
  /** GET (SUPER_ADMIN): the leagues table as an .xlsx file. */
  leaguesExport: '/api/leagues.xlsx',
  notifications: '/api/users/me/notifications',
  unreadNotificationsCount: '/api/users/me/unread-notifications/count',
  markNotificationsViewed: '/api/users/me/notifications/mark-viewed',
  /** GET, POST (user): the e-mail alerts the caller gets (EmailAlertSettings). */
  emailAlerts: '/api/users/me/email-alerts',
  /** Real teams: GET list, POST create (SUPER_ADMIN). */
  realTeams: '/api/teams',
  /** POST update, DELETE (SUPER_ADMIN). */
  realTeam: (id: string) => `/api/teams/${id}`,
  realTeamPlayers: (id: string) => `/api/teams/${id}/players`,
  /** GET (filters, sort, sortDirection, season, week), POST create (multipart, SUPER_ADMIN). */
  players: '/api/players',
  /** GET details (?season=), POST update (multipart), DELETE. */
  player: (id: string) => `/api/players/${id}`,
  playerTransfer: (id: string, teamId: string) => `/api/players/${id}/transfer/${teamId}`,
  /** GET list (newest first), POST create. */
  seasons: '/api/seasons',
  currentSeason: '/api/seasons/current',
  latestSeason: '/api/seasons/latest',
  /** GET, POST update. */
  season: (id: string) => `/api/seasons/${id}`,
  seasonSchedule: (id: string) => `/api/seasons/${id}/schedule`,
  seasonPoints: (id: string, week: number) => `/api/seasons/${id}/points?week=${week}`,
  /** Rosters (read-only): the season's real teams, and a team's players in that season. */
  seasonTeams: (id: string) => `/api/seasons/${id}/teams`,
  seasonTeamPlayers: (id: string, teamId: string) => `/api/seasons/${id}/teams/${teamId}/players`,
  startWeek: '/api/seasons/current/start-week',
  freezeWeek: '/api/seasons/current/weeks/current/freeze',
  /** Lock a round (the active one or a frozen one). */
  lockWeek: (week: number) => `/api/seasons/current/weeks/${week}/finish`,
  finishSeason: '/api/seasons/current/finish',
  recalculate: '/api/seasons/current/recalculate',
  game: (id: string) => `/api/games/${id}`,
  gameScores: (id: string) => `/api/games/${id}/scores`,
  gameDate: (id: string) => `/api/games/${id}/date`,
  /** POST the round's file (multipart `file`) or pasted cells ({text}): what importing it would change (writes nothing). */
  statsImportPreview: (seasonId: string, week: number) => `/api/seasons/${seasonId}/weeks/${week}/stats-import/preview`,
  /** POST the same input and the choices for players not found: the round's sheets saved at once, once per file. */
  statsImportApply: (seasonId: string, week: number) => `/api/seasons/${seasonId}/weeks/${week}/stats-import/apply`,
  /** GET the round's import template (its games, clubs and players; headers in the caller's language). */
  statsImportTemplate: (seasonId: string, week: number, format: 'xlsx' | 'csv') =>
    `/api/seasons/${seasonId}/weeks/${week}/stats-template.${format}`,
  scoreConfigs: '/api/score-configs',
  /** POST {draftStartsAt, draftEndsAt}: the league admin adds a draft. */
  leagueSeasons: (id: string) => `/api/leagues/${id}/seasons`,
  /** GET: the league's seasons, newest first (LeagueSeasonSummary[]), for its members and the owner. */
  leagueSeasonsList: (leagueId: string) => `/api/leagues/${leagueId}/seasons`,
  /** GET ('current' for the league's current one; 404 = none), POST: change a pending draft's dates. */
  leagueSeason: (id: string, seasonId: string) => `/api/leagues/${id}/seasons/${seasonId}`,
  /** GET: how a league without an admin gets its draft (OpenLeagueDraft); POST (owner): the planned draft dates. */
  leagueDraftPlan: (id: string) => `/api/leagues/${id}/draft-plan`,
  prepareSeason: (id: string, start: string, end: string) =>
    `/api/leagues/${id}/prepare-season/${encodeURIComponent(start)}/${encodeURIComponent(end)}`,
  qualifications: (id: string, seasonId: string) => `/api/leagues/${id}/qualifications/${seasonId}`,
  checkDraftOverdue: (id: string) => `/api/leagues/${id}/check-draft-overdue`,
  draftTeams: (id: string) => `/api/leagues/${id}/draft-teams`,
  draftTeam: (id: string) => `/api/leagues/${id}/draft-team`,
  /** GET: the draft room's whole state. */
  draft: (id: string) => `/api/leagues/${id}/draft`,
  /** POST {playerId, pickNo}. */
  draftPicks: (id: string) => `/api/leagues/${id}/draft/picks`,
  /** PUT {playerIds}. */
  draftQueue: (id: string) => `/api/leagues/${id}/draft/queue`,
  /** GET: the free agents (the /players query and paging); 422 without a roster in the league. */
  availablePlayers: (id: string) => `/api/leagues/${id}/available-players`,
  /** GET: the draft room's pool, every player of the real season with the team that drafted him. */
  draftPool: (id: string) => `/api/leagues/${id}/draft/pool`,
  /** GET: a team's roster in the league's current season ('me': the caller's; 422 = no roster). */
  roster: (leagueId: string, teamId: string) => `/api/leagues/${leagueId}/rosters/${teamId}`,
  myRoster: (leagueId: string) => `/api/leagues/${leagueId}/rosters/me`,
  /** GET: every roster of the league's current season, or of one of its seasons. */
  leagueRosters: (leagueId: string, seasonId?: string) =>
    seasonId ? `/api/leagues/${leagueId}/rosters/season/${seasonId}` : `/api/leagues/${leagueId}/rosters`,
  /** POST: pick the free agent `playerId` (a real player's id) into the roster. */
  rosterPick: (rosterId: string, playerId: string) => `/api/rosters/${rosterId}/players/${playerId}`,
  /** POST {playerId, drop?}: add the free agent, dropping the roster player `drop` when he needs the place. */
  rosterAdd: (rosterId: string) => `/api/rosters/${rosterId}/adds`,
  /** GET: the league's waivers (setting, next run, waived players, priority, my claims). */
  waivers: (leagueId: string) => `/api/leagues/${leagueId}/waivers`,
  /** PUT {enabled, runHour}: the league admin's waiver setting. */
  waiverSettings: (leagueId: string) => `/api/leagues/${leagueId}/waiver-settings`,
  /** POST {playerId, drop}: place a claim; `/order` PUT {claimIds}; `/{id}` DELETE: cancel it. */
  waiverClaims: (leagueId: string) => `/api/leagues/${leagueId}/waiver-claims`,
  waiverClaimOrder: (leagueId: string) => `/api/leagues/${leagueId}/waiver-claims/order`,
  waiverClaim: (leagueId: string, claimId: string) => `/api/leagues/${leagueId}/waiver-claims/${claimId}`,
  /** DELETE: cut the roster player. */
  rosterPlayer: (rosterId: string, rosterPlayerId: string) => `/api/rosters/${rosterId}/players/${rosterPlayerId}`,
  /** POST {direction: 'active' | 'bench'}. */
  rosterMove: (rosterId: string, rosterPlayerId: string) => `/api/rosters/${rosterId}/players/${rosterPlayerId}/move`,
  /** POST: two roster players change places. */
  rosterSwitch: (rosterId: string, a: string, b: string) => `/api/rosters/${rosterId}/switch-players/${a}/${b}`,
  /** GET: the preview of trading my roster player `a` for roster player `b` of another team; POST: propose it. */
  tradeProposal: (leagueId: string, a: string, b: string) => `/api/leagues/${leagueId}/trade-proposal/${a}/${b}`,
  /** GET: a team's pending proposals, sent and received (`seasonId`: the league season). */
  teamTradeProposals: (seasonId: string, teamId: string) =>
    `/api/seasons/${seasonId}/fantasy-teams/${teamId}/trade-proposals`,
  acceptTrade: (id: string) => `/api/trade-proposals/${id}/accept`,
  rejectTrade: (id: string) => `/api/trade-proposals/${id}/reject`,
  withdrawTrade: (id: string) => `/api/trade-proposals/${id}/withdraw`,
  /** GET: the league's transactions (adds, cuts, trades), newest first. */
  leagueActivity: (leagueId: string) => `/api/leagues/${leagueId}/activity`,
  /** GET: the league season's games (`?week=N` for that round's lineups); 404 before it has a schedule. */
  leagueGames: (leagueId: string, seasonId?: string) =>
    seasonId ? `/api/leagues/${leagueId}/games/season/${seasonId}` : `/api/leagues/${leagueId}/games`,
  /** GET: marks the game's result seen by its team `side` (1 or 2); answers the game. */
  markGameViewed: (leagueId: string, gameId: string, side: 1 | 2) =>
    `/api/leagues/${leagueId}/games/${gameId}/mark-viewed/${side}`,
  /** GET (a user): the caller's trophy cabinet across leagues and seasons. */
  myTrophies: '/api/trophies/me',
  /** GET (a user): a team's trophies of a league season. */
  teamTrophies: (seasonId: string, teamId: string) => `/api/trophies/${seasonId}/${teamId}`,
  /** GET (anyone, the shared trophy page): one trophy. */
  trophy: (id: string) => `/api/trophies/${id}`,
  /** POST (the team's manager): he saw the trophy. */
  markTrophyViewed: (id: string) => `/api/trophies/${id}/mark-viewed`,
  /** GET (anyone) ?nbTeams=&term=&limit=&offset=: a real season's leaderboard page; X-Total-Count the matching rows. */
  leaderboard: (seasonId: string) => `/api/leaderboard/${seasonId}`,
  /** GET: the league season's standings; 404 before it has a schedule (shown empty). */
  standings: (leagueId: string, seasonId?: string) =>
    seasonId ? `/api/leagues/${leagueId}/standings/season/${seasonId}` : `/api/leagues/${leagueId}/standings`,
} as const;

/**
 * Ids the services' demo seeds share. Each service seeds its own database; these tie the data together: the members
 * of leagues' demo leagues are accounts' demo players, and their teams wear content's pre-made logos. Fixed, so every
 * fresh database gets the same ones.
 */

/** The demo players accounts creates (`player` is the one the launcher prints, with its password). */
export const DEMO_PLAYER_IDS = {
  player: '68f1a0000000000000000001',
  bence: '68f1a0000000000000000002',
  dora: '68f1a0000000000000000003',
  gergo: '68f1a0000000000000000004',
  reka: '68f1a0000000000000000005',
  mate: '68f1a0000000000000000006',
  zsofia: '68f1a0000000000000000007',
} as const;
export type DemoPlayer = keyof typeof DEMO_PLAYER_IDS;

/** The pre-made team logos content draws, by design; ascending in the gallery's order. */
export const DEMO_TEAM_LOGO_IDS = {
  'red-pale': '68f1b0000000000000000001',
  'navy-chevron': '68f1b0000000000000000002',
  'green-star': '68f1b0000000000000000003',
  'brown-ball': '68f1b0000000000000000004',
  'purple-bend': '68f1b0000000000000000005',
  'black-cross': '68f1b0000000000000000006',
  'orange-bolt': '68f1b0000000000000000007',
  'teal-goal': '68f1b0000000000000000008',
} as const;
export type DemoTeamLogo = keyof typeof DEMO_TEAM_LOGO_IDS;

/** The real HFL clubs stats seeds (the demo players, schedule and statistics hang on them). */
export const DEMO_REAL_TEAM_IDS = {
  'budapest-wolves': '68f1c0000000000000000001',
  'fehervar-enthroners': '68f1c0000000000000000002',
  'budapest-cowbells': '68f1c0000000000000000003',
  'gyor-sharks': '68f1c0000000000000000004',
  'miskolc-steelers': '68f1c0000000000000000005',
  'budapest-eagles': '68f1c0000000000000000006',
  'dunaujvaros-gorillaz': '68f1c0000000000000000007',
  'nyiregyhaza-tigers': '68f1c0000000000000000008',
} as const;
export type DemoRealTeam = keyof typeof DEMO_REAL_TEAM_IDS;

/** The ongoing real-league season stats seeds, so other services' demo data can refer to it. */
export const DEMO_SEASON_ID = '68f1c1000000000000000001';
/**
 * How many days before the seed's day (UTC) the demo season started. Its draft window ran from three evenings before
 * the start to the evening before it, so a demo league's past draft is dated inside it.
 */
export const DEMO_SEASON_STARTED_DAYS_AGO = 22;
/** Last year's finished season beside it, whose fantasy points rank the demo draft's players. */
export const DEMO_PREVIOUS_SEASON_ID = '68f1c1000000000000000002';

/** The demo league the fantasy seed drafts in (leagues makes it under this id; its four slots are filled). */
export const DEMO_DRAFT_LEAGUE_ID = '68f1c2000000000000000001';
/**
 * The demo league of eight in the middle of its season (leagues makes it under this id): its draft ended before the
 * demo season began, and fantasy's demo job plays that draft, a few adds and cuts, and scores the rounds played.
 */
export const DEMO_MIDSEASON_LEAGUE_ID = '68f1c2000000000000000002';
/**
 * The demo league with open slots whose admin shares an invite link (leagues makes both): a newcomer joins it through
 * `/leagues/{DEMO_INVITE_LINK_LEAGUE_ID}/join/{DEMO_INVITE_LINK_TOKEN}` (docs/demo.md).
 */
export const DEMO_INVITE_LINK_LEAGUE_ID = '68f1c2000000000000000003';
export const DEMO_INVITE_LINK_TOKEN = 'HFLdemo-AlfoldLiga2026';
/** The demo's link works this long after the first start, so the demo tour keeps working (an admin's link: 7 days). */
export const DEMO_INVITE_LINK_TTL_DAYS = 365;
/** A manager whose account is gone: no account has this id, so leagues and the draft name them "deleted user". */
export const DEMO_DELETED_USER_ID = '68f1a00000000000000000ff';

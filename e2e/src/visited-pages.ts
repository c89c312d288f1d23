import { DEMO_DRAFT_LEAGUE_ID } from '@hfl/contracts';

/** Every page of the owner's back-office the browser tests open, on the shared stack's demo data. */
export const OWNER_PAGES = [
  '/owner',
  '/owner/teams',
  '/owner/rosters',
  '/owner/seasons',
  '/owner/seasons/add',
  '/owner/stats',
  '/owner/players',
  '/owner/score-config',
  '/owner/leagues',
  `/owner/leagues/${DEMO_DRAFT_LEAGUE_ID}`,
  '/owner/leaderboard',
  '/owner/users',
  '/owner/blog',
  '/owner/blog/create-post',
  '/owner/files',
  '/owner/settings',
];

/**
 * @hfl/contracts: what every tier (browser, BFF, services) agrees on. Imports only go down this list:
 * api/ (wire: schemas, errors, endpoints) → routing/ → rules/ (the game) and i18n/ → common/ (leaves). No cycles.
 */

// ---------------------------------------------------------------- common: app-wide constants and ids (leaves)
export * from './common/constants';
export * from './common/object-id';
export * from './common/social';
export * from './common/demo-data';

// ---------------------------------------------------------------- rules: the game (scoring, draft, rosters, dates)
export * from './rules/game-constants';
export * from './rules/roles';
export * from './rules/random';
export * from './rules/dates';
export * from './rules/timezones';
export * from './rules/scoring';
export * from './rules/rosters';
export * from './rules/lineup';
export * from './rules/draft';
export * from './rules/season-games';
export * from './rules/late-draft';
export * from './rules/hungarian-article';
export * from './rules/awards';
export * from './rules/rich-text';
export * from './rules/search-text';

// ---------------------------------------------------------------- api: errors, endpoints, socket events, schemas
export * from './api/errors';
export * from './api/validation';
export * from './api/endpoints';
export * from './api/socket-events';
export * from './api/ads';
export * from './api/schemas/ads';
export * from './api/files';
export * from './api/schemas/auth';
export * from './api/schemas/settings';
export * from './api/page-size';
export * from './api/player-sort';
export * from './api/schemas/paging';
export * from './api/blog';
export * from './api/league-page-reads';
export * from './api/schemas/blog';
export * from './api/schemas/user';
export * from './api/schemas/account';
export * from './api/schemas/leagues';
export * from './api/schemas/notifications';
export * from './api/schemas/email-alerts';
export * from './api/schemas/score-config';
export * from './api/schemas/real-league';
export * from './api/schemas/seasons';
export * from './api/schemas/games';
export * from './api/schemas/stats-import';
export * from './api/schemas/draft';
export * from './api/schemas/rosters';
export * from './api/schemas/waivers';
export * from './api/schemas/league-games';
export * from './api/schemas/my-leagues';
export * from './api/schemas/trophies';
export * from './api/schemas/leaderboard';
export * from './api/schemas/owner-dashboard';
export * from './api/schemas/owner-users';
export * from './api/schemas/bulk-messages';

// ---------------------------------------------------------------- routing: which remote the shell loads for a URL
export * from './routing/remotes';
export * from './routing/page-paths';
export * from './routing/return-paths';

// ---------------------------------------------------------------- i18n: locales and the shared namespaces
export * from './i18n/locale';
export * from './cookies';
export * from './i18n/person-name';
export * from './i18n/resources';

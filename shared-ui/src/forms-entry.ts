/**
 * `@hfl/shared-ui/forms`: everything bound to Formik, kept out of the main entry so formik downloads with the
 * first page that has a form, not with every first page. Shared as its own singleton (see shared-deps.ts).
 */
export * from './forms';
// The leaderboard's filters (the leaderboard, @hfl/shared-ui/leaderboard, loads them on demand).
export { LeaderboardFilterForm } from './leaderboard/leaderboard-filters';

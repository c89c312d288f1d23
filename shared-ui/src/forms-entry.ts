/**
 * `@hfl/shared-ui/forms`: everything bound to Formik, kept out of the main entry so formik downloads with the
 * first page that has a form, not with every first page. Shared as its own singleton (see shared-deps.ts).
 */
export * from './forms';
// The leaderboard page (public and the owner's): here because its filters are a Formik form.
export { Leaderboard, LEADERBOARD_PAGE_SIZE } from './leaderboard/leaderboard';
export {
  LeaderboardFilterForm,
  NO_LEADERBOARD_FILTERS,
  type LeaderboardFilters,
} from './leaderboard/leaderboard-filters';

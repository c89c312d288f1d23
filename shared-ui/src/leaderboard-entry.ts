/**
 * `@hfl/shared-ui/leaderboard`: the season leaderboard page, public and the owner's. An entry of its own, so no other
 * page downloads it; its filters' form loads on demand from `@hfl/shared-ui/forms`.
 */
export { Leaderboard, LEADERBOARD_PAGE_SIZE } from './leaderboard/leaderboard';

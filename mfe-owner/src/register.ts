import type { RemoteRegistration } from '@hfl/shared-ui';
import en from '@hfl/contracts/locales/en/owner.json' with { type: 'json' };
import hu from '@hfl/contracts/locales/hu/owner.json' with { type: 'json' };

/**
 * The only module mfe-owner exposes. Pages load on first visit; the settings and leagues pages inject their
 * own reducers and sagas, so nothing of the back-office weighs on a visitor's first page.
 */
const registration: RemoteRegistration = {
  name: 'owner',
  routes: [
    {
      path: '/owner',
      lazy: async () => ({ Component: (await import('./pages/owner-layout/owner-layout')).OwnerLayout }),
      children: [
        {
          index: true,
          lazy: async () => ({ Component: (await import('./pages/owner-home/owner-home')).OwnerHomePage }),
        },
        {
          path: 'blog',
          lazy: async () => ({ Component: (await import('./pages/blog/blog')).OwnerBlogPage }),
        },
        {
          path: 'blog/create-post',
          lazy: async () => ({ Component: (await import('./pages/blog-post-form/blog-post-form')).BlogPostFormPage }),
        },
        {
          path: 'blog/:postId',
          lazy: async () => ({ Component: (await import('./pages/blog-post-form/blog-post-form')).BlogPostFormPage }),
        },
        {
          path: 'settings',
          lazy: async () => ({ Component: (await import('./pages/settings/settings')).SettingsPage }),
        },
        {
          path: 'teams',
          lazy: async () => ({ Component: (await import('./pages/teams/teams')).OwnerTeamsPage }),
        },
        {
          path: 'rosters',
          lazy: async () => ({ Component: (await import('./pages/rosters/rosters')).OwnerRostersPage }),
        },
        {
          path: 'score-config',
          lazy: async () => ({ Component: (await import('./pages/score-config/score-config')).ScoreConfigPage }),
        },
        {
          path: 'seasons',
          lazy: async () => ({ Component: (await import('./pages/seasons/seasons')).OwnerSeasonsPage }),
        },
        {
          path: 'seasons/add',
          lazy: async () => ({ Component: (await import('./pages/season-form/season-form')).SeasonFormPage }),
        },
        {
          path: 'seasons/:seasonId',
          lazy: async () => ({ Component: (await import('./pages/season-form/season-form')).SeasonFormPage }),
        },
        {
          path: 'season/edit-schedule',
          lazy: async () => ({ Component: (await import('./pages/edit-schedule/edit-schedule')).EditSchedulePage }),
        },
        {
          path: 'stats',
          lazy: async () => ({ Component: (await import('./pages/game-stats/game-stats')).GameStatsPage }),
        },
        {
          path: 'stats/games/:gameId',
          lazy: async () => ({ Component: (await import('./pages/game-scores/game-scores')).GameScoresPage }),
        },
        {
          path: 'players',
          lazy: async () => ({ Component: (await import('./pages/player-stats/player-stats')).PlayerStatsPage }),
        },
        {
          path: 'leagues',
          lazy: async () => ({ Component: (await import('./pages/leagues/leagues')).OwnerLeaguesPage }),
        },
        {
          path: 'leagues/:leagueId',
          lazy: async () => ({
            Component: (await import('./pages/league-detail/league-detail')).OwnerLeagueDetailPage,
          }),
        },
        {
          path: 'users',
          lazy: async () => ({ Component: (await import('./pages/users/users')).OwnerUsersPage }),
        },
        {
          path: 'leaderboard',
          lazy: async () => ({ Component: (await import('./pages/leaderboard/leaderboard')).OwnerLeaderboardPage }),
        },
        {
          path: 'files',
          lazy: async () => ({ Component: (await import('./pages/files/files')).OwnerFilesPage }),
        },
        {
          path: 'leagues/:leagueId/description',
          lazy: async () => ({
            Component: (await import('./pages/league-description/league-description')).OwnerLeagueDescriptionPage,
          }),
        },
      ],
    },
  ],
  nav: [{ to: '/owner', labelKey: 'common:nav.owner', audience: 'superAdmin', order: 95 }],
  i18n: { en: { owner: en }, hu: { owner: hu } },
};

export default registration;

import { pageHandle, type RemoteRegistration } from '@hfl/shared-ui/core';

/**
 * The only module mfe-owner exposes. Pages load on first visit; the settings and leagues pages inject their
 * own reducers and sagas, so nothing of the back-office weighs on a visitor's first page.
 */
const registration: RemoteRegistration = {
  name: 'owner',
  routes: [
    {
      path: '/owner',
      handle: pageHandle('owner:home.title'),
      lazy: async () => ({ Component: (await import('./pages/owner-layout/owner-layout')).OwnerLayout }),
      children: [
        {
          index: true,
          handle: pageHandle('owner:home.title'),
          lazy: async () => ({ Component: (await import('./pages/owner-home/owner-home')).OwnerHomePage }),
        },
        {
          path: 'blog',
          handle: pageHandle('owner:blog.title'),
          lazy: async () => ({ Component: (await import('./pages/blog/blog')).OwnerBlogPage }),
        },
        {
          path: 'blog/create-post',
          handle: pageHandle('owner:blog.createTitle'),
          lazy: async () => ({ Component: (await import('./pages/blog-post-form/blog-post-form')).BlogPostFormPage }),
        },
        {
          path: 'blog/:postId',
          handle: pageHandle('owner:blog.editTitle'),
          lazy: async () => ({ Component: (await import('./pages/blog-post-form/blog-post-form')).BlogPostFormPage }),
        },
        {
          path: 'settings',
          handle: pageHandle('owner:settings.title'),
          lazy: async () => ({ Component: (await import('./pages/settings/settings')).SettingsPage }),
        },
        {
          path: 'teams',
          handle: pageHandle('owner:teams.title'),
          lazy: async () => ({ Component: (await import('./pages/teams/teams')).OwnerTeamsPage }),
        },
        {
          path: 'rosters',
          handle: pageHandle('owner:rosters.title'),
          lazy: async () => ({ Component: (await import('./pages/rosters/rosters')).OwnerRostersPage }),
        },
        {
          path: 'score-config',
          handle: pageHandle('owner:scoreConfig.title'),
          lazy: async () => ({ Component: (await import('./pages/score-config/score-config')).ScoreConfigPage }),
        },
        {
          path: 'seasons',
          handle: pageHandle('owner:seasons.title'),
          lazy: async () => ({ Component: (await import('./pages/seasons/seasons')).OwnerSeasonsPage }),
        },
        {
          path: 'seasons/add',
          handle: pageHandle('owner:seasonForm.addTitle'),
          lazy: async () => ({ Component: (await import('./pages/season-form/season-form')).SeasonFormPage }),
        },
        {
          path: 'seasons/:seasonId',
          handle: pageHandle('owner:seasonForm.editTitle'),
          lazy: async () => ({ Component: (await import('./pages/season-form/season-form')).SeasonFormPage }),
        },
        {
          path: 'season/edit-schedule',
          handle: pageHandle('owner:schedule.title'),
          lazy: async () => ({ Component: (await import('./pages/edit-schedule/edit-schedule')).EditSchedulePage }),
        },
        {
          path: 'stats',
          handle: pageHandle('owner:gameStats.title'),
          lazy: async () => ({ Component: (await import('./pages/game-stats/game-stats')).GameStatsPage }),
        },
        {
          path: 'stats/games/:gameId',
          handle: pageHandle('owner:gameScores.title'),
          lazy: async () => ({ Component: (await import('./pages/game-scores/game-scores')).GameScoresPage }),
        },
        {
          path: 'players',
          handle: pageHandle('owner:playerStats.title'),
          lazy: async () => ({ Component: (await import('./pages/player-stats/player-stats')).PlayerStatsPage }),
        },
        {
          path: 'leagues',
          handle: pageHandle('owner:leagues.title'),
          lazy: async () => ({ Component: (await import('./pages/leagues/leagues')).OwnerLeaguesPage }),
        },
        {
          path: 'leagues/:leagueId',
          handle: pageHandle('owner:pageTitle.league'),
          lazy: async () => ({
            Component: (await import('./pages/league-detail/league-detail')).OwnerLeagueDetailPage,
          }),
        },
        {
          path: 'users',
          handle: pageHandle('owner:users.title'),
          lazy: async () => ({ Component: (await import('./pages/users/users')).OwnerUsersPage }),
        },
        {
          path: 'leaderboard',
          handle: pageHandle('common:leaderboard.title'),
          lazy: async () => ({ Component: (await import('./pages/leaderboard/leaderboard')).OwnerLeaderboardPage }),
        },
        {
          path: 'files',
          handle: pageHandle('owner:files.title'),
          lazy: async () => ({ Component: (await import('./pages/files/files')).OwnerFilesPage }),
        },
        {
          path: 'leagues/:leagueId/description',
          handle: pageHandle('owner:pageTitle.leagueDescription'),
          lazy: async () => ({
            Component: (await import('./pages/league-description/league-description')).OwnerLeagueDescriptionPage,
          }),
        },
      ],
    },
  ],
  nav: [{ to: '/owner', labelKey: 'common:nav.owner', audience: 'superAdmin', order: 95 }],
  // Only the page's language is fetched; the other when the user switches to it.
  i18n: {
    owner: {
      en: () => import('@hfl/contracts/locales/en/owner.json'),
      hu: () => import('@hfl/contracts/locales/hu/owner.json'),
    },
  },
};

export default registration;

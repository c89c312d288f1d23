/**
 * `@hfl/shared-ui/season`: the season's shared views (player info with weekly statistics, standings, a league's games
 * by week, the team's timezone), kept out of the main entry so the first page does not download them.
 */
export { useTeamTimezone } from './use-team-timezone';
export { PlayerInfoModal, type PlayerInfoModalProps } from './player-info/player-info-modal';
export { PlayerNameButton } from './player-info/player-name-button';
export { PlayerStatusBadge, StatusBadge } from './player-info/player-status';
export { usePointsFormat, useScoreFormat } from './player-info/score-format';
export {
  StandingsTable,
  StandingsOrder,
  StandingsProgress,
  FinalPlaces,
  type StandingsTableProps,
} from './standings/standings-table';
export { useLeagueStandings } from './standings/use-league-standings';
export { WeekSwitcher } from './season-games/week-switcher';
export { ChoiceStrip } from './season-games/strip';
export { useLeagueGames } from './season-games/use-league-games';
export { useDraftChance, DraftChanceText, canDraftNow, type DraftChanceState } from './draft-chance/draft-chance';

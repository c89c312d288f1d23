import { useTranslation } from 'react-i18next';
import type { LeagueGameView } from '@hfl/contracts';

/** The caller's side of a game (1 or 2), or null when his team does not play it. */
export function ownSide(game: LeagueGameView, myTeamId: string | null): 1 | 2 | null {
  if (!myTeamId) return null;
  if (game.team1.team.id === myTeamId) return 1;
  return game.team2.team.id === myTeamId ? 2 : null;
}

/** The game's kind in words: nothing for a regular-season game, else Semifinal, Final, Third place, Game for 5th place… */
export function useGameKindLabel(): (game: Pick<LeagueGameView, 'kind' | 'place'>) => string | null {
  const { t } = useTranslation('player');
  return ({ kind, place }) => {
    if (kind === 'regular') return null;
    if (kind === 'placement') return t('gameCenter.kinds.placement', { place });
    return t(`gameCenter.kinds.${kind}`);
  };
}

/**
 * The winner heading: "{team} won", "Game Tied", or that the game is still to be played; while its round is being
 * played, who leads ("{team} leads", "Level").
 */
export function useResultHeading(): (game: LeagueGameView) => string {
  const { t } = useTranslation('player');
  return (game) => {
    if (game.gameResult === null) return t('gameCenter.notPlayed');
    const live = game.state === 'live';
    if (game.gameResult === 0 && !game.decidedBySeed) return t(live ? 'gameCenter.level' : 'gameCenter.tied');
    const winner = game.gameResult === 1 ? game.team1 : game.team2;
    return t(live ? 'gameCenter.leads' : 'gameCenter.won', { team: winner.team.name });
  };
}

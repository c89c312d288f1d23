import { useTranslation } from 'react-i18next';
import { RequireAuth } from '@hfl/shared-ui';
import { GameCenter } from '../../game-center/game-center';
import { WithPageLeague } from '../../league/league-gates';
import { LeagueSwitcher } from '../../league/league-switcher';

/**
 * Game Center (`/game-center`, the wide layout: no side ad): the current league's games of a week, two team columns
 * with their lineups and points, the winner heading or "Game Tied", provisional or final; the manager's unseen results
 * are shown once on load. Without a selected league: "No league selected" and /secure.
 */
export function GameCenterPage() {
  const { t } = useTranslation('player');
  return (
    <RequireAuth>
      <WithPageLeague>
        {/* Keyed: choosing another league starts its games from loading. */}
        {(page, leagueId) => (
          <section key={leagueId} aria-labelledby="game-center-title">
            <h1 id="game-center-title">{t('gameCenter.title')}</h1>
            <LeagueSwitcher league={page} stay />
            <GameCenter leagueId={leagueId} />
          </section>
        )}
      </WithPageLeague>
    </RequireAuth>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequireAuth } from '@hfl/shared-ui';
import { GameCenter } from '../../game-center/game-center';
import { WithPageLeague } from '../../league/league-gates';
import { LeagueSwitcher } from '../../league/league-switcher';
import { SeasonSwitcher } from '../../seasons/season-switcher';

/**
 * Game Center (`/game-center`, the wide layout: no side ad): the current league's games of a week, two team columns
 * with their lineups and points, the winner heading or "Game Tied", provisional or final; the manager's unseen results
 * are shown once on load; the season switcher (when the league has played more than one) shows another season's games
 * (without the results modal). Without a selected league: "No league selected" and /secure.
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
            <SeasonGames leagueId={leagueId} />
          </section>
        )}
      </WithPageLeague>
    </RequireAuth>
  );
}

/** The season switcher and the chosen season's games (the current one at first). */
function SeasonGames({ leagueId }: { leagueId: string }) {
  const [seasonId, setSeasonId] = useState<string | undefined>(undefined);
  return (
    <>
      <SeasonSwitcher leagueId={leagueId} selected={seasonId} onSelect={setSeasonId} />
      {/* Keyed: another season starts from its first week, loading. */}
      <GameCenter key={seasonId ?? 'current'} leagueId={leagueId} seasonId={seasonId} />
    </>
  );
}

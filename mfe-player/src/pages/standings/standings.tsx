import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { RequireAuth } from '@hfl/shared-ui';
import { SeasonSwitched } from '../../seasons/season-switcher';
import { LeagueStandings } from '../../standings/league-standings';

/**
 * A league's standings (`/leagues/{leagueId}/standings`, where the leaderboard and the league home link): the current
 * league season's table with its tie-break notes, how the order is made, and the final places once the season ends;
 * the season switcher (when the league has played more than one) shows another season's.
 */
export function StandingsPage() {
  const { leagueId = '' } = useParams();
  const { t } = useTranslation('player');
  return (
    <RequireAuth>
      <section aria-labelledby="standings-title">
        <h1 id="standings-title">{t('standings.title')}</h1>
        <p>
          <Link to={`/leagues/${leagueId}`}>{t('standings.leagueHome')}</Link>
        </p>
        {/* Keyed: another league starts from its current season, loading. */}
        <SeasonStandings key={leagueId} leagueId={leagueId} />
      </section>
    </RequireAuth>
  );
}

/** The season switcher and the chosen season's standings (the current one at first). */
function SeasonStandings({ leagueId }: { leagueId: string }) {
  return (
    <SeasonSwitched leagueId={leagueId}>
      {/* Keyed: another season starts from loading. */}
      {(seasonId) => <LeagueStandings key={seasonId ?? 'current'} leagueId={leagueId} seasonId={seasonId} />}
    </SeasonSwitched>
  );
}

import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { RequireAuth } from '@hfl/shared-ui';
import { LeagueStandings } from '../../standings/league-standings';

/**
 * A league's standings (`/leagues/{leagueId}/standings`, where the leaderboard and the league home link): the current
 * league season's table with its tie-break notes, how the order is made, and the final places once the season ends.
 * The league's seasons are not listed by any call yet, so it shows the current season only.
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
        {/* Keyed: another league starts from loading. */}
        <LeagueStandings key={leagueId} leagueId={leagueId} />
      </section>
    </RequireAuth>
  );
}

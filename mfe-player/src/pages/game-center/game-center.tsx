import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MAX_ROUND } from '@hfl/contracts';
import { RequireAuth } from '@hfl/shared-ui';
import { GameCenter, type LinkedGame } from '../../game-center/game-center';
import { WithPageLeague } from '../../league/league-gates';
import { LeagueSwitcher } from '../../league/league-switcher';
import { SeasonSwitched } from '../../seasons/season-switcher';

/**
 * Game Center (`/game-center`, the wide layout: no side ad): the current league's games of a week, two team columns
 * with their lineups and points, the winner heading or "Game Tied", provisional or final; the manager's unseen results
 * are shown once on load; the season switcher (when the league has played more than one) shows another season's games
 * (without the results modal). Without a selected league: "No league selected" and /secure.
 *
 * A notification's or an e-mail's link names the game: `/game-center?league={leagueId}&week={week}&game={gameId}`
 * selects that league (when the user is a member) and shows that round of the current season with that game open.
 */
export function GameCenterPage() {
  const { t } = useTranslation('player');
  const [params] = useSearchParams();
  const linkedLeague = params.get('league');
  const linked = linkedGame(params);
  return (
    <RequireAuth>
      <WithPageLeague requestedId={linkedLeague}>
        {/* Keyed: choosing another league starts its games from loading. */}
        {(page, leagueId) => (
          <section key={leagueId} aria-labelledby="game-center-title">
            <h1 id="game-center-title">{t('gameCenter.title')}</h1>
            <LeagueSwitcher league={page} stay />
            {/* The round and the game belong to the linked league: another league chosen since shows its own. */}
            <SeasonGames leagueId={leagueId} linked={!linkedLeague || linkedLeague === leagueId ? linked : null} />
          </section>
        )}
      </WithPageLeague>
    </RequireAuth>
  );
}

/** The round (a whole number the service takes) and the game a link names; either may be missing. */
function linkedGame(params: URLSearchParams): LinkedGame | null {
  const asked = params.get('week');
  const week = asked !== null && /^\d{1,2}$/.test(asked) ? Number(asked) : null;
  const gameId = params.get('game');
  if (!gameId && week === null) return null;
  return { week: week !== null && week >= 1 && week <= MAX_ROUND ? week : null, gameId };
}

/** The season switcher and the chosen season's games (the current one at first, where a link's game is). */
function SeasonGames({ leagueId, linked }: { leagueId: string; linked: LinkedGame | null }) {
  return (
    <SeasonSwitched leagueId={leagueId}>
      {/* Keyed: another season starts from its first week, loading. */}
      {(seasonId) => (
        <GameCenter
          key={seasonId ?? 'current'}
          leagueId={leagueId}
          seasonId={seasonId}
          linked={seasonId === undefined ? linked : null}
        />
      )}
    </SeasonSwitched>
  );
}

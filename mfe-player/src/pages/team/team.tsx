import { useTranslation } from 'react-i18next';
import { API } from '@hfl/contracts';
import { useSearchParams } from 'react-router';
import { RequireAuth } from '@hfl/shared-ui';
import { WithPageLeague } from '../../league/league-gates';
import { LeagueSwitcher } from '../../league/league-switcher';
import { RosterScreen } from '../../roster/roster-screen';

/**
 * My Team (`/team`): the own team's roster in the current league (the stored current league, as /players uses it),
 * with the lineup's actions while the roster is open and the team's trade proposals, received ones first. Without a
 * selected league: "No league selected" / "Please choose a league first" and /secure.
 *
 * A notification's or an e-mail's link names the league and the proposal: `/team?league={leagueId}&trade={proposalId}`
 * selects that league (when the user is a member) and scrolls to that proposal, highlighted.
 */
export function TeamPage() {
  const [params] = useSearchParams();
  const linkedLeague = params.get('league');
  const linkedTrade = params.get('trade');
  return (
    <RequireAuth>
      <WithPageLeague requestedId={linkedLeague} noLeagueTextKey="team.noLeagueText">
        {/* Keyed: choosing another league starts its roster from loading. */}
        {(page, leagueId) => (
          <section key={leagueId}>
            <Title />
            <LeagueSwitcher league={page} stay />
            <RosterScreen
              leagueId={leagueId}
              path={API.myRoster(leagueId)}
              nameIsTitle={false}
              mine
              // The proposal belongs to the linked league: another league chosen since has none of it.
              linkedTradeId={!linkedLeague || linkedLeague === leagueId ? linkedTrade : null}
            />
          </section>
        )}
      </WithPageLeague>
    </RequireAuth>
  );
}

function Title() {
  const { t } = useTranslation('player');
  return <h1>{t('team.title')}</h1>;
}

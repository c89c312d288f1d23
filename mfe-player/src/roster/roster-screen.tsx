import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { RosterPlayerView, RosterView } from '@hfl/contracts';
import { PlayerInfoModal, Spinner, useApiGet, useModalSubject } from '@hfl/shared-ui';
import { RetryButton } from '../league/retry-button';
import { TeamLogo } from '../league/team-logo';
import { useLineupActions } from './lineup-actions';
import { RosterStatus } from './roster-status';
import { RosterTables } from './roster-tables';

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  h1,
  h2 {
    margin: 0;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Notice = styled.div`
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin-top: 0;
  }
`;

/** The statuses a roster read explains on the page rather than in an error toast. */
const EXPLAINED = [403, 422];

export interface RosterScreenProps {
  leagueId: string;
  /** The roster's read: API.myRoster (the caller's) or API.roster (any team's). */
  path: string;
  /** The page's own title (/team: "My Team"); without it the team's name is the page's title. */
  title?: string;
  /** Whether the path names the caller's own roster (what its 422 says). */
  mine: boolean;
}

/**
 * A team's roster in the league's current season: loading, the page's explanation of a 422 (no roster yet: the league
 * has not drafted) and of a 403 (not a member), a retry after another failure, then the roster.
 */
export function RosterScreen({ leagueId, path, title, mine }: RosterScreenProps) {
  const { t } = useTranslation('player');
  const [refresh, setRefresh] = useState(0);
  const loaded = useApiGet<RosterView>(path, refresh, EXPLAINED);
  // A change's answer is the roster as it is now: shown until the next read replaces what it was based on.
  const [answer, setAnswer] = useState<{ basis: RosterView; roster: RosterView } | null>(null);
  const reread = () => setRefresh((count) => count + 1);

  const heading = title ? <h1>{title}</h1> : null;
  if (loaded.status === 'loading') {
    return (
      <>
        {heading}
        <Spinner />
      </>
    );
  }
  if (loaded.status === 'failed') {
    let explanation: ReactNode = <RetryButton onRetry={reread} />;
    if (loaded.httpStatus === 422) {
      explanation = (
        <Notice>
          <h2>{t('team.noRosterTitle')}</h2>
          <p>{mine ? t('team.noRosterMine') : t('team.noRosterTeam')}</p>
          <Link to={`/leagues/${leagueId}`}>{t('team.leagueHome')}</Link>
        </Notice>
      );
    } else if (loaded.httpStatus === 403) {
      explanation = (
        <Notice role="alert">
          <p>{t('team.notMember')}</p>
        </Notice>
      );
    } else if (loaded.notFound) {
      explanation = (
        <Notice>
          <p>{t('team.notFound')}</p>
          <Link to={`/leagues/${leagueId}`}>{t('team.leagueHome')}</Link>
        </Notice>
      );
    }
    return (
      <>
        {heading}
        {explanation}
      </>
    );
  }

  const basis = loaded.data;
  const roster = answer && answer.basis === basis ? answer.roster : basis;
  return (
    <>
      {heading}
      <Roster
        roster={roster}
        titled={title === undefined}
        onChanged={(next) => {
          if (next) setAnswer({ basis, roster: next });
          else reread();
        }}
      />
    </>
  );
}

function Roster({
  roster,
  titled,
  onChanged,
}: {
  roster: RosterView;
  /** The team's name is the page's title. */
  titled: boolean;
  onChanged: (roster: RosterView | null, change: 'lineup' | 'cut') => void;
}) {
  const { t } = useTranslation('player');
  const info = useModalSubject<RosterPlayerView>();
  const editable = roster.isMine && roster.status === 'open';
  const lineup = useLineupActions(roster, onChanged);
  const Name = titled ? 'h1' : 'h2';

  return (
    <>
      <Header>
        <TeamLogo team={roster.team} size={64} />
        <div>
          <Name>{roster.team.name}</Name>
          <p>{t('team.manager', { owner: roster.team.owner })}</p>
        </div>
      </Header>
      <RosterStatus roster={roster} />
      <RosterTables roster={roster} actions={editable ? lineup.actions : undefined} onShowPlayer={info.show} />
      {editable && lineup.modals}
      <PlayerInfoModal
        player={info.subject ? { id: info.subject.player.id, name: info.subject.player.name } : null}
        open={info.open}
        onClose={info.close}
      />
    </>
  );
}

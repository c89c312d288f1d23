import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { assignDraftSlots, type DraftState } from '@hfl/contracts';
import { Table, type TableColumn } from '@hfl/shared-ui';
import { teamPlayers } from '../room-view';
import type { PoolPlayer } from '../slice';

const Slots = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: 0 ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.primary};
    border-radius: ${({ theme }) => theme.radius};
    color: ${({ theme }) => theme.colors.primaryDark};
    font-size: 0.85rem;
    font-weight: 700;
  }
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Complete = styled.span`
  color: ${({ theme }) => theme.colors.success};
`;

interface NeedsRow {
  teamId: string;
  team: string;
  emptySlots: string[];
}

/** The starting slots still empty, as the roster rules fill them (QB, RB, TE/WR ×2, FLEX, K, DEF, HC). */
export function emptyStartingSlots(players: readonly PoolPlayer[]): string[] {
  return assignDraftSlots(players)
    .starters.filter((starter) => starter.player === null)
    .map((starter) => starter.slot);
}

/** Each team's positional needs: which of its starting slots no pick has filled yet. */
export function TeamNeeds({ room, poolById }: { room: DraftState; poolById: ReadonlyMap<string, PoolPlayer> }) {
  const { t } = useTranslation('draft');
  const rows: NeedsRow[] = room.teams.map((team) => ({
    teamId: team.id,
    team: team.name,
    emptySlots: emptyStartingSlots(teamPlayers(room, team.id, poolById)),
  }));
  const columns: Array<TableColumn<NeedsRow>> = [
    { key: 'team', header: t('room.needs.team') },
    {
      key: 'emptySlots',
      header: t('room.needs.slots'),
      render: (row) =>
        row.emptySlots.length === 0 ? (
          <Complete>{t('room.needs.complete')}</Complete>
        ) : (
          <Slots aria-label={t('room.needs.slots')}>
            {row.emptySlots.map((slot, index) => (
              <li key={`${slot}-${index}`}>{t(`room.myTeam.slots.${slot}`)}</li>
            ))}
          </Slots>
        ),
    },
  ];
  return (
    <section aria-labelledby="draft-needs-title">
      <h2 id="draft-needs-title">{t('room.needs.title')}</h2>
      <Hint>{t('room.needs.hint')}</Hint>
      <Table columns={columns} rows={rows} rowKey={(row) => row.teamId} />
    </section>
  );
}

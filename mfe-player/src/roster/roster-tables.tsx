import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  ROSTER_BENCH,
  lineupOf,
  type FantasyPosition,
  type Lineup,
  type LineupPlayer,
  type RosterPlayerView,
  type RosterView,
} from '@hfl/contracts';
import { PositionChip, visuallyHidden } from '@hfl/shared-ui';
import { PlayerNameButton, usePointsFormat } from '@hfl/shared-ui/season';

/** A roster player as the lineup rules see him (`id`: the roster player), with the view the tables show. */
export interface SlottedPlayer extends LineupPlayer {
  view: RosterPlayerView;
}

/** The roster's lineup for contracts' rules: the starting slots in order (an empty one null) and the bench. */
export function rosterLineup(players: readonly RosterPlayerView[]): Lineup<SlottedPlayer> {
  return lineupOf(
    players.map((view) => ({
      id: view.id,
      position: view.player.position,
      fantasyPosition: view.fantasyPosition,
      view,
    })),
  );
}

/** One table row: a starting slot (maybe empty) or a bench place. */
export interface RosterRow {
  key: string;
  slot: FantasyPosition;
  player: SlottedPlayer | null;
}

/**
 * A lineup table that stays readable on a phone: below the mobile breakpoint each row becomes a card, its cells
 * wrapping under the player's name with their column's label written before them, so no column hides sideways.
 */
const Frame = styled.div`
  /* Positioned: the header row, visually hidden on a phone, stays inside. */
  position: relative;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  margin-bottom: ${({ theme }) => theme.space(6)};
  overflow: hidden;
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: 8px 10px;
    text-align: left;
    vertical-align: middle;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  th {
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
    font-weight: 600;
    white-space: nowrap;
  }
  td[data-column='points'] {
    font-variant-numeric: tabular-nums;
  }
  tbody tr:nth-child(even) {
    background: ${({ theme }) => theme.colors.background};
  }
  tbody tr:last-child td {
    border-bottom: 0;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    thead {
      ${visuallyHidden}
    }
    tbody tr {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 2px 12px;
      padding: 8px 10px;
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    tbody tr:last-child {
      border-bottom: 0;
    }
    td {
      padding: 0;
      border: 0;
    }
    td[data-column='player'],
    td[data-column='actions'] {
      flex-basis: 100%;
    }
    td[data-label]::before {
      content: attr(data-label) ': ';
      color: ${({ theme }) => theme.colors.textMuted};
    }
  }
`;

const SlotBadge = styled.span`
  display: inline-block;
  min-width: 3.5em;
  padding: 2px 6px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.primaryLight};
  color: ${({ theme }) => theme.colors.primaryDark};
  font-weight: 700;
  text-align: center;
`;

const Empty = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-style: italic;
`;

export const ActionRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  button {
    min-height: 36px;
    padding: 0.25em 0.75em;
  }
`;

const DASH = '—';

export interface RosterTablesProps {
  roster: RosterView;
  /** The actions of a row with a player (none: a read-only roster). */
  actions?: (player: SlottedPlayer) => ReactNode;
  onShowPlayer: (player: RosterPlayerView) => void;
}

/** The starting lineup (8 slots in order, an empty one shown empty) and the bench, as two tables. */
export function RosterTables({ roster, actions, onShowPlayer }: RosterTablesProps) {
  const { t } = useTranslation('player');
  const lineup = rosterLineup(roster.players);
  const starters: RosterRow[] = lineup.starters.map(({ slot, player }, index) => ({
    key: `${slot}-${index}`,
    slot,
    player,
  }));
  const bench: RosterRow[] = lineup.bench.map((player) => ({ key: player.id, slot: 'BENCH', player }));

  return (
    <>
      <section aria-labelledby="roster-lineup">
        <h2 id="roster-lineup">{t('team.lineupTitle')}</h2>
        <LineupTable rows={starters} week={roster.week} actions={actions} onShowPlayer={onShowPlayer} />
      </section>
      <section aria-labelledby="roster-bench">
        <h2 id="roster-bench">{t('team.benchTitle', { count: bench.length, max: ROSTER_BENCH })}</h2>
        {bench.length === 0 ? (
          <p>{t('team.benchEmpty')}</p>
        ) : (
          <LineupTable rows={bench} week={roster.week} actions={actions} onShowPlayer={onShowPlayer} />
        )}
      </section>
    </>
  );
}

function LineupTable({
  rows,
  week,
  actions,
  onShowPlayer,
}: {
  rows: RosterRow[];
  week: number | null;
  actions?: (player: SlottedPlayer) => ReactNode;
  onShowPlayer: (player: RosterPlayerView) => void;
}) {
  const { t } = useTranslation('player');
  const format = usePointsFormat();
  const weekHeader = week === null ? t('team.columns.weekNone') : t('team.columns.week', { week });
  const labels = {
    position: t('team.columns.position'),
    club: t('team.columns.club'),
    week: weekHeader,
    season: t('team.columns.season'),
  };
  return (
    <Frame>
      <StyledTable>
        <thead>
          <tr>
            <th scope="col">{t('team.columns.slot')}</th>
            <th scope="col">{t('team.columns.player')}</th>
            <th scope="col">{labels.position}</th>
            <th scope="col">{labels.club}</th>
            <th scope="col">{labels.week}</th>
            <th scope="col">{labels.season}</th>
            {actions && <th scope="col">{t('team.columns.actions')}</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ key, slot, player }) => {
            const view = player?.view;
            return (
              <tr key={key}>
                <td data-column="slot">
                  <SlotBadge>{t(`team.slots.${slot}`)}</SlotBadge>
                </td>
                <td data-column="player">
                  {view ? (
                    <PlayerNameButton
                      name={view.player.name}
                      photoUrl={view.player.photoUrl}
                      status={view.player.status}
                      onClick={() => onShowPlayer(view)}
                    />
                  ) : (
                    <Empty>{t('team.emptySlot')}</Empty>
                  )}
                </td>
                <td data-column="position" data-label={view ? labels.position : undefined}>
                  {view ? <PositionChip position={view.player.position} /> : ''}
                </td>
                <td data-column="club" data-label={view ? labels.club : undefined}>
                  {view ? (view.player.team?.name ?? DASH) : ''}
                </td>
                <td data-column="points" data-label={view ? labels.week : undefined}>
                  {view ? (view.weekPoints === null ? DASH : format(view.weekPoints)) : ''}
                </td>
                <td data-column="points" data-label={view ? labels.season : undefined}>
                  {view ? format(view.seasonPoints) : ''}
                </td>
                {actions && <td data-column="actions">{player ? actions(player) : null}</td>}
              </tr>
            );
          })}
        </tbody>
      </StyledTable>
    </Frame>
  );
}

import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { API, type PlayerSortKey, type PlayerSummary, type RealTeam } from '@hfl/contracts';
import {
  Button,
  PlayerInfoModal,
  RequireAuth,
  Spinner,
  Table,
  useApiGet,
  useModalSubject,
  usePagedApiGet,
  useScoreFormat,
  type TableColumn,
} from '@hfl/shared-ui';
import { WithPageLeague } from '../../league/league-gates';
import { LeagueSwitcher } from '../../league/league-switcher';
import { RetryButton } from '../../league/retry-button';
import type { PageLeague } from '../../league/use-page-league';
import { DEFAULT_SORT, nextSort, sortFor, statKeysFor, type PlayerSort } from './player-columns';
import { NO_PLAYER_FILTERS, PlayerFilterForm, type PlayerFilters } from '@hfl/shared-ui/forms';

const LeagueRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  > div {
    margin-bottom: 0;
  }
`;

const NameCell = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  img {
    width: 40px;
    height: 40px;
    border-radius: 50%;
    object-fit: cover;
    flex: none;
  }
`;

/** A name that opens the player's popup: a button (it acts on the page) that reads like a link. */
const NameButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  color: ${({ theme }) => theme.colors.primary};
  text-align: left;
  text-decoration: underline;
  cursor: pointer;
`;

/** A sortable column's header: the whole label is the control, in the header's colours. */
const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  color: inherit;
  white-space: nowrap;
  cursor: pointer;
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The players page (`/players`): the real league's players with their season scores, for the member's current league
 * (switcher with the role, a plus button to create another). Without a selected league: "No league selected" /
 * "Please choose a league first" and /secure. Pick opens with the league's draft and season (their issues enable it);
 * until then the list is read-only.
 */
export function PlayersPage() {
  return (
    <RequireAuth>
      <WithPageLeague noLeagueTextKey="players.noLeagueText">
        {/* Keyed: choosing another league reloads the page's data for it. */}
        {(page, leagueId) => <LeaguePlayers key={leagueId} page={page} />}
      </WithPageLeague>
    </RequireAuth>
  );
}

function LeaguePlayers({ page }: { page: PageLeague }) {
  const { t } = useTranslation('player');
  const [filters, setFilters] = useState<PlayerFilters>(NO_PLAYER_FILTERS);
  const [sort, setSort] = useState<PlayerSort>(DEFAULT_SORT);
  const teams = useApiGet<RealTeam[]>(API.realTeams);
  const info = useModalSubject<PlayerSummary>();

  const apply = (next: PlayerFilters) => {
    setFilters(next);
    setSort((current) => sortFor(next.position, current));
  };

  return (
    <section aria-labelledby="players-title">
      <h1 id="players-title">{t('players.title')}</h1>
      <LeagueRow>
        <LeagueSwitcher league={page} stay />
        <Button
          as={Link}
          to="/create-league"
          variant="secondary"
          aria-label={t('players.createLeague')}
          title={t('players.createLeague')}
        >
          +
        </Button>
      </LeagueRow>
      <PlayerFilterForm filters={filters} teams={teams.status === 'ready' ? teams.data : []} onApply={apply} />
      <PlayerTable
        filters={filters}
        sort={sort}
        onSort={(key) => setSort((current) => nextSort(current, key))}
        onShowPlayer={info.show}
      />
      <PlayerInfoModal player={info.subject} open={info.open} onClose={info.close} />
    </section>
  );
}

/** Rows the list asks for at first and adds on each "Show more". */
const PAGE_SIZE = 50;

const ShowMore = styled.p`
  text-align: center;
`;

function playersPath(filters: PlayerFilters, sort: PlayerSort): string {
  const params = new URLSearchParams();
  if (filters.team) params.set('team', filters.team);
  if (filters.position) params.set('position', filters.position);
  if (filters.term) params.set('term', filters.term);
  params.set('sort', sort.key);
  params.set('sortDirection', sort.direction);
  return `${API.players}?${params.toString()}`;
}

function PlayerTable({
  filters,
  sort,
  onSort,
  onShowPlayer,
}: {
  filters: PlayerFilters;
  sort: PlayerSort;
  onSort: (key: PlayerSortKey) => void;
  onShowPlayer: (player: PlayerSummary) => void;
}) {
  const { t } = useTranslation('player');
  const format = useScoreFormat();
  const pickNoteId = useId();
  const [refresh, setRefresh] = useState(0);
  // The server sorts and filters the whole league (~300 players) and sends it a page at a time.
  const players = usePagedApiGet<PlayerSummary>(playersPath(filters, sort), { pageSize: PAGE_SIZE, refresh });
  // The rows stay while another sort or filter loads: the table (and the header just clicked) keeps its place.
  const [rows, setRows] = useState<PlayerSummary[] | null>(null);
  if (players.status === 'ready' && players.items !== rows) setRows(players.items);

  // The failure was toasted; the previous rows would not match the filters shown.
  if (players.status === 'failed') return <RetryButton onRetry={() => setRefresh((count) => count + 1)} />;
  if (rows === null) return <Spinner />;

  const sortable = (key: PlayerSortKey, label: string): TableColumn<PlayerSummary> => ({
    key,
    sort: sort.key === key ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none',
    header: (
      <SortButton type="button" onClick={() => onSort(key)}>
        {label}
        <span aria-hidden="true">{sort.key === key ? (sort.direction === 'asc' ? '▲' : '▼') : ''}</span>
      </SortButton>
    ),
  });

  const columns: Array<TableColumn<PlayerSummary>> = [
    {
      ...sortable('name', t('players.columns.name')),
      render: (player) => (
        <NameCell>
          {player.photoUrl && <img src={player.photoUrl} alt="" />}
          <NameButton type="button" onClick={() => onShowPlayer(player)}>
            {player.name}
          </NameButton>
        </NameCell>
      ),
    },
    { ...sortable('team', t('players.columns.team')), render: (player) => player.team?.name ?? '—' },
    sortable('position', t('players.columns.position')),
    ...statKeysFor(filters.position).map((key) => ({
      ...sortable(key, t(`common:stats.${key}`)),
      render: (player: PlayerSummary) => format(player.scores[key]),
    })),
    {
      ...sortable('fantasy_points', t('players.columns.points')),
      render: (player) => format(player.scores.fantasy_points),
    },
    {
      key: 'pick',
      header: t('players.columns.pick'),
      // No roster to pick into before the league's draft and season: the button says why it is off.
      render: () => (
        <Button type="button" disabled title={t('players.pickClosed')} aria-describedby={pickNoteId}>
          {t('players.pick')}
        </Button>
      ),
    },
  ];

  return (
    <div aria-busy={players.status === 'loading'}>
      <Note id={pickNoteId}>{t('players.pickClosed')}</Note>
      <Table columns={columns} rows={rows} rowKey={(player) => player.id} />
      {players.status === 'ready' && players.hasMore && (
        <ShowMore>
          <Button type="button" variant="secondary" disabled={players.loadingMore} onClick={players.loadMore}>
            {t('players.showMore', { shown: rows.length, total: players.total })}
          </Button>
        </ShowMore>
      )}
    </div>
  );
}

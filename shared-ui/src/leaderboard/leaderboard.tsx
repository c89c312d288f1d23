import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { API, type LeaderboardRow, type SeasonListItem } from '@hfl/contracts';
import { useApiGet } from '../api/use-api-get';
import { usePagedApiGet, type PagedApiGetState } from '../api/use-paged-api-get';
import { Button } from '../button';
import { LoadMore } from '../load-more';
import { PageHeader } from '../page-header';
import { PhoneFold } from '../phone-fold';
import { usePointsFormat } from '../player-info/score-format';
import { selectUser } from '../session/session-slice';
import { Spinner } from '../spinner';
import { Table, type TableColumn } from '../table';
import { leagueSizeOf, type LeaderboardFilters } from './leaderboard-filter-values';

/**
 * The filters' form (formik and the fields): not on the way to the ranking. On a phone, folded, it loads once the
 * ranking has shown (issue 39: the page's largest paint); shown at once, the leaderboard waits for it (its boundary).
 */
const LeaderboardFilterForm = lazy(() =>
  import('@hfl/shared-ui/forms').then((forms) => ({ default: forms.LeaderboardFilterForm })),
);

/** Rows the leaderboard asks for at first and adds on each "Load more". */
export const LEADERBOARD_PAGE_SIZE = 25;

/** The longest term the service takes (contracts' leaderboardQuerySchema). */
const TERM_MAX = 100;

const SeasonLabel = styled.label`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  font-weight: 600;
  select {
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  }
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const TeamCell = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  img {
    flex: none;
    width: 24px;
    height: 24px;
    object-fit: contain;
    border-radius: 4px;
  }
`;

/**
 * The season leaderboard (player-app.md "Leaderboard rows", owner-back-office.md "Leaderboards"), the same on the
 * public /leaderboard and the owner's /owner/leaderboard: a switcher of the real seasons (the current one unless
 * another is chosen), the Teams filter, the search, Search and Reset, and every fantasy team of the season ranked by its
 * points, 25 at a time. The season and the filters live in the address (`season`, `nbTeams`, `term`), so a reload or a
 * shared link shows the same list. A logged-in user's rows link to the league's standings and the team's roster.
 */
export function Leaderboard() {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const seasons = useApiGet<SeasonListItem[]>(API.seasons, attempt);
  let body: ReactNode;
  if (seasons.status === 'loading') body = <Spinner />;
  else if (seasons.status === 'failed') body = <Retry onRetry={() => setAttempt((n) => n + 1)} />;
  else if (seasons.data.length === 0) body = <p>{t('common:leaderboard.empty')}</p>;
  else body = <SeasonLeaderboard seasons={seasons.data} />;
  return (
    <Suspense fallback={null}>
      <section aria-labelledby="leaderboard-title">
        <PageHeader>
          <h1 id="leaderboard-title">{t('common:leaderboard.title')}</h1>
        </PageHeader>
        {body}
      </section>
    </Suspense>
  );
}

/** The page's choices as the address holds them; anything the service would refuse is left out. */
function useLeaderboardAddress(seasons: SeasonListItem[]) {
  const [params, setParams] = useSearchParams();
  const chosen = seasons.find((season) => season.id === params.get('season'));
  // The current season is the one not finished yet (stats' `seasons/current`); without one, the newest.
  const season = chosen ?? seasons.find((candidate) => candidate.status !== 'finished') ?? seasons[0]!;
  const filters: LeaderboardFilters = {
    nbTeams: leagueSizeOf(params.get('nbTeams')),
    term: (params.get('term') ?? '').trim().slice(0, TERM_MAX),
  };
  const show = (next: { seasonId: string | null; filters: LeaderboardFilters }) => {
    const query = new URLSearchParams();
    if (next.seasonId) query.set('season', next.seasonId);
    if (next.filters.nbTeams !== null) query.set('nbTeams', String(next.filters.nbTeams));
    if (next.filters.term) query.set('term', next.filters.term);
    setParams(query);
  };
  return { season, chosenId: chosen?.id ?? null, filters, show };
}

function leaderboardPath(seasonId: string, filters: LeaderboardFilters): string {
  const query = new URLSearchParams();
  if (filters.nbTeams !== null) query.set('nbTeams', String(filters.nbTeams));
  if (filters.term) query.set('term', filters.term);
  const search = query.toString();
  return search ? `${API.leaderboard(seasonId)}?${search}` : API.leaderboard(seasonId);
}

function SeasonLeaderboard({ seasons }: { seasons: SeasonListItem[] }) {
  const { t } = useTranslation();
  const { season, chosenId, filters, show } = useLeaderboardAddress(seasons);
  const [refresh, setRefresh] = useState(0);
  const rows = usePagedApiGet<LeaderboardRow>(leaderboardPath(season.id, filters), {
    pageSize: LEADERBOARD_PAGE_SIZE,
    refresh,
  });

  const apply = (next: LeaderboardFilters) => {
    // The same filters again ask again (rounds are scored meanwhile); new ones are a new address.
    if (next.nbTeams === filters.nbTeams && next.term === filters.term) setRefresh((count) => count + 1);
    else show({ seasonId: chosenId, filters: next });
  };

  return (
    <>
      <SeasonLabel>
        {t('common:leaderboard.season')}
        <select value={season.id} onChange={(event) => show({ seasonId: event.target.value, filters })}>
          {seasons.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.name}
            </option>
          ))}
        </select>
      </SeasonLabel>
      {/* On a phone the filters fold away, as on /players, so the ranking is on the first screen. */}
      <PhoneFold
        summary={t('common:leaderboard.filtersLabel')}
        open={filters.nbTeams !== null || filters.term !== ''}
        deferUntil={rows.status !== 'loading'}
      >
        <LeaderboardFilterForm filters={filters} onApply={apply} />
      </PhoneFold>
      <Note>
        {t('common:leaderboard.order')}
        {filters.nbTeams !== null && <> {t('common:leaderboard.orderBySize')}</>}
      </Note>
      <LeaderboardRows rows={rows} onRetry={() => setRefresh((count) => count + 1)} />
    </>
  );
}

function LeaderboardRows({ rows, onRetry }: { rows: PagedApiGetState<LeaderboardRow>; onRetry: () => void }) {
  const { t } = useTranslation();
  const format = usePointsFormat();
  // Visitors read the board; only a logged-in user is taken to the leagues' and teams' pages.
  const loggedIn = useSelector(selectUser) !== null;
  if (rows.status === 'loading') return <Spinner />;
  // A 404 (the season has no leaderboard yet, e.g. the current one before its draft) is an empty board; any other
  // failure was toasted.
  if (rows.status === 'failed' && !rows.notFound) return <Retry onRetry={onRetry} />;
  const items = rows.status === 'ready' ? rows.items : [];

  const columns: Array<TableColumn<LeaderboardRow>> = [
    { key: 'rank', header: t('common:leaderboard.columns.rank'), numeric: true },
    { key: 'user', header: t('common:leaderboard.columns.user'), secondary: true, render: (row) => row.user.name },
    {
      key: 'team',
      header: t('common:leaderboard.columns.team'),
      render: (row) => (
        <TeamCell>
          {row.team.logoUrl && <img src={row.team.logoUrl} alt="" loading="lazy" />}
          {loggedIn ? (
            <Link to={`/leagues/${row.league.id}/team/${row.team.id}/roster`}>{row.team.name}</Link>
          ) : (
            row.team.name
          )}
        </TeamCell>
      ),
    },
    {
      key: 'league',
      header: t('common:leaderboard.columns.league'),
      secondary: true,
      render: (row) =>
        loggedIn ? <Link to={`/leagues/${row.league.id}/standings`}>{row.league.name}</Link> : row.league.name,
    },
    {
      key: 'points',
      header: t('common:leaderboard.columns.points'),
      numeric: true,
      render: (row) => format(row.points),
    },
  ];

  return (
    <>
      <Table columns={columns} rows={items} rowKey={(row) => row.id} emptyText={t('common:leaderboard.empty')} />
      {rows.status === 'ready' && items.length > 0 && (
        <>
          <Note>{t('common:leaderboard.shown', { shown: items.length, total: rows.total })}</Note>
          <LoadMore hasMore={rows.hasMore} loading={rows.loadingMore} onLoadMore={rows.loadMore} />
        </>
      )}
    </>
  );
}

function Retry({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <p>
      <Button type="button" variant="secondary" onClick={onRetry}>
        {t('common:actions.retry')}
      </Button>
    </p>
  );
}

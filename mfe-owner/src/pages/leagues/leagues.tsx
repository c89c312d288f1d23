import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useSearchParams } from 'react-router';
import { API, formatDisplayDateIn, type LeagueListItem } from '@hfl/contracts';
import {
  Button,
  ConfirmModal,
  LoadMore,
  PageHeader,
  Table,
  useInjectReducer,
  useInjectSaga,
  useModalSubject,
  type TableColumn,
  useApiAction,
} from '@hfl/shared-ui';
import { LeagueSearchForm } from '@hfl/shared-ui/forms';
import { Actions } from '../../components/page-styles';
import { UntilLoaded } from '../../components/until-loaded';
import { useFailureToast } from '../../components/use-failure-toast';
import { ownerLeaguesSaga } from '../../owner-leagues/saga';
import {
  OWNER_LEAGUES_KEY,
  listRequested,
  moreRequested,
  ownerLeaguesReducer,
  selectOwnerLeagues,
} from '../../owner-leagues/slice';
import { useOwnerTimezone } from '../../owner-settings/use-owner-timezone';
import { CreateLeagueModal } from './create-league-modal';

/**
 * `/owner/leagues`: every league with its admin, members and creation date, a page at a time ("Load more"); search,
 * create, delete, export (the export holds every league).
 */
export function OwnerLeaguesPage() {
  const { t } = useTranslation('owner');
  const timezone = useOwnerTimezone();
  const { run } = useApiAction();
  // The term lives in the URL, so a search survives a reload and the back button.
  const [searchParams, setSearchParams] = useSearchParams();
  const term = searchParams.get('term') ?? '';
  const { list, reload, loadMore } = useOwnerLeagueList(term);
  const deleting = useModalSubject<LeagueListItem>();
  const [creating, setCreating] = useState(false);

  const confirmDelete = async () => {
    if (!deleting.subject) return;
    const { id, name } = deleting.subject;
    deleting.close();
    if ((await run({ method: 'DELETE', path: API.league(id) }, { success: t('leagues.deleted', { name }) })).ok)
      reload();
  };

  return (
    <section aria-labelledby="owner-leagues-title">
      <LeaguesHeader onCreate={() => setCreating(true)} />

      <LeagueSearchForm
        term={term}
        label={t('leagues.search.term')}
        onSearch={(next) => setSearchParams(next ? { term: next } : {})}
      />

      {list.items === null ? (
        <UntilLoaded failed={list.status === 'failed'} onRetry={reload} />
      ) : (
        <>
          <LeaguesTable rows={list.items} timezone={timezone} onDelete={deleting.show} />
          <LoadMore hasMore={list.items.length < list.total} loading={list.loadingMore} onLoadMore={loadMore} />
        </>
      )}

      <ConfirmModal
        open={deleting.open}
        title={t('leagues.deleteTitle')}
        message={t('leagues.deleteConfirm', { name: deleting.subject?.name })}
        confirmLabel={t('leagues.delete')}
        onConfirm={() => void confirmDelete()}
        onCancel={deleting.close}
      />
      <CreateLeagueModal
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={() => {
          setCreating(false);
          reload();
        }}
      />
    </section>
  );
}

/**
 * The owner's league list for a search term, in the owner-leagues slice (its saga loads it): asked for whenever the
 * term changes, again on `reload`, one more page on `loadMore`; a failure is toasted.
 */
function useOwnerLeagueList(term: string) {
  useInjectReducer(OWNER_LEAGUES_KEY, ownerLeaguesReducer);
  useInjectSaga(OWNER_LEAGUES_KEY, ownerLeaguesSaga);
  const dispatch = useDispatch();
  const { list } = useSelector(selectOwnerLeagues);

  const reload = useCallback(() => dispatch(listRequested(term)), [dispatch, term]);
  useEffect(() => {
    reload();
  }, [reload]);
  useFailureToast(list.status, list.error);
  // The next page of the search the table shows, from its last row.
  const loadMore = () => dispatch(moreRequested(list.term, list.items?.length ?? 0));
  return { list, reload, loadMore };
}

/** The page's title with Create league and the exports (Excel, CSV). */
function LeaguesHeader({ onCreate }: { onCreate: () => void }) {
  const { t } = useTranslation('owner');
  return (
    <PageHeader>
      <h1 id="owner-leagues-title">{t('leagues.title')}</h1>
      <Actions>
        <Button type="button" onClick={onCreate}>
          {t('leagues.create')}
        </Button>
        {/* A plain link: the browser downloads the file itself, with the session cookie. */}
        <Button as="a" href={API.leaguesExport} download variant="secondary">
          {t('leagues.export')}
        </Button>
        <Button as="a" href={API.leaguesCsv} download variant="secondary">
          {t('leagues.exportCsv')}
        </Button>
      </Actions>
    </PageHeader>
  );
}

/** The leagues loaded so far, each with View and Delete; creation dates in the owner's timezone. */
function LeaguesTable({
  rows,
  timezone,
  onDelete,
}: {
  rows: LeagueListItem[];
  timezone: string;
  onDelete: (league: LeagueListItem) => void;
}) {
  const { t } = useTranslation('owner');
  const columns: Array<TableColumn<LeagueListItem>> = [
    { key: 'name', header: t('leagues.columns.name') },
    { key: 'admin', header: t('leagues.columns.admin'), render: (row) => row.adminUser?.name ?? t('leagues.noAdmin') },
    { key: 'members', header: t('leagues.columns.members'), render: (row) => `${row.nbTeams}/${row.nbMaxTeams}` },
    {
      key: 'createdAt',
      header: t('leagues.columns.createdAt'),
      render: (row) => formatDisplayDateIn(row.createdAt, timezone),
    },
    {
      key: 'actions',
      pin: 'end',
      header: t('leagues.columns.actions'),
      render: (row) => (
        <Actions>
          <Button as={Link} to={`/owner/leagues/${row.id}`} variant="secondary">
            {t('leagues.view')}
          </Button>
          <Button type="button" variant="danger" onClick={() => onDelete(row)}>
            {t('leagues.delete')}
          </Button>
        </Actions>
      ),
    },
  ];
  return <Table columns={columns} rows={rows} rowKey={(row) => row.id} />;
}

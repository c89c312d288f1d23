import { useCallback, useEffect, useMemo, useState } from 'react';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useSearchParams } from 'react-router';
import styled from 'styled-components';
import {
  API,
  formValidator,
  formatDisplayDateIn,
  leagueSearchQuerySchema,
  type LeagueListItem,
  type LeagueSearchQuery,
} from '@hfl/contracts';
import { Button, ConfirmModal, Spinner, Table, api, useInjectReducer, useInjectSaga, type TableColumn } from '@hfl/shared-ui';
import { TextField } from '@hfl/shared-ui/forms';
import { Actions, PageHeader } from '../../components/page-styles';
import { useApiAction } from '../../components/use-api-action';
import { useFailureToast } from '../../components/use-failure-toast';
import { ownerLeaguesSaga } from '../../owner-leagues/saga';
import { OWNER_LEAGUES_KEY, listRequested, ownerLeaguesReducer, selectOwnerLeagues } from '../../owner-leagues/slice';
import { useOwnerTimezone } from '../../owner-settings/use-owner-timezone';
import { CreateLeagueModal } from './create-league-modal';

const SearchForm = styled(Form)`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  > div { margin-bottom: 0; min-width: 260px; }
`;

/** `/owner/leagues`: every league with its admin, members and creation date; search, create, delete, export. */
export function OwnerLeaguesPage() {
  useInjectReducer(OWNER_LEAGUES_KEY, ownerLeaguesReducer);
  useInjectSaga(OWNER_LEAGUES_KEY, ownerLeaguesSaga);
  const { t } = useTranslation('owner');
  const dispatch = useDispatch();
  const timezone = useOwnerTimezone();
  const run = useApiAction();
  // The term lives in the URL, so a search survives a reload and the back button.
  const [searchParams, setSearchParams] = useSearchParams();
  const term = searchParams.get('term') ?? '';
  const { list } = useSelector(selectOwnerLeagues);
  const [deleting, setDeleting] = useState<LeagueListItem | null>(null);
  const [creating, setCreating] = useState(false);

  const reload = useCallback(() => dispatch(listRequested(term)), [dispatch, term]);
  useEffect(() => {
    reload();
  }, [reload]);
  useFailureToast(list.status, list.error);

  const validate = useMemo(() => formValidator(leagueSearchQuerySchema, t), [t]);

  const confirmDelete = async () => {
    if (!deleting) return;
    const { id, name } = deleting;
    setDeleting(null);
    if (await run(() => api.delete(API.league(id)), t('leagues.deleted', { name }))) reload();
  };

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
      header: t('leagues.columns.actions'),
      render: (row) => (
        <Actions>
          <Button as={Link} to={`/owner/leagues/${row.id}`} variant="secondary">
            {t('leagues.view')}
          </Button>
          <Button type="button" variant="danger" onClick={() => setDeleting(row)}>
            {t('leagues.delete')}
          </Button>
        </Actions>
      ),
    },
  ];

  return (
    <section aria-labelledby="owner-leagues-title">
      <PageHeader>
        <h1 id="owner-leagues-title">{t('leagues.title')}</h1>
        <Actions>
          <Button type="button" onClick={() => setCreating(true)}>
            {t('leagues.create')}
          </Button>
          {/* A plain link: the browser downloads the file itself, with the session cookie. */}
          <Button as="a" href={API.leaguesExport} download variant="secondary">
            {t('leagues.export')}
          </Button>
        </Actions>
      </PageHeader>

      <Formik<LeagueSearchQuery>
        initialValues={{ term }}
        enableReinitialize
        validate={validate}
        onSubmit={(values) => setSearchParams(values.term.trim() ? { term: values.term.trim() } : {})}
      >
        {({ resetForm }) => (
          <SearchForm role="search" noValidate>
            <TextField name="term" label={t('leagues.search.term')} type="search" />
            <Button type="submit">{t('leagues.search.submit')}</Button>
            <Button
              type="button"
              variant="secondary"
              onClick={() => {
                resetForm({ values: { term: '' } });
                setSearchParams({});
              }}
            >
              {t('leagues.search.reset')}
            </Button>
          </SearchForm>
        )}
      </Formik>

      {list.status === 'failed' && list.items === null && (
        <Button type="button" variant="secondary" onClick={reload}>
          {t('common:actions.retry')}
        </Button>
      )}
      {list.items === null ? (
        list.status !== 'failed' && <Spinner />
      ) : (
        <Table columns={columns} rows={list.items} rowKey={(row) => row.id} />
      )}

      <ConfirmModal
        open={deleting !== null}
        title={t('leagues.deleteTitle')}
        message={deleting ? t('leagues.deleteConfirm', { name: deleting.name }) : ''}
        confirmLabel={t('leagues.delete')}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
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

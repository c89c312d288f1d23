import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { useSearchParams } from 'react-router';
import {
  API,
  ownerUsersFilterQuery,
  ownerUsersFilterSchema,
  suspendUserSchema,
  type OwnerUserRow,
  type OwnerUsersFilter,
  type OwnerUsersFilterOptions,
  OWNER_USERS_PAGE_SIZE,
} from '@hfl/contracts';
import {
  Button,
  ConfirmModal,
  LoadMore,
  Modal,
  PageHeader,
  Table,
  useApiAction,
  useApiGet,
  useInjectReducer,
  useModalSubject,
  usePagedApiGet,
  toastShown,
  type TableColumn,
} from '@hfl/shared-ui';
import { ApiForm, TextField } from '@hfl/shared-ui/forms';
import { Actions } from '../../components/page-styles';
import { UntilLoaded } from '../../components/until-loaded';
import {
  OWNER_USERS_KEY,
  filterShown,
  ownerUsersReducer,
  selectOwnerUsers,
  userRemoved,
  userToggled,
  wholeListToggled,
} from '../../owner-users/slice';
import { SendEmails } from './send-emails';
import { NO_USER_FILTER, UsersFilterForm } from './users-filter-form';

/** The filter the URL holds; one it cannot read is no filter. */
function filterOf(searchParams: URLSearchParams): OwnerUsersFilter {
  try {
    return ownerUsersFilterSchema.validateSync(Object.fromEntries(searchParams));
  } catch {
    return NO_USER_FILTER;
  }
}

/**
 * `/owner/users` (owner-back-office.md "Owner users"): the filter (in the URL), the users it matches 25 at a time, the
 * selection (individual users or the whole list, kept in the `ownerUsers` slice for the bulk message; a new filter
 * clears it), each user's Suspend / Lift suspension, Disable / Enable and Delete, and the Excel and newsletter exports.
 */
export function OwnerUsersPage() {
  const { t } = useTranslation('owner');
  useInjectReducer(OWNER_USERS_KEY, ownerUsersReducer);
  const dispatch = useDispatch();
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = filterOf(searchParams);
  const query = ownerUsersFilterQuery(filter);
  const [attempt, setAttempt] = useState(0);
  const options = useApiGet<OwnerUsersFilterOptions>(API.usersFilters);
  const users = usePagedApiGet<OwnerUserRow>(API.users(query), { pageSize: OWNER_USERS_PAGE_SIZE, refresh: attempt });
  const reload = () => setAttempt((n) => n + 1);

  useEffect(() => {
    dispatch(filterShown(query));
  }, [dispatch, query]);

  return (
    <section aria-labelledby="owner-users-title">
      <PageHeader>
        <h1 id="owner-users-title">{t('users.title')}</h1>
        <Actions>
          <SendEmails />
          {/* Plain links: the browser downloads the files itself, with the session cookie. */}
          <Button as="a" href={API.usersXlsx(query)} download variant="secondary">
            {t('users.exportExcel')}
          </Button>
          <Button as="a" href={API.usersNewsletterCsv} download variant="secondary">
            {t('users.exportNewsletter')}
          </Button>
        </Actions>
      </PageHeader>

      <UsersFilterForm
        key={query}
        filter={filter}
        nbMaxLeagues={options.status === 'ready' ? options.data.nbMaxLeagues : 1}
        onSearch={(next) => setSearchParams(new URLSearchParams(ownerUsersFilterQuery(next)))}
      />

      {users.status === 'ready' ? (
        <>
          <UsersTable rows={users.items} total={users.total} onChanged={reload} />
          <LoadMore hasMore={users.hasMore} loading={users.loadingMore} onLoadMore={users.loadMore} />
        </>
      ) : (
        <UntilLoaded failed={users.status === 'failed'} onRetry={reload} />
      )}
    </section>
  );
}

/** The users loaded so far with their selection boxes and actions; `onChanged` after an action succeeded. */
function UsersTable({ rows, total, onChanged }: { rows: OwnerUserRow[]; total: number; onChanged: () => void }) {
  const { t } = useTranslation('owner');
  const dispatch = useDispatch();
  const selection = useSelector(selectOwnerUsers);
  const { run } = useApiAction();
  const deleting = useModalSubject<OwnerUserRow>();
  const suspending = useModalSubject<OwnerUserRow>();
  const [breach, setBreach] = useState(false);

  const act = async (path: string, success: string) => {
    if ((await run({ method: 'POST', path }, { success })).ok) onChanged();
  };
  const confirmDelete = async () => {
    if (!deleting.subject) return;
    const { id, name } = deleting.subject;
    deleting.close();
    const deleted = await run(
      { method: 'DELETE', path: API.userDeletion(id, breach) },
      { success: t('users.deleted', { name }) },
    );
    if (deleted.ok) {
      dispatch(userRemoved(id));
      onChanged();
    }
  };

  const columns: Array<TableColumn<OwnerUserRow>> = [
    {
      key: 'select',
      header: (
        <input
          type="checkbox"
          aria-label={t('users.selectWholeList')}
          checked={selection.wholeList}
          onChange={() => dispatch(wholeListToggled())}
        />
      ),
      render: (row) => (
        <input
          type="checkbox"
          aria-label={t('users.selectUser', { name: row.name })}
          checked={selection.wholeList || selection.selectedIds.includes(row.id)}
          disabled={selection.wholeList}
          onChange={() => dispatch(userToggled(row.id))}
        />
      ),
    },
    { key: 'name', header: t('users.columns.name') },
    { key: 'email', header: t('users.columns.email') },
    {
      key: 'leagues',
      header: t('users.columns.leagues'),
      render: (row) =>
        row.memberTypes.length > 0
          ? `${row.nbLeagues} (${row.memberTypes.map((type) => t(`users.memberTypes.${type}`)).join(', ')})`
          : String(row.nbLeagues),
    },
    {
      key: 'newsletter',
      header: t('users.columns.newsletter'),
      render: (row) => (row.newsletter ? t('users.yes') : t('users.no')),
    },
    {
      key: 'status',
      header: t('users.columns.status'),
      render: (row) =>
        row.suspendedReason
          ? `${t(`users.statuses.${row.status}`)}: ${row.suspendedReason}`
          : t(`users.statuses.${row.status}`),
    },
    {
      key: 'actions',
      pin: 'end',
      header: t('users.columns.actions'),
      render: (row) =>
        row.isSuperAdmin ? null : (
          <Actions>
            {row.status === 'suspended' ? (
              <Button
                type="button"
                variant="secondary"
                onClick={() => void act(API.userUnsuspend(row.id), t('users.unsuspended', { name: row.name }))}
              >
                {t('users.actions.unsuspend')}
              </Button>
            ) : (
              <Button type="button" variant="secondary" onClick={() => suspending.show(row)}>
                {t('users.actions.suspend')}
              </Button>
            )}
            {row.status === 'disabled' ? (
              <Button
                type="button"
                variant="secondary"
                onClick={() => void act(API.userEnable(row.id), t('users.enabled', { name: row.name }))}
              >
                {t('users.actions.enable')}
              </Button>
            ) : (
              <Button
                type="button"
                variant="secondary"
                onClick={() => void act(API.userDisable(row.id), t('users.disabled', { name: row.name }))}
              >
                {t('users.actions.disable')}
              </Button>
            )}
            <Button
              type="button"
              variant="danger"
              onClick={() => {
                setBreach(false);
                deleting.show(row);
              }}
            >
              {t('users.actions.delete')}
            </Button>
          </Actions>
        ),
    },
  ];

  return (
    <>
      <p role="status">
        {selection.wholeList
          ? t('users.wholeListSelected', { count: total })
          : t('users.selectedCount', { count: selection.selectedIds.length })}
      </p>
      {rows.length === 0 ? (
        <p>{t('users.noUsers')}</p>
      ) : (
        <Table columns={columns} rows={rows} rowKey={(row) => row.id} />
      )}
      <ConfirmModal
        open={deleting.open}
        title={t('users.deleteTitle')}
        message={
          <>
            <p>{t('users.deleteConfirm', { name: deleting.subject?.name })}</p>
            <label>
              <input type="checkbox" checked={breach} onChange={(event) => setBreach(event.target.checked)} />{' '}
              {t('users.deleteBreach')}
            </label>
          </>
        }
        confirmLabel={t('users.actions.delete')}
        onConfirm={() => void confirmDelete()}
        onCancel={deleting.close}
      />
      <SuspendModal
        user={suspending.subject}
        open={suspending.open}
        onClose={suspending.close}
        onSuspended={() => {
          suspending.close();
          onChanged();
        }}
      />
    </>
  );
}

/** Asks the reason of a suspension (the user reads it at login), then suspends. */
function SuspendModal({
  user,
  open,
  onClose,
  onSuspended,
}: {
  user: OwnerUserRow | null;
  open: boolean;
  onClose: () => void;
  onSuspended: () => void;
}) {
  const { t } = useTranslation('owner');
  const dispatch = useDispatch();
  return (
    <Modal open={open} title={t('users.suspendTitle', { name: user?.name ?? '' })} onClose={onClose}>
      {open && user && (
        <ApiForm<{ reason: string }>
          initialValues={{ reason: '' }}
          schema={suspendUserSchema}
          namespace="validation"
          request={(values) => ({
            method: 'POST',
            path: API.userSuspend(user.id),
            body: suspendUserSchema.cast(values),
          })}
          onSent={() => {
            const message = t('users.suspended', { name: user.name });
            dispatch(toastShown({ kind: 'success', title: t('common:toast.success'), message }));
            onSuspended();
          }}
          submitLabel={t('users.suspendSubmit')}
          onCancel={onClose}
        >
          <TextField name="reason" label={t('users.suspendReason')} rows={3} />
        </ApiForm>
      )}
    </Modal>
  );
}

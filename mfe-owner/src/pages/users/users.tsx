import { useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import {
  API,
  formatDisplayDateIn,
  ownerUsersFilterQuery,
  ownerUsersFilterSchema,
  ownerUsersQuerySchema,
  suspendUserSchema,
  OWNER_USERS_PAGE_SIZES,
  type OwnerUserRow,
  type OwnerUsersFilter,
  type OwnerUsersFilterOptions,
  type OwnerUsersQuery,
  type OwnerUsersSort,
} from '@hfl/contracts';
import {
  Button,
  ConfirmModal,
  Modal,
  PageHeader,
  Table,
  sortableHeader,
  useApiAction,
  useApiGet,
  useApiGetPage,
  useInjectReducer,
  useModalSubject,
  toastShown,
  type TableColumn,
} from '@hfl/shared-ui';
import { ApiForm, TextField } from '@hfl/shared-ui/forms';
import { Actions } from '../../components/page-styles';
import { RowMenu, type RowMenuItem } from '../../components/row-menu';
import { UntilLoaded } from '../../components/until-loaded';
import { useOwnerTimezone } from '../../owner-settings/use-owner-timezone';
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

/** The table's order and page. */
type UsersView = Pick<OwnerUsersQuery, 'sort' | 'direction' | 'limit' | 'offset'>;

const viewSchema = ownerUsersQuerySchema.pick(['sort', 'direction', 'limit', 'offset']);
const DEFAULT_VIEW: UsersView = viewSchema.getDefault();

/** The order and page the URL holds; one it cannot read is the first page in registration order. */
function viewOf(searchParams: URLSearchParams): UsersView {
  try {
    const view = viewSchema.validateSync(Object.fromEntries(searchParams));
    // The page offers 25, 50 or 100 rows; another size typed into the URL is the default one.
    return (OWNER_USERS_PAGE_SIZES as readonly number[]).includes(view.limit)
      ? view
      : { ...view, limit: DEFAULT_VIEW.limit, offset: 0 };
  } catch {
    return DEFAULT_VIEW;
  }
}

/** A query of a filter and the view's `keys`, the defaults left out. */
function viewQuery(filter: OwnerUsersFilter, view: UsersView, keys: readonly (keyof UsersView)[]): string {
  const params = new URLSearchParams(ownerUsersFilterQuery(filter));
  for (const key of keys) {
    if (view[key] !== DEFAULT_VIEW[key]) params.set(key, String(view[key]));
  }
  return params.toString();
}

/** The URL's query: the filter, the order and the page. */
const pageQuery = (filter: OwnerUsersFilter, view: UsersView) =>
  viewQuery(filter, view, ['sort', 'direction', 'limit', 'offset']);

/** The Excel export's query: the filter and the table's order. */
const exportQuery = (filter: OwnerUsersFilter, view: UsersView) => viewQuery(filter, view, ['sort', 'direction']);

const PageBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(3)} 0;
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

/** A sortable column's header: the whole label is the control, in the header's colours. */
/**
 * `/owner/users` (owner-back-office.md "Owner users"): the filter and the name or e-mail search (in the URL), the
 * users it matches a page at a time (25, 50 or 100), sorted by name, registration date or number of leagues, the
 * selection (individual users or the whole filtered list, kept in the `ownerUsers` slice for the bulk message; a new
 * filter clears it, a new order or page does not), each user's Suspend / Lift suspension, Disable / Enable and Delete
 * behind the row's menu, and the Excel and newsletter exports.
 */
export function OwnerUsersPage() {
  const { t } = useTranslation('owner');
  useInjectReducer(OWNER_USERS_KEY, ownerUsersReducer);
  const dispatch = useDispatch();
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = filterOf(searchParams);
  const view = viewOf(searchParams);
  const query = ownerUsersFilterQuery(filter);
  const [attempt, setAttempt] = useState(0);
  const options = useApiGet<OwnerUsersFilterOptions>(API.usersFilters);
  const viewQuery = new URLSearchParams({
    sort: view.sort,
    direction: view.direction,
    limit: String(view.limit),
    offset: String(view.offset),
  }).toString();
  // The table (up to 100 rows, cards on a phone) renders in the background, a few milliseconds at a time, so a phone
  // stays responsive while it is drawn (issue 39: blocking time).
  const users = useDeferredValue(
    useApiGetPage<OwnerUserRow>(API.users(query ? `${query}&${viewQuery}` : viewQuery), attempt),
  );
  // The filter waits for its options: drawn before them, its "number of leagues" would grow by a checkbox a league
  // and push down whatever is below it. Until the options and the first users are in, one spinner holds the page, so
  // the filter and the table then appear together (issue 39: nothing jumps); later reads keep the filter in place.
  const [drawn, setDrawn] = useState(false);
  if (!drawn && options.status !== 'loading' && users.status !== 'loading') setDrawn(true);
  const reload = () => setAttempt((n) => n + 1);
  const show = (nextFilter: OwnerUsersFilter, nextView: UsersView) =>
    setSearchParams(new URLSearchParams(pageQuery(nextFilter, nextView)));

  useEffect(() => {
    dispatch(filterShown(query));
  }, [dispatch, query]);

  // The last rows of the last page went (deleted, or a filter no longer matching): the page before it.
  const pastTheEnd =
    users.status === 'ready' && users.data.items.length === 0 && view.offset > 0 && users.data.total > 0;
  const lastOffset =
    users.status === 'ready' ? Math.floor(Math.max(users.data.total - 1, 0) / view.limit) * view.limit : 0;
  useEffect(() => {
    if (pastTheEnd) show(filter, { ...view, offset: lastOffset });
    // Only when the answer says so; `show` and the values are read from that render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pastTheEnd, lastOffset]);

  return (
    <section aria-labelledby="owner-users-title">
      <PageHeader>
        <h1 id="owner-users-title">{t('users.title')}</h1>
        <Actions>
          <SendEmails />
          {/* Plain links: the browser downloads the files itself, with the session cookie. */}
          <Button as="a" href={API.usersXlsx(exportQuery(filter, view))} download variant="secondary">
            {t('users.exportExcel')}
          </Button>
          <Button as="a" href={API.usersNewsletterCsv} download variant="secondary">
            {t('users.exportNewsletter')}
          </Button>
        </Actions>
      </PageHeader>

      {drawn && (
        <UsersFilterForm
          key={query}
          filter={filter}
          nbMaxLeagues={options.status === 'ready' ? options.data.nbMaxLeagues : 1}
          onSearch={(next) => show(next, { ...view, offset: 0 })}
        />
      )}

      {drawn && users.status === 'ready' ? (
        <>
          <UsersTable
            rows={users.data.items}
            total={users.data.total}
            view={view}
            onSort={(sort) =>
              show(filter, {
                ...view,
                sort,
                direction: view.sort === sort && view.direction === 'asc' ? 'desc' : 'asc',
                offset: 0,
              })
            }
            onChanged={reload}
          />
          <Pager view={view} total={users.data.total} onView={(next) => show(filter, next)} />
        </>
      ) : (
        <UntilLoaded failed={users.status === 'failed'} onRetry={reload} />
      )}
    </section>
  );
}

/** The page's size (25, 50, 100), where it is in the list, and the way to the page before and after it. */
function Pager({ view, total, onView }: { view: UsersView; total: number; onView: (view: UsersView) => void }) {
  const { t } = useTranslation('owner');
  const { limit, offset } = view;
  return (
    <PageBar>
      <label>
        {t('users.pageSize')}
        <select value={limit} onChange={(event) => onView({ ...view, limit: Number(event.target.value), offset: 0 })}>
          {OWNER_USERS_PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
      {total > 0 && (
        <span>{t('users.pageRange', { from: offset + 1, to: Math.min(offset + limit, total), total })}</span>
      )}
      <Actions>
        <Button
          type="button"
          variant="secondary"
          disabled={offset === 0}
          onClick={() => onView({ ...view, offset: Math.max(0, offset - limit) })}
        >
          {t('users.previousPage')}
        </Button>
        <Button
          type="button"
          variant="secondary"
          disabled={offset + limit >= total}
          onClick={() => onView({ ...view, offset: offset + limit })}
        >
          {t('users.nextPage')}
        </Button>
      </Actions>
    </PageBar>
  );
}

/** A page of users with their selection boxes and row menus; `onChanged` after an action succeeded. */
function UsersTable({
  rows,
  total,
  view,
  onSort,
  onChanged,
}: {
  rows: OwnerUserRow[];
  total: number;
  view: UsersView;
  onSort: (sort: OwnerUsersSort) => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation('owner');
  const timezone = useOwnerTimezone();
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

  const sortable = (key: OwnerUsersSort, label: string) =>
    sortableHeader(key, label, { key: view.sort, direction: view.direction }, onSort);

  const menuItems = (row: OwnerUserRow): RowMenuItem[] => [
    row.status === 'suspended'
      ? {
          label: t('users.actions.unsuspend'),
          onSelect: () => void act(API.userUnsuspend(row.id), t('users.unsuspended', { name: row.name })),
        }
      : { label: t('users.actions.suspend'), onSelect: () => suspending.show(row) },
    row.status === 'disabled'
      ? {
          label: t('users.actions.enable'),
          onSelect: () => void act(API.userEnable(row.id), t('users.enabled', { name: row.name })),
        }
      : {
          label: t('users.actions.disable'),
          onSelect: () => void act(API.userDisable(row.id), t('users.disabled', { name: row.name })),
        },
    {
      label: t('users.actions.delete'),
      danger: true,
      onSelect: () => {
        setBreach(false);
        deleting.show(row);
      },
    },
  ];

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
    { key: 'name', ...sortable('name', t('users.columns.name')) },
    // On a phone the row keeps who, how many leagues and the menu; the rest is behind "More columns".
    { key: 'email', header: t('users.columns.email'), secondary: true },
    {
      key: 'createdAt',
      secondary: true,
      ...sortable('createdAt', t('users.columns.createdAt')),
      render: (row) => formatDisplayDateIn(row.createdAt, timezone),
    },
    {
      key: 'leagues',
      ...sortable('nbLeagues', t('users.columns.leagues')),
      render: (row) =>
        row.memberTypes.length > 0
          ? `${row.nbLeagues} (${row.memberTypes.map((type) => t(`users.memberTypes.${type}`)).join(', ')})`
          : String(row.nbLeagues),
    },
    {
      key: 'newsletter',
      secondary: true,
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
        row.isSuperAdmin ? null : <RowMenu label={t('users.rowActions', { name: row.name })} items={menuItems(row)} />,
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

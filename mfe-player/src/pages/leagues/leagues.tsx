import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { API, type LeagueListItem, type MyMembership } from '@hfl/contracts';
import {
  Button,
  ConfirmModal,
  LoadMore,
  selectUser,
  Spinner,
  Table,
  type PagedApiGetState,
  type TableColumn,
  useApiAction,
  useModalSubject,
  usePagedApiGet,
} from '@hfl/shared-ui';
import { LeagueSearchForm } from '@hfl/shared-ui/forms';
import { useSendToRegister } from '../../components/send-to-register';
import { JoinLeagueModal } from './join-league-modal';

const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/**
 * The details format the draft's date with moment-timezone and its zones (about 800 KB of script): fetched while the
 * list shows, run only when someone opens a league's details, so it does not block a phone's main thread on the way
 * to the list (issue 39: total blocking time).
 */
const LeagueDetailsModal = lazy(() =>
  import(/* webpackPrefetch: true */ './league-details-modal').then((module) => ({
    default: module.LeagueDetailsModal,
  })),
);

/**
 * The short ID shown in the table: the last six characters of the league's id. Stable (a row number would change
 * with every search), unique enough to tell leagues apart when talking about one, and short.
 */
export function shortLeagueId(id: string): string {
  return `#${id.slice(-6).toUpperCase()}`;
}

export function LeaguesPage() {
  const { t } = useTranslation('player');
  const user = useSelector(selectUser);
  const withdrawRequest = useWithdrawRequest();
  const sendToRegister = useSendToRegister();
  const [searchParams, setSearchParams] = useSearchParams();
  const term = searchParams.get('term') ?? '';
  const [refresh, setRefresh] = useState(0);
  const leagues = usePagedApiGet<LeagueListItem>(
    term ? `${API.leagues}?term=${encodeURIComponent(term)}` : API.leagues,
    { refresh },
  );
  const details = useModalSubject<LeagueListItem>();
  const joining = useModalSubject<LeagueListItem>();
  const withdrawing = useModalSubject<LeagueListItem>();

  const search = (next: string) => {
    // The same term again asks again (people join and leave meanwhile); a new one is a new address.
    if (next === term) setRefresh((count) => count + 1);
    else setSearchParams(next ? { term: next } : {});
  };

  const join = (league: LeagueListItem) => {
    if (user) joining.show(league);
    else
      sendToRegister(
        `/leagues/${league.id}/join`,
        { title: t('common:toast.info'), message: t('visitor.joinLeague') },
        false,
      );
  };

  const withdraw = async () => {
    const league = withdrawing.subject;
    withdrawing.close();
    if (!league) return;
    await withdrawRequest(league);
    setRefresh((count) => count + 1);
  };

  return (
    <section aria-labelledby="leagues-title">
      <h1 id="leagues-title">{t('leagues.title')}</h1>
      <LeagueSearchForm term={term} label={t('leagues.searchLabel')} onSearch={search} />
      <LeagueResults leagues={leagues} onDetails={details.show} onJoin={join} onWithdraw={withdrawing.show} />
      {details.subject && (
        <Suspense fallback={null}>
          <LeagueDetailsModal league={details.subject} open={details.open} onClose={details.close} />
        </Suspense>
      )}
      <JoinLeagueModal league={joining.subject} open={joining.open} onCancel={joining.close} />
      <ConfirmModal
        open={withdrawing.open}
        title={t('leagues.withdraw.title')}
        message={t('leagues.withdraw.question', { name: withdrawing.subject?.name })}
        confirmLabel={t('leagues.withdraw.confirm')}
        onConfirm={() => void withdraw()}
        onCancel={withdrawing.close}
      />
    </section>
  );
}

/**
 * Withdraws the caller's pending request to join `league`: their memberships tell the request's id. A request
 * already gone (accepted, refused or withdrawn elsewhere) is left alone; failures are toasted.
 */
function useWithdrawRequest(): (league: LeagueListItem) => Promise<void> {
  const { t } = useTranslation('player');
  const { run } = useApiAction();
  return async (league) => {
    const memberships = await run<MyMembership[]>({ method: 'GET', path: API.myMemberships });
    const request =
      memberships.ok &&
      memberships.data.find(
        (membership) =>
          membership.league.id === league.id && membership.status === 'pending' && membership.type === 'REQUESTED',
      );
    if (!request) return;
    await run(
      { method: 'DELETE', path: API.pendingMember(league.id, request.id) },
      { success: t('leagues.withdraw.successText') },
    );
  };
}

/** The leagues found (a spinner while they load, "Load more" for the next page), each with its actions. */
function LeagueResults({
  leagues,
  onDetails,
  onJoin,
  onWithdraw,
}: {
  leagues: PagedApiGetState<LeagueListItem>;
  onDetails: (league: LeagueListItem) => void;
  onJoin: (league: LeagueListItem) => void;
  onWithdraw: (league: LeagueListItem) => void;
}) {
  const { t } = useTranslation('player');
  if (leagues.status === 'loading') return <Spinner />;
  // On a phone each league is a card: its name in full (nothing pinned over it) leads, its figures share a line, and
  // the internal ID is left out.
  const columns: Array<TableColumn<LeagueListItem>> = [
    { key: 'id', header: t('leagues.columns.id'), secondary: true, render: (league) => shortLeagueId(league.id) },
    { key: 'name', header: t('leagues.columns.name'), card: 'title' },
    {
      key: 'status',
      header: t('leagues.columns.status'),
      card: 'fact',
      render: (league) => t(`leagues.statuses.${league.status}`),
    },
    { key: 'nbMaxTeams', header: t('leagues.columns.maxTeams'), numeric: true, card: 'fact' },
    { key: 'nbAvailableSlots', header: t('leagues.columns.availableSlots'), numeric: true, card: 'fact' },
    {
      key: 'action',
      header: t('leagues.columns.action'),
      card: 'actions',
      render: (league) => (
        <RowActions>
          <Button type="button" variant="secondary" onClick={() => onDetails(league)}>
            {t('leagues.actions.details')}
          </Button>
          <MembershipAction league={league} onJoin={onJoin} onWithdraw={onWithdraw} />
        </RowActions>
      ),
    },
  ];
  return (
    <>
      <Table
        columns={columns}
        rows={leagues.status === 'ready' ? leagues.items : []}
        rowKey={(league) => league.id}
        emptyText={t('leagues.empty')}
        cardsOnPhones
      />
      {leagues.status === 'ready' && (
        <LoadMore hasMore={leagues.hasMore} loading={leagues.loadingMore} onLoadMore={leagues.loadMore} />
      )}
    </>
  );
}

/** What the caller can do about their membership: open their league, withdraw a request, join or ask to. */
function MembershipAction({
  league,
  onJoin,
  onWithdraw,
}: {
  league: LeagueListItem;
  onJoin: (league: LeagueListItem) => void;
  onWithdraw: (league: LeagueListItem) => void;
}) {
  const { t } = useTranslation('player');
  if (league.membershipStatus === 'active') {
    return (
      <Button as={Link} to={`/leagues/${league.id}`} variant="secondary">
        {t('leagues.actions.member')}
      </Button>
    );
  }
  if (league.membershipStatus === 'pending') {
    return (
      <Button type="button" variant="danger" onClick={() => onWithdraw(league)}>
        {t('leagues.actions.withdraw')}
      </Button>
    );
  }
  if (league.nbAvailableSlots === 0) return null;
  return (
    <Button type="button" onClick={() => onJoin(league)}>
      {league.adminUser ? t('leagues.actions.requestJoin') : t('leagues.actions.join')}
    </Button>
  );
}

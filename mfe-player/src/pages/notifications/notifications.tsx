import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { Link } from 'react-router';
import styled from 'styled-components';
import { API, NOTIFICATIONS_TIMEZONE, type NotificationItem, type UnreadNotificationsCount } from '@hfl/contracts';
import {
  RequireAuth,
  Spinner,
  Table,
  type TableColumn,
  unreadCountChanged,
  useApiAction,
  useApiGet,
} from '@hfl/shared-ui';
import { formatLongDateTime } from '../../components/format-long-date-time';

const New = styled.strong`
  color: ${({ theme }) => theme.colors.primary};
`;

export function NotificationsPage() {
  return (
    <RequireAuth>
      <Notifications />
    </RequireAuth>
  );
}

/**
 * The user's notifications, newest first (spec: date in Europe/Budapest, league link, status, type, message). Once
 * the list has loaded they are marked viewed and the navigation badge goes to 0; the rows keep showing which were
 * new on arrival. A message with a link (the trade, the game, the draft room, the trophy, the member list) leads to it.
 */
function Notifications() {
  const { t, i18n } = useTranslation('player');
  const dispatch = useDispatch();
  const load = useApiGet<NotificationItem[]>(API.notifications);
  const marked = useRef(false);
  const { run } = useApiAction();

  useEffect(() => {
    if (load.status !== 'ready' || marked.current) return;
    marked.current = true;
    void run<UnreadNotificationsCount>({ method: 'POST', path: API.markNotificationsViewed }).then((answer) => {
      if (answer.ok) dispatch(unreadCountChanged(answer.data.count));
    });
  }, [dispatch, load.status, run]);

  // On a phone a notification is a card: when, which league, new or seen and its kind share two lines, the message
  // keeps a line of its own.
  const columns: Array<TableColumn<NotificationItem>> = [
    {
      key: 'createdAt',
      header: t('notifications.columns.date'),
      card: 'fact',
      render: (n) => formatLongDateTime(n.createdAt, NOTIFICATIONS_TIMEZONE, i18n.language),
    },
    {
      key: 'league',
      header: t('notifications.columns.league'),
      card: 'fact',
      render: (n) => (n.league ? <Link to={`/leagues/${n.league.id}`}>{n.league.name}</Link> : ''),
    },
    {
      key: 'status',
      header: t('notifications.columns.status'),
      card: 'fact',
      render: (n) => (n.isViewed ? t('notifications.status.viewed') : <New>{t('notifications.status.new')}</New>),
    },
    {
      key: 'type',
      header: t('notifications.columns.type'),
      card: 'fact',
      render: (n) => t(`notifications.types.${n.type}`),
    },
    {
      key: 'message',
      header: t('notifications.columns.message'),
      render: (n) => (isSitePath(n.link) ? <Link to={n.link}>{n.message}</Link> : n.message),
    },
  ];

  return (
    <section aria-labelledby="notifications-title">
      <h1 id="notifications-title">{t('notifications.title')}</h1>
      {/* A failed load has shown the error toast (spec: a general notice, the loading indicator stops). */}
      {load.status === 'loading' && <Spinner />}
      {load.status === 'ready' && (
        <Table
          columns={columns}
          rows={load.data}
          rowKey={(n) => n.id}
          emptyText={t('notifications.empty')}
          cardsOnPhones
        />
      )}
    </section>
  );
}

/** Only a path of this site is followed: a stored link is never a way to send the user elsewhere. */
function isSitePath(link: string | null): link is string {
  return link !== null && link.startsWith('/') && !link.startsWith('//') && !link.startsWith('/\\');
}

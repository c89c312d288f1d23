import { pageHandle, selectUnreadCount, type NavItem } from '@hfl/shared-ui';
import type { RouteObject } from 'react-router';

/** /notifications, and its navigation item with the unread badge (the shell keeps the count). */
export const notificationRoutes: RouteObject[] = [
  {
    path: '/notifications',
    handle: pageHandle('player:notifications.title'),
    lazy: async () => ({ Component: (await import('../pages/notifications/notifications')).NotificationsPage }),
  },
];

export const notificationNav: NavItem[] = [
  { to: '/notifications', labelKey: 'common:nav.notifications', audience: 'user', order: 85, badge: selectUnreadCount },
];

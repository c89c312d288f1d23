import { pageHandle } from '@hfl/shared-ui/core';
import type { RouteObject } from 'react-router';

/** /notifications (its navigation item with the unread badge is the shell's). */
export const notificationRoutes: RouteObject[] = [
  {
    path: '/notifications',
    handle: pageHandle('player:notifications.title'),
    lazy: async () => ({ Component: (await import('../pages/notifications/notifications')).NotificationsPage }),
  },
];

import type { NotificationsState } from './slice';

/** What the draft room relies on in a browser, each with how to tell it is there. */
export const BROWSER_FEATURES: ReadonlyArray<{ name: string; present: () => boolean }> = [
  { name: 'webSocket', present: () => typeof WebSocket !== 'undefined' },
  { name: 'fetch', present: () => typeof fetch === 'function' },
  { name: 'timeZones', present: () => Boolean(Intl.DateTimeFormat().resolvedOptions().timeZone) },
  {
    name: 'storage',
    present: () => {
      try {
        return typeof localStorage !== 'undefined' && typeof sessionStorage !== 'undefined';
      } catch {
        // A browser that blocks storage throws on the mere access.
        return false;
      }
    },
  },
];

export function missingBrowserFeatures(): string[] {
  return BROWSER_FEATURES.filter((feature) => !feature.present()).map((feature) => feature.name);
}

export function notificationsPermission(): NotificationsState {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

export async function askNotificationsPermission(): Promise<NotificationsState> {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.requestPermission();
}

import type { Reducer } from 'redux';
import type { Saga } from 'redux-saga';
import type { RouteObject } from 'react-router';

/** Who sees a navigation item. */
export type NavAudience = 'all' | 'visitor' | 'user' | 'superAdmin';

export interface NavItem {
  to: string;
  /** i18n key, e.g. 'common:nav.faq'. */
  labelKey: string;
  audience: NavAudience;
  /** Position in the header navigation, ascending. */
  order: number;
  /** A count shown beside the label (hidden at 0): a selector over the shell's store, e.g. selectUnreadCount. */
  badge?(state: unknown): number;
  /** 'account': in the signed-in user's menu (their own pages), not in the main navigation. */
  place?: 'account';
}

/** i18n resources by language, then namespace (e.g. { en: { player: {...} }, hu: { player: {...} } }). */
export interface RegistrationResources {
  en: Record<string, object>;
  hu: Record<string, object>;
}

/** What a remote's `./register` module default-exports: everything the shell needs to host it. */
export interface RemoteRegistration {
  name: string;
  routes: RouteObject[];
  nav?: NavItem[];
  reducers?: Record<string, Reducer>;
  sagas?: Array<{ key: string; saga: Saga }>;
  i18n: RegistrationResources;
}

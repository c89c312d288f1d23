import type { Reducer } from 'redux';
import type { Saga } from 'redux-saga';
import type { RouteObject } from 'react-router';
import type { AdPage, Locale } from '@hfl/contracts';

/**
 * Who sees a navigation item: everyone, visitors, anyone signed in, a player (signed in, not the SUPER_ADMIN, who has
 * no team section: owner-back-office section 1), or the SUPER_ADMIN.
 */
export type NavAudience = 'all' | 'visitor' | 'user' | 'player' | 'superAdmin';

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

/**
 * What a page's route tells the shell's layout (`handle`): its document title, an i18n key the layout shows as
 * "<title> · HFL Fantasy" in the page's language, and the ad page whose banners it carries, if any. The deepest
 * matched route's wins.
 */
export interface PageHandle {
  /** A key of a namespace loaded with the route (the remote's own, or common), e.g. 'player:team.title'. */
  title: string;
  adPage?: AdPage;
}

/** A route's `handle`: `pageHandle('player:team.title', 'team')`. */
export function pageHandle(title: string, adPage?: AdPage): PageHandle {
  return adPage ? { title, adPage } : { title };
}

/** One dynamic `import()` of a namespace's texts per language, so a page fetches only the language it shows. */
export type NamespaceLoaders = Record<Locale, () => Promise<{ default: object }>>;

/** A remote's namespaces: { player: { en: () => import('…/en/player.json'), hu: () => import('…/hu/player.json') } }. */
export type RegistrationResources = Record<string, NamespaceLoaders>;

/** What a remote's `./register` module default-exports: everything the shell needs to host it. */
export interface RemoteRegistration {
  name: string;
  routes: RouteObject[];
  nav?: NavItem[];
  reducers?: Record<string, Reducer>;
  sagas?: Array<{ key: string; saga: Saga }>;
  i18n: RegistrationResources;
}

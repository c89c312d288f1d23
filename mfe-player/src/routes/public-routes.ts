import type { AdPage } from '@hfl/contracts';
import type { NavItem } from '@hfl/shared-ui';
import type { RouteObject } from 'react-router';

/** A page's ad slots: the shell's layout reads `adPage` from the matched route's handle and shows its banners. */
const ads = (adPage: AdPage) => ({ adPage });

/** Pages every visitor can read. Each page's module (and its texts) loads on the first visit. */
export const publicRoutes: RouteObject[] = [
  { path: '/', lazy: async () => ({ Component: (await import('../pages/home/home')).HomePage }) },
  { path: '/faq', handle: ads('faq'), lazy: async () => ({ Component: (await import('../pages/faq/faq')).FaqPage }) },
  {
    path: '/blog',
    handle: ads('blog'),
    lazy: async () => ({ Component: (await import('../pages/blog/blog')).BlogPage }),
  },
  {
    path: '/blog/:postId',
    handle: ads('blog'),
    lazy: async () => ({ Component: (await import('../pages/blog-post/blog-post')).BlogPostPage }),
  },
  {
    path: '/leaderboard',
    handle: ads('leaderboard'),
    lazy: async () => ({ Component: (await import('../pages/leaderboard/leaderboard')).LeaderboardPage }),
  },
  { path: '/press', lazy: async () => ({ Component: (await import('../pages/press-media/press-media')).PressPage }) },
  { path: '/media', lazy: async () => ({ Component: (await import('../pages/press-media/press-media')).MediaPage }) },
  { path: '/contact', lazy: async () => ({ Component: (await import('../pages/contact/contact')).ContactPage }) },
  { path: '/terms', lazy: async () => ({ Component: (await import('../pages/legal/legal')).TermsPage }) },
  { path: '/privacy', lazy: async () => ({ Component: (await import('../pages/legal/legal')).PrivacyPage }) },
  {
    path: '/cookie-policy',
    lazy: async () => ({ Component: (await import('../pages/legal/legal')).CookiePolicyPage }),
  },
  {
    path: '/copyright-notice',
    lazy: async () => ({ Component: (await import('../pages/legal/legal')).CopyrightNoticePage }),
  },
];

export const publicNav: NavItem[] = [
  { to: '/', labelKey: 'common:nav.home', audience: 'all', order: 0 },
  { to: '/leaderboard', labelKey: 'common:nav.leaderboard', audience: 'all', order: 60 },
  { to: '/blog', labelKey: 'common:nav.blog', audience: 'all', order: 70 },
  { to: '/faq', labelKey: 'common:nav.faq', audience: 'all', order: 80 },
];

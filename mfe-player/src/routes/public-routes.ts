import { pageHandle } from '@hfl/shared-ui/core';
import type { RouteObject } from 'react-router';

/** Pages every visitor can read. Each page's module (and its texts) loads on the first visit. */
export const publicRoutes: RouteObject[] = [
  {
    path: '/faq',
    handle: pageHandle('player:faq.title', 'faq'),
    lazy: async () => ({ Component: (await import('../pages/faq/faq')).FaqPage }),
  },
  {
    path: '/blog',
    handle: pageHandle('player:blog.title', 'blog'),
    lazy: async () => ({ Component: (await import('../pages/blog/blog')).BlogPage }),
  },
  {
    path: '/blog/:postId',
    handle: pageHandle('player:blog.title', 'blog'),
    lazy: async () => ({ Component: (await import('../pages/blog-post/blog-post')).BlogPostPage }),
  },
  {
    path: '/leaderboard',
    handle: pageHandle('common:leaderboard.title', 'leaderboard'),
    lazy: async () => ({ Component: (await import('../pages/leaderboard/leaderboard')).LeaderboardPage }),
  },
  {
    path: '/press',
    handle: pageHandle('player:pageTitle.press'),
    lazy: async () => ({ Component: (await import('../pages/press-media/press-media')).PressPage }),
  },
  {
    path: '/media',
    handle: pageHandle('player:pageTitle.media'),
    lazy: async () => ({ Component: (await import('../pages/press-media/press-media')).MediaPage }),
  },
  {
    path: '/contact',
    handle: pageHandle('common:footer.contact'),
    lazy: async () => ({ Component: (await import('../pages/contact/contact')).ContactPage }),
  },
  {
    path: '/terms',
    handle: pageHandle('common:footer.terms'),
    lazy: async () => ({ Component: (await import('../pages/legal/legal')).TermsPage }),
  },
  {
    path: '/privacy',
    handle: pageHandle('common:footer.privacy'),
    lazy: async () => ({ Component: (await import('../pages/legal/legal')).PrivacyPage }),
  },
  {
    path: '/cookie-policy',
    handle: pageHandle('common:footer.cookies'),
    lazy: async () => ({ Component: (await import('../pages/legal/legal')).CookiePolicyPage }),
  },
  {
    path: '/copyright-notice',
    handle: pageHandle('common:footer.copyright'),
    lazy: async () => ({ Component: (await import('../pages/legal/legal')).CopyrightNoticePage }),
  },
];

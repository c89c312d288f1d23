import type { HeaderImageName } from './images';

/**
 * The demo blog: the same articles in English and Hungarian. Each language's texts live in their
 * own file (`blog-posts.en.ts`, `blog-posts.hu.ts`), typed by these keys so neither can miss one.
 * Newest first; the dates are fixed so every fresh database shows the same news grid.
 */
export const BLOG_SEED_POSTS = [
  { key: 'welcome', image: 'ball', publishedAt: '2026-11-16T09:00:00Z' },
  { key: 'getting-started', image: 'field', publishedAt: '2026-11-09T09:00:00Z' },
  { key: 'scoring', image: 'stats', publishedAt: '2026-11-02T09:00:00Z' },
  { key: 'draft', image: 'playbook', publishedAt: '2026-10-26T09:00:00Z' },
  { key: 'roster-slots', image: 'field', publishedAt: '2026-10-19T09:00:00Z' },
  { key: 'season', image: 'endzone', publishedAt: '2026-10-12T09:00:00Z' },
  { key: 'scoring-examples', image: 'ball', publishedAt: '2026-10-05T09:00:00Z' },
  { key: 'head-coach', image: 'playbook', publishedAt: '2026-09-28T09:00:00Z' },
  { key: 'lineup', image: 'field', publishedAt: '2026-09-21T09:00:00Z' },
  { key: 'draft-scheduling', image: 'endzone', publishedAt: '2026-09-14T09:00:00Z' },
  { key: 'draft-tips', image: 'playbook', publishedAt: '2026-09-07T09:00:00Z' },
  { key: 'trades', image: 'ball', publishedAt: '2026-08-31T09:00:00Z' },
  { key: 'games-standings', image: 'stats', publishedAt: '2026-08-24T09:00:00Z' },
  { key: 'trophies', image: 'trophy', publishedAt: '2026-08-17T09:00:00Z' },
  { key: 'statistics', image: 'stats', publishedAt: '2026-08-10T09:00:00Z' },
  { key: 'leagues', image: 'field', publishedAt: '2026-08-03T09:00:00Z' },
  { key: 'league-admin', image: 'endzone', publishedAt: '2026-07-27T09:00:00Z' },
] as const satisfies readonly { key: string; image: HeaderImageName; publishedAt: string }[];

export type BlogSeedKey = (typeof BLOG_SEED_POSTS)[number]['key'];

/** What a language contributes to a post. `intro` is plain text; `body` is trusted, simple HTML. */
export interface BlogSeedText {
  title: string;
  category: string;
  tags: string[];
  intro: string;
  body: string;
}

/** Posts are signed by the site itself. */
export const BLOG_SEED_AUTHOR = 'HFL Fantasy';

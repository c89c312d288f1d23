import type { BlogPost, BlogPostSummary, Locale } from '@hfl/contracts';

/** A 24-hex id like the content service's, distinct per index. */
export const postId = (index: number) => index.toString(16).padStart(24, '0');

/** `count` posts as `GET /api/blog-posts` lists them: newest first, one a week back from 16 November 2026. */
export function postSummaries(count: number, locale: Locale = 'en'): BlogPostSummary[] {
  return Array.from({ length: count }, (_, i) => ({
    id: postId(i + 1),
    locale,
    title: `${locale === 'hu' ? 'Hír' : 'Story'} ${i + 1}`,
    category: locale === 'hu' ? 'Hírek' : 'News',
    intro: `Intro of story ${i + 1}.`,
    headerImage: `/api/files/${postId(100 + i)}`,
    createdAt: new Date(Date.UTC(2026, 10, 16 - 7 * i, 9)).toISOString(),
  }));
}

/** One post as `GET /api/blog-posts/{id}` returns it. */
export function fullPost(overrides: Partial<BlogPost> = {}): BlogPost {
  return {
    id: postId(1),
    locale: 'en',
    title: 'How scoring works',
    category: 'Rules',
    intro: 'Every yard counts.',
    headerImage: `/api/files/${postId(100)}`,
    createdAt: '2026-11-02T09:00:00.000Z',
    body: '<p>Quarterbacks score 0.1 per yard.</p><h2>Kickers</h2><ul><li>3 per field goal</li></ul>',
    tags: ['scoring', 'rules'],
    postedByUser: { name: 'HFL Fantasy' },
    ...overrides,
  };
}

import * as yup from 'yup';
import { LOCALES, type Locale } from '../../i18n/locale';
import { pageQueryFields } from './paging';

/** The home page fetches 13 posts: 4 large, up to 7 small, and "Archived news" when more than 12 came back. */
export const BLOG_HOME_FETCH = 13;
export const BLOG_ARCHIVE_THRESHOLD = 12;
export const BLOG_LIST_MAX = 50;

/** `GET /api/blog-posts?limit=N&offset=M`: the request locale's newest posts, a page at a time (at most 50). */
export const blogPostListQuerySchema = yup.object(
  pageQueryFields({
    defaultLimit: BLOG_HOME_FETCH,
    maxLimit: BLOG_LIST_MAX,
    limitMessage: 'validation:blogLimitInvalid',
  }),
);
export type BlogPostListQuery = yup.InferType<typeof blogPostListQuerySchema>;

/** `GET /api/blog-categories?locale=`: the owner's editor may ask for the other language than its UI's. */
export const blogCategoriesQuerySchema = yup.object({
  locale: yup
    .string()
    .typeError('errors:invalidData')
    .oneOf([...LOCALES], 'errors:invalidData'),
});
export type BlogCategoriesQuery = yup.InferType<typeof blogCategoriesQuerySchema>;

/** `GET /api/tags?filter=&locale=`: tags starting with `filter`, ignoring case. */
export const tagsQuerySchema = blogCategoriesQuerySchema.shape({
  filter: yup.string().typeError('errors:invalidData').trim().max(100, 'errors:invalidData').default(''),
});
export type TagsQuery = yup.InferType<typeof tagsQuerySchema>;

/** A post in a list: no body. `headerImage` is an `/api/files/{id}` path; `intro` is plain text. */
export interface BlogPostSummary {
  id: string;
  locale: Locale;
  title: string;
  category: string;
  intro: string;
  headerImage: string | null;
  /** ISO 8601, UTC. */
  createdAt: string;
}

/** A post on its own page; `body` is sanitized HTML. */
export interface BlogPost extends BlogPostSummary {
  body: string;
  tags: string[];
  postedByUser: { name: string };
}

import * as yup from 'yup';
import { LOCALES, type Locale } from '../locale';

/** The home page fetches 13 posts: 4 large, up to 7 small, and "Archived news" when more than 12 came back. */
export const BLOG_HOME_FETCH = 13;
export const BLOG_ARCHIVE_THRESHOLD = 12;
export const BLOG_LIST_MAX = 50;

/** `GET /api/blog-posts?limit=N`: the request locale's newest posts. */
export const blogPostListQuerySchema = yup.object({
  limit: yup
    .number()
    // A repeated `?limit=` arrives as an array, which yup would quietly read as its first number.
    .transform((value: number, original: unknown) => (Array.isArray(original) ? Number.NaN : value))
    .typeError('validation:blogLimitInvalid')
    .integer('validation:blogLimitInvalid')
    .min(1, 'validation:blogLimitInvalid')
    .max(BLOG_LIST_MAX, 'validation:blogLimitInvalid')
    .default(BLOG_HOME_FETCH),
});
export type BlogPostListQuery = yup.InferType<typeof blogPostListQuerySchema>;

/** `GET /api/blog-categories?locale=`: the owner's editor may ask for the other language than its UI's. */
export const blogCategoriesQuerySchema = yup.object({
  locale: yup.string().typeError('errors:invalidData').oneOf([...LOCALES], 'errors:invalidData'),
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

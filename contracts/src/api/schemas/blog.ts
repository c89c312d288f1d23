import * as yup from 'yup';
import { LOCALES, type Locale } from '../../i18n/locale';
import { pageQueryFields } from './paging';
import { BLOG_HOME_FETCH, BLOG_LIST_MAX } from '../blog';

/**
 * `GET /api/blog-posts?limit=N&offset=M[&locale=]`: the newest posts of the request's language (or of `locale`: the
 * owner's list shows either), a page at a time (at most 50).
 */
export const blogPostListQuerySchema = yup.object({
  ...pageQueryFields({
    defaultLimit: BLOG_HOME_FETCH,
    maxLimit: BLOG_LIST_MAX,
    limitMessage: 'validation:blogLimitInvalid',
  }),
  locale: yup
    .string()
    .typeError('errors:invalidData')
    .oneOf([...LOCALES], 'errors:invalidData'),
});
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

/** Limits of a post the owner writes. The body's limit is the multipart text field's (kit's MAX_FIELD_BYTES). */
export const BLOG_POST_LIMITS = {
  title: 200,
  category: 100,
  tag: 50,
  tags: 20,
  /** Characters of HTML: 16 KB, the most one form field carries (pictures are links, not bytes, in the body). */
  body: 16 * 1024,
} as const;

/** `/api/files/{id}`: a stored picture's address, the one form an existing header image is sent back in. */
export const STORED_FILE_URL_PATTERN = /^\/api\/files\/[0-9a-f]{24}$/i;

/**
 * The owner's post form and `POST /api/blog-posts[/{id}]` (multipart: a new header image is the file part
 * `headerImage`; the existing one is sent back as its URL string; none, or '', removes it). The body is HTML the
 * service cleans; its required message is checked again on the cleaned text. `locale` defaults to the caller's.
 */
export const blogPostSchema = yup.object({
  locale: yup
    .string()
    .typeError('errors:invalidData')
    .oneOf([...LOCALES], 'errors:invalidData'),
  title: yup
    .string()
    .typeError('validation:blogTitleRequired')
    .trim()
    .required('validation:blogTitleRequired')
    .max(BLOG_POST_LIMITS.title, 'validation:fieldTooLong'),
  category: yup
    .string()
    .typeError('validation:blogCategoryRequired')
    .trim()
    .required('validation:blogCategoryRequired')
    .max(BLOG_POST_LIMITS.category, 'validation:fieldTooLong'),
  tags: yup
    .array(
      yup
        .string()
        .typeError('validation:blogTagInvalid')
        .trim()
        .required('validation:blogTagInvalid')
        .max(BLOG_POST_LIMITS.tag, 'validation:blogTagInvalid'),
    )
    .typeError('validation:blogTagInvalid')
    .max(BLOG_POST_LIMITS.tags, 'validation:blogTooManyTags')
    .default([]),
  body: yup
    .string()
    .typeError('validation:blogBodyRequired')
    .required('validation:blogBodyRequired')
    .max(BLOG_POST_LIMITS.body, 'validation:fieldTooLong'),
  headerImage: yup
    .string()
    .typeError('validation:blogHeaderImageInvalid')
    .test(
      'stored-file-url',
      'validation:blogHeaderImageInvalid',
      (value) => !value || STORED_FILE_URL_PATTERN.test(value),
    ),
});
export type BlogPostPayload = yup.InferType<typeof blogPostSchema>;

/** `POST /api/blog-posts/images`: the editor's picture, stored for a post's body. */
export interface BlogImageUploaded {
  url: string;
}

import { Router, type Request } from 'express';
import {
  blogCategoriesQuerySchema,
  blogPostListQuerySchema,
  FALLBACK_LOCALE,
  tagsQuerySchema,
  type BlogCategoriesQuery,
  type BlogPostListQuery,
  type Locale,
  type TagsQuery,
  TOTAL_COUNT_HEADER,
} from '@hfl/contracts';
import { allowVisitors, NotFoundError, validate } from '@hfl/kit';
import { BlogPost, toBlogPostPayload, toBlogPostSummary } from '../../models/blog-post';
import { idParam, validateIdParam } from '../id-param';

/** The reader's language (the BFF signs it into the identity); visitors included. */
function readerLocale(req: Request): Locale {
  return req.identity?.locale ?? FALLBACK_LOCALE;
}

/** Distinct values, alphabetical in the language they are written in. */
function sortedDistinct(values: Iterable<string>, locale: Locale): string[] {
  return [...new Set(values)].sort((a, b) => a.localeCompare(b, locale));
}

/**
 * The public blog: reading only. Writing posts belongs to the owner's editor, which must sanitize
 * the body HTML on write. Categories and tags are collected in code: FerretDB lacks `$addToSet`.
 */
export function blogPostsRouter(): Router {
  const router = Router();

  router.get('/blog-posts', allowVisitors, validate(blogPostListQuerySchema, 'query'), async (req, res) => {
    const { limit, offset } = res.locals.query as BlogPostListQuery;
    const inLocale = { locale: readerLocale(req) };
    const total = await BlogPost.countDocuments(inLocale);
    // Past the end nothing is asked: no skip beyond what the database holds.
    const posts = offset < total ? await BlogPost.find(inLocale).sort({ createdAt: -1, _id: -1 }).skip(offset).limit(limit) : [];
    res.set(TOTAL_COUNT_HEADER, String(total)).json(posts.map(toBlogPostSummary));
  });

  // Any language: a shared link works whatever the reader's language is.
  router.get('/blog-posts/:id', allowVisitors, validateIdParam, async (_req, res) => {
    const post = await BlogPost.findById(idParam(res));
    if (!post) throw new NotFoundError();
    res.json(toBlogPostPayload(post));
  });

  router.get('/blog-categories', allowVisitors, validate(blogCategoriesQuerySchema, 'query'), async (req, res) => {
    const locale = (res.locals.query as BlogCategoriesQuery).locale ?? readerLocale(req);
    const posts = await BlogPost.find({ locale }, { category: 1 });
    res.json(sortedDistinct(posts.map((p) => p.category), locale));
  });

  router.get('/tags', allowVisitors, validate(tagsQuerySchema, 'query'), async (req, res) => {
    const query = res.locals.query as TagsQuery;
    const locale = query.locale ?? readerLocale(req);
    const prefix = query.filter.toLocaleLowerCase(locale);
    const posts = await BlogPost.find({ locale }, { tags: 1 });
    const tags = posts.flatMap((p) => p.tags).filter((tag) => tag.toLocaleLowerCase(locale).startsWith(prefix));
    res.json(sortedDistinct(tags, locale));
  });

  return router;
}

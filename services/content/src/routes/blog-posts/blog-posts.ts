import { Router } from 'express';
import {
  blogCategoriesQuerySchema,
  blogPostListQuerySchema,
  tagsQuerySchema,
  type BlogCategoriesQuery,
  type BlogPostListQuery,
  type TagsQuery,
  TOTAL_COUNT_HEADER,
} from '@hfl/contracts';
import { allowVisitors, callerLocale, objectIdParam, validate } from '@hfl/kit';
import { blogCategories, blogTags, findBlogPost, listBlogPosts } from '../../blog-posts/blog-posts';

/** The public blog, read in the reader's language (the BFF signs it into the identity); visitors included. */
export function blogPostsRouter(): Router {
  const router = Router();

  router.get('/blog-posts', allowVisitors, validate(blogPostListQuerySchema, 'query'), async (req, res) => {
    const { total, page } = await listBlogPosts(callerLocale(req), res.locals.query as BlogPostListQuery);
    res.set(TOTAL_COUNT_HEADER, String(total)).json(page);
  });

  // Any language: a shared link works whatever the reader's language is.
  router.get('/blog-posts/:id', allowVisitors, async (req, res) => {
    res.json(await findBlogPost(objectIdParam(req, 'id')));
  });

  router.get('/blog-categories', allowVisitors, validate(blogCategoriesQuerySchema, 'query'), async (req, res) => {
    const locale = (res.locals.query as BlogCategoriesQuery).locale ?? callerLocale(req);
    res.json(await blogCategories(locale));
  });

  router.get('/tags', allowVisitors, validate(tagsQuerySchema, 'query'), async (req, res) => {
    const query = res.locals.query as TagsQuery;
    res.json(await blogTags(query.locale ?? callerLocale(req), query.filter));
  });

  return router;
}

import { Router } from 'express';
import {
  blogCategoriesQuerySchema,
  blogPostListQuerySchema,
  tagsQuerySchema,
  TOTAL_COUNT_HEADER,
} from '@hfl/contracts';
import { allowVisitors, callerLocale, objectIdParam, validate } from '@hfl/kit';
import { blogCategories, blogTags, findBlogPost, listBlogPosts } from '../../blog-posts/blog-posts';

/** The public blog, read in the reader's language (the BFF signs it into the identity); visitors included. */
export function blogPostsRouter(): Router {
  const router = Router();
  const listQuery = validate(blogPostListQuerySchema, 'query');
  const categoriesQuery = validate(blogCategoriesQuerySchema, 'query');
  const tagsQuery = validate(tagsQuerySchema, 'query');

  router.get('/blog-posts', allowVisitors, listQuery, async (req, res) => {
    const { total, page } = await listBlogPosts(callerLocale(req), listQuery.valueOf(res));
    res.set(TOTAL_COUNT_HEADER, String(total)).json(page);
  });

  // Any language: a shared link works whatever the reader's language is.
  router.get('/blog-posts/:id', allowVisitors, async (req, res) => {
    res.json(await findBlogPost(objectIdParam(req, 'id')));
  });

  router.get('/blog-categories', allowVisitors, categoriesQuery, async (req, res) => {
    const locale = categoriesQuery.valueOf(res).locale ?? callerLocale(req);
    res.json(await blogCategories(locale));
  });

  router.get('/tags', allowVisitors, tagsQuery, async (req, res) => {
    const query = tagsQuery.valueOf(res);
    res.json(await blogTags(query.locale ?? callerLocale(req), query.filter));
  });

  return router;
}

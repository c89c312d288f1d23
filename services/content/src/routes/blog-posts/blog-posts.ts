import { Router } from 'express';
import {
  blogCategoriesQuerySchema,
  blogPostListQuerySchema,
  blogPostSchema,
  tagsQuerySchema,
  TOTAL_COUNT_HEADER,
} from '@hfl/contracts';
import {
  allowVisitors,
  callerId,
  callerLocale,
  imageUpload,
  objectIdParam,
  requireSuperAdmin,
  uploadedImage,
  validate,
} from '@hfl/kit';
import { uploadBlogImage } from '../../blog-posts/blog-images';
import { blogCategories, blogTags, findBlogPost, listBlogPosts } from '../../blog-posts/blog-posts';
import {
  blogPostSlot,
  createBlogPost,
  deleteBlogPost,
  loadBlogPost,
  updateBlogPost,
} from '../../blog-posts/write-blog-post';
import type { Peers } from '../../peers';

/**
 * The blog: read by everyone in the reader's language (the BFF signs it into the identity), visitors included;
 * written by the owner (multipart: a header picture may come with the post).
 */
export function blogPostsRouter(peers: Peers): Router {
  const router = Router();
  const listQuery = validate(blogPostListQuerySchema, 'query');
  const categoriesQuery = validate(blogCategoriesQuerySchema, 'query');
  const tagsQuery = validate(tagsQuerySchema, 'query');
  const postBody = validate(blogPostSchema);
  const upload = imageUpload({ maxFiles: 1 });

  router.get('/blog-posts', allowVisitors, listQuery, async (req, res) => {
    const { locale, ...page } = listQuery.valueOf(res);
    const { total, page: posts } = await listBlogPosts(locale ?? callerLocale(req), page);
    res.set(TOTAL_COUNT_HEADER, String(total)).json(posts);
  });

  router.post('/blog-posts', requireSuperAdmin, upload, postBody, async (req, res) => {
    const write = { input: postBody.valueOf(res), headerFile: uploadedImage(res, 'headerImage') };
    const author = { userId: callerId(req), locale: callerLocale(req) };
    res.status(201).json(await createBlogPost(peers.people, write, author));
  });

  // The editor's picture for a post's body (before `:id`, which it would otherwise be).
  router.post('/blog-posts/images', requireSuperAdmin, upload, async (_req, res) => {
    res.status(201).json(await uploadBlogImage(uploadedImage(res, 'image')));
  });

  // Any language: a shared link works whatever the reader's language is.
  router.get('/blog-posts/:id', allowVisitors, async (req, res) => {
    res.json(await findBlogPost(objectIdParam(req, 'id')));
  });

  router.post('/blog-posts/:id', requireSuperAdmin, loadBlogPost, upload, postBody, async (_req, res) => {
    const write = { input: postBody.valueOf(res), headerFile: uploadedImage(res, 'headerImage') };
    res.json(await updateBlogPost(blogPostSlot.get(res), write));
  });

  router.delete('/blog-posts/:id', requireSuperAdmin, loadBlogPost, async (_req, res) => {
    await deleteBlogPost(blogPostSlot.get(res));
    res.status(204).end();
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

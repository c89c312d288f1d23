// The public blog: reading only (the owner's writes are in write-blog-post.ts, which cleans the body). Categories and tags are collected in code: FerretDB lacks `$addToSet`.

import type { Types } from 'mongoose';
import type { BlogPost as BlogPostPayload, BlogPostSummary, Locale } from '@hfl/contracts';
import { NotFoundError } from '@hfl/kit';
import { BlogPost, toBlogPostPayload, toBlogPostSummary } from '../models/blog-post';

/** Distinct values, alphabetical in the language they are written in. */
function sortedDistinct(values: Iterable<string>, locale: Locale): string[] {
  return [...new Set(values)].sort((a, b) => a.localeCompare(b, locale));
}

/** One page of the posts in `locale`, newest first; `total` counts them all. */
export async function listBlogPosts(
  locale: Locale,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ total: number; page: BlogPostSummary[] }> {
  const inLocale = { locale };
  const total = await BlogPost.countDocuments(inLocale);
  // Past the end nothing is asked: no skip beyond what the database holds.
  const posts =
    offset < total ? await BlogPost.find(inLocale).sort({ createdAt: -1, _id: -1 }).skip(offset).limit(limit) : [];
  return { total, page: posts.map(toBlogPostSummary) };
}

/** A post in any language: a shared link works whatever the reader's language is. */
export async function findBlogPost(id: Types.ObjectId): Promise<BlogPostPayload> {
  const post = await BlogPost.findById(id);
  if (!post) throw new NotFoundError();
  return toBlogPostPayload(post);
}

/** The categories of the posts in `locale`. */
export async function blogCategories(locale: Locale): Promise<string[]> {
  const posts = await BlogPost.find({ locale }, { category: 1 });
  return sortedDistinct(
    posts.map((p) => p.category),
    locale,
  );
}

/** The tags of the posts in `locale` that start with `filter` (any case). */
export async function blogTags(locale: Locale, filter: string): Promise<string[]> {
  const prefix = filter.toLocaleLowerCase(locale);
  const posts = await BlogPost.find({ locale }, { tags: 1 });
  const tags = posts.flatMap((p) => p.tags).filter((tag) => tag.toLocaleLowerCase(locale).startsWith(prefix));
  return sortedDistinct(tags, locale);
}

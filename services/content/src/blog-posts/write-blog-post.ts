// The owner's blog editor: create, update and delete posts. The body HTML is cleaned here, by kit's one
// sanitiser, whatever the browser sent; a post's pictures are stored through the blog's file helpers.

import type { RequestHandler } from 'express';
import type { Types } from 'mongoose';
import type { BlogPost as BlogPostPayload, BlogPostPayload as BlogPostInput, Locale } from '@hfl/contracts';
import {
  contextSlot,
  InputError,
  NotFoundError,
  objectIdParam,
  richTextIsEmpty,
  sanitizeRichText,
  type UploadedImage,
} from '@hfl/kit';
import { BlogPost, toBlogPostPayload, type BlogPostDocument } from '../models/blog-post';
import type { People } from '../peers';
import { postImageIds, releaseBlogImages, storeBlogFile, storedHeaderImage } from './blog-images';

/** The post a request is about; `loadBlogPost` sets it. */
export const blogPostSlot = contextSlot<BlogPostDocument>('blogPost');

/** Loads `:id`'s post into `blogPostSlot`; a malformed or unknown id is 404. */
export const loadBlogPost: RequestHandler = async (req, res, next) => {
  const post = await BlogPost.findById(objectIdParam(req, 'id'));
  if (!post) throw new NotFoundError();
  blogPostSlot.set(res, post);
  next();
};

/** What the owner sent: the form's fields and, perhaps, a new header picture. */
export interface BlogPostWrite {
  input: BlogPostInput;
  headerFile: UploadedImage | undefined;
}

/** The caller: who writes (named by accounts) and in which language the request came. */
export interface BlogAuthor {
  userId: string;
  locale: Locale;
}

const INTRO_LENGTH = 300;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The plain text of cleaned HTML (the sanitiser's output: well-formed, only these entities), for the intro. */
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_match, name: string) => ENTITIES[name]!)
    .replace(/\s+/g, ' ')
    .trim();
}

/** The preview of the lists: the body's first words, cut at a word under INTRO_LENGTH characters. */
export function introOf(html: string): string {
  const text = plainText(html);
  if (text.length <= INTRO_LENGTH) return text;
  const cut = text.slice(0, INTRO_LENGTH);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > INTRO_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** The cleaned body; one that has nothing left to read is refused with the form's message. */
function cleanBody(html: string): string {
  const body = sanitizeRichText(html);
  if (richTextIsEmpty(body)) throw new InputError([{ property: 'body', message: 'validation:blogBodyRequired' }]);
  return body;
}

/** The distinct tags, as written. */
function distinctTags(tags: readonly string[]): string[] {
  return [...new Set(tags.map((tag) => tag.trim()).filter(Boolean))];
}

/**
 * The header the post will show: a new picture, the stored one sent back as its address, or none. Checked before
 * anything is stored; the new picture is stored last, by `storeHeader`.
 */
async function headerImage({ input, headerFile }: BlogPostWrite): Promise<() => Promise<Types.ObjectId | null>> {
  if (headerFile) return () => storeBlogFile(headerFile);
  const kept = input.headerImage ? await storedHeaderImage(input.headerImage) : null;
  return () => Promise.resolve(kept);
}

export async function createBlogPost(
  people: People,
  write: BlogPostWrite,
  author: BlogAuthor,
): Promise<BlogPostPayload> {
  const { input } = write;
  const body = cleanBody(input.body);
  const storeHeader = await headerImage(write);
  const locale = input.locale ?? author.locale;
  // Named as the post's language writes names: its readers read that language.
  const postedByName = await people.nameOf(author.userId, locale);
  const post = await BlogPost.create({
    locale,
    title: input.title,
    category: input.category,
    tags: distinctTags(input.tags),
    body,
    intro: introOf(body),
    headerImage: await storeHeader(),
    postedByName,
  });
  return toBlogPostPayload(post);
}

/** Rewrites the post (its author and date stay); pictures it no longer shows are removed. */
export async function updateBlogPost(post: BlogPostDocument, write: BlogPostWrite): Promise<BlogPostPayload> {
  const { input } = write;
  const body = cleanBody(input.body);
  const storeHeader = await headerImage(write);
  const before = postImageIds(post);
  post.set({
    locale: input.locale ?? post.locale,
    title: input.title,
    category: input.category,
    tags: distinctTags(input.tags),
    body,
    intro: introOf(body),
    headerImage: await storeHeader(),
  });
  await post.save();
  const after = new Set(postImageIds(post));
  await releaseBlogImages(before.filter((id) => !after.has(id)));
  return toBlogPostPayload(post);
}

/** Deletes the post and the pictures only it showed. */
export async function deleteBlogPost(post: BlogPostDocument): Promise<void> {
  await BlogPost.deleteOne({ _id: post._id });
  await releaseBlogImages(postImageIds(post));
}

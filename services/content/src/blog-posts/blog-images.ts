import { Types } from 'mongoose';
import { fileUrl, type BlogImageUploaded } from '@hfl/contracts';
import { InputError, type UploadedImage } from '@hfl/kit';
import { deleteFile, findFile, storeFile } from '../files/file-store';
import { BlogPost, type BlogPostDocument } from '../models/blog-post';

/**
 * The marker of the pictures the blog stored (headers and the editor's): only those are removed with a post, never
 * a logo or an ad whose address was pasted into one. No peer service has this name, so none may delete them.
 */
const BLOG_FILES = 'content:blog';

const BODY_FILE = /src="\/api\/files\/([0-9a-f]{24})"/gi;

/** Stores a picture for the blog (the editor's upload or a header) and answers its id. */
export async function storeBlogFile(image: UploadedImage): Promise<Types.ObjectId> {
  const file = await storeFile({
    filename: image.filename,
    contentType: image.mimeType,
    data: image.data,
    uploadedBy: BLOG_FILES,
  });
  return file.id;
}

/** The editor's picture upload (`image` field): stored, answered with its address for the body's `<img>`. */
export async function uploadBlogImage(image: UploadedImage | undefined): Promise<BlogImageUploaded> {
  if (!image) throw new InputError([{ property: 'image', message: 'validation:blogImageRequired' }]);
  return { url: fileUrl((await storeBlogFile(image)).toHexString()) };
}

/** An existing header image sent back as its `/api/files/{id}` address: the id, when that file is stored. */
export async function storedHeaderImage(url: string): Promise<Types.ObjectId> {
  const id = new Types.ObjectId(url.slice(url.lastIndexOf('/') + 1));
  if (!(await findFile(id))) {
    throw new InputError([{ property: 'headerImage', message: 'validation:blogHeaderImageInvalid' }]);
  }
  return id;
}

/** The stored pictures a post shows: its header and the `<img>`s of its body. */
export function postImageIds(post: { headerImage?: Types.ObjectId | null; body: string }): string[] {
  const ids = [...post.body.matchAll(BODY_FILE)].map((match) => match[1]!.toLowerCase());
  if (post.headerImage) ids.push(post.headerImage.toHexString());
  return [...new Set(ids)];
}

/**
 * Removes the blog's pictures among `ids` that no post shows any more (a picture may be in two posts: a copied
 * body). Called after the post was changed or deleted, so a failure leaves a stray file, never a broken post.
 */
export async function releaseBlogImages(ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const posts: Pick<BlogPostDocument, 'headerImage' | 'body'>[] = await BlogPost.find({}, { headerImage: 1, body: 1 });
  const shown = new Set(posts.flatMap(postImageIds));
  for (const id of ids.filter((candidate) => !shown.has(candidate))) {
    const file = await findFile(new Types.ObjectId(id));
    if (file?.uploadedBy === BLOG_FILES) await deleteFile(file.id);
  }
}

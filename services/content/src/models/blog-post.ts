import mongoose, { Schema, type HydratedDocument, type InferSchemaType } from 'mongoose';
import { fileUrl, LOCALES, type BlogPost as BlogPostPayload, type BlogPostSummary } from '@hfl/contracts';

/**
 * A blog post is written in one language; the site lists the reader's language. `body` is HTML that
 * must be sanitized before it is stored (the seed stores only its own trusted HTML).
 */
const blogPostSchema = new Schema(
  {
    locale: { type: String, required: true, enum: LOCALES },
    title: { type: String, required: true, trim: true },
    category: { type: String, required: true, trim: true },
    /** Plain text: the preview on the home page and the blog list. */
    intro: { type: String, required: true },
    body: { type: String, required: true },
    tags: { type: [String], default: [] },
    /** A GridFS file id. */
    headerImage: { type: Schema.Types.ObjectId, default: null },
    /** The author's name as it was when the post was written; accounts owns the user. */
    postedByName: { type: String, required: true },
  },
  { timestamps: true },
);
blogPostSchema.index({ locale: 1, createdAt: -1 });

export const BlogPost = mongoose.model('BlogPost', blogPostSchema);
export type BlogPostDocument = HydratedDocument<InferSchemaType<typeof blogPostSchema>>;

export function toBlogPostSummary(post: BlogPostDocument): BlogPostSummary {
  return {
    id: post._id.toHexString(),
    locale: post.locale as BlogPostSummary['locale'],
    title: post.title,
    category: post.category,
    intro: post.intro,
    headerImage: post.headerImage ? fileUrl(post.headerImage.toHexString()) : null,
    createdAt: post.createdAt.toISOString(),
  };
}

export function toBlogPostPayload(post: BlogPostDocument): BlogPostPayload {
  return {
    ...toBlogPostSummary(post),
    body: post.body,
    tags: post.tags,
    postedByUser: { name: post.postedByName },
  };
}

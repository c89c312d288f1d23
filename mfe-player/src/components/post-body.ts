import DOMPurify from 'dompurify';
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS } from '@hfl/contracts';

/** A post's body keeps contracts' rich-text tags and attributes (the server's clean-up keeps the same on write). */
const ALLOWED_TAGS = [...RICH_TEXT_TAGS];
const ALLOWED_ATTR = [...new Set(Object.values(RICH_TEXT_ATTRIBUTES).flat())];
/** A picture from the web or this site (`/api/files/{id}`); DOMPurify itself lets a picture be a data: address. */
const IMAGE_SOURCE = /^(?:https?:\/\/|\/(?!\/))/i;

/**
 * A post's body made safe to insert into the page. The content service cleans bodies on write (sanitize-html); this
 * cleans again in the reader's browser, so a body that reached the database any other way runs no script here.
 */
export function sanitizePostBody(html: string): string {
  // DOMPurify's own address rule drops javascript: and other schemes' links.
  // RETURN_DOM answers the <body> holding the cleaned nodes (typed as a plain Node).
  const body = DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, RETURN_DOM: true }) as HTMLElement;
  for (const image of body.querySelectorAll('img')) {
    if (!IMAGE_SOURCE.test(image.getAttribute('src') ?? '')) image.remove();
  }
  // A link that opens a new tab must not hand the opened page a handle on ours.
  for (const link of body.querySelectorAll('a[target]')) {
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  }
  return body.innerHTML;
}

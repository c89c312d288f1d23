import sanitizeHtml from 'sanitize-html';
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS } from '@hfl/contracts';

/** What an editor's HTML (a blog post, an e-mail template) may keep: contracts' one list of tags and attributes. */
const RICH_TEXT_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, attributes]) => [tag, [...attributes]]),
  ),
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // A link opening a new tab must not hand the opened page a handle on ours.
  transformTags: {
    a: (tagName, attribs) =>
      attribs.target ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } } : { tagName, attribs },
  },
};

/**
 * The one server-side clean-up of HTML written in a rich-text editor: no scripts, no event handlers, no styles, no
 * javascript: or data: addresses; relative addresses (our own `/api/files/{id}`) stay.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT_OPTIONS).trim();
}

/** The text a reader sees of rich-text HTML (tags dropped, entities kept): tells an empty editor from a written one. */
export function richTextIsEmpty(html: string): boolean {
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;|\s/g, '');
  return text.length === 0 && !/<img\s/i.test(sanitizeRichText(html));
}

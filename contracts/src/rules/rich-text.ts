/**
 * What rich-text HTML (a blog post, a bulk-message template) may hold, one list for both sides: the server's clean-up
 * on write (kit's sanitizeRichText) and the reader's browser before the public blog renders a post. Text formatting,
 * lists, links, pictures and the tables of the site's own posts; no styles, forms, frames or scripts.
 */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'h1',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'hr',
  'code',
  'pre',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
] as const;

/** The attributes each tag may keep (any other tag keeps none). */
export const RICH_TEXT_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
};

// No yup here: the shell's home page uses these, and its first page must not download yup (schemas/blog.ts).

/** The home page fetches 13 posts: 4 large, up to 7 small, and "Archived news" when more than 12 came back. */
export const BLOG_HOME_FETCH = 13;
/** The home page's news read, as the page asks it (and as the BFF answers it with the page: PAGE_READS_ELEMENT_ID). */
export const HOME_NEWS_PATH = `/api/blog-posts?limit=${BLOG_HOME_FETCH}`;
export const BLOG_ARCHIVE_THRESHOLD = 12;
export const BLOG_LIST_MAX = 50;

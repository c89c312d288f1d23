/**
 * The Hungarian definite article before a word: "az" before a vowel sound, "a" otherwise ("a Duna Kupa",
 * "az Alföld Liga", "az 5.", "a 2."), so a text never reads "a(z)". Numbers count by how they are read: 1 (egy),
 * 1000–1999 (ezer…) and those starting with 5 (öt, ötven, ötszáz, ötezer) take "az".
 */
const VOWELS = /^[aáeéiíoóöőuúüű]/i;

export function hungarianArticle(word: string): 'a' | 'az' {
  // Leading quotes and brackets are not read aloud: „Név”, (Név).
  const text = word.replace(/^[\s„“"'«»()[\]]+/u, '');
  const digits = /^\d+/.exec(text)?.[0];
  if (digits) {
    if (digits.startsWith('5')) return 'az';
    return digits.startsWith('1') && (digits.length === 1 || digits.length === 4) ? 'az' : 'a';
  }
  return VOWELS.test(text) ? 'az' : 'a';
}

/**
 * The i18next format `article` (register with `registerArticleFormat`): `{{league, article}}` is "az Alföld Liga" in
 * Hungarian; `article(start: true)` capitalises the article at a sentence's start; `article(quoted: true)` quotes the
 * word („…”). In other languages the value comes back as it is.
 */
export function formatWithArticle(value: unknown, lng: string | undefined, options: Record<string, unknown> = {}) {
  const word = String(value ?? '');
  const shown = options.quoted === true || options.quoted === 'true' ? `„${word}”` : word;
  if (!lng?.startsWith('hu')) return shown;
  const article = hungarianArticle(word);
  const start = options.start === true || options.start === 'true';
  return `${start ? article[0]!.toUpperCase() + article.slice(1) : article} ${shown}`;
}

/** Adds the `article` format to an i18next instance (after its init). */
export function registerArticleFormat(instance: {
  services: { formatter?: { add: (name: string, fn: typeof formatWithArticle) => void } };
}): void {
  instance.services.formatter?.add('article', formatWithArticle);
}

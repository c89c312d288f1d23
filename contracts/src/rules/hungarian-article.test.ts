import { formatWithArticle, hungarianArticle } from './hungarian-article';

describe('the Hungarian article', () => {
  it.each([
    ['Duna Kupa', 'a'],
    ['Alföld Liga', 'az'],
    ['Égerszegi Ördögök', 'az'],
    ['Újpesti Unikornisok', 'az'],
    ['HFL Open', 'a'],
    ['„Őszi Liga”', 'az'],
    ['1', 'az'],
    ['2', 'a'],
    ['5', 'az'],
    ['10', 'a'],
    ['11', 'a'],
    ['50', 'az'],
    ['1000', 'az'],
    ['100', 'a'],
  ])('when the word is "%s", then the article is "%s"', (word, article) => {
    expect(hungarianArticle(word)).toBe(article);
  });

  it('when a value is formatted with the article, then Hungarian gets it (capitalised or quoted when asked) and English is untouched', () => {
    expect(formatWithArticle('Egri Csillagok', 'hu', { start: 'true' })).toBe('Az Egri Csillagok');
    expect(formatWithArticle('Duna Kupa', 'hu')).toBe('a Duna Kupa');
    expect(formatWithArticle('Őszi hírek', 'hu', { quoted: 'true', start: 'true' })).toBe('Az „Őszi hírek”');
    expect(formatWithArticle('Alföld Liga', 'en')).toBe('Alföld Liga');
  });
});

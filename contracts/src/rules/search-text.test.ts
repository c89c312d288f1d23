import { foldForSearch, matchesSearch } from './search-text';

describe('foldForSearch', () => {
  it('when a Hungarian name has accents and capitals, then it folds to plain lower case', () => {
    expect(foldForSearch('Ákos Tóth-Győri Űrös')).toBe('akos toth-gyori uros');
    expect(foldForSearch('ŐRÜLT ÉVA')).toBe('orult eva');
  });

  it('when the text has runs of spaces, then they are squeezed and the ends trimmed', () => {
    expect(foldForSearch('  Kiss \t  Anna ')).toBe('kiss anna');
  });

  it('when the text is already composed or decomposed, then both fold alike', () => {
    expect(foldForSearch('Ga\u0301bor')).toBe(foldForSearch('Gábor'));
  });
});

describe('matchesSearch', () => {
  it('when the term has no accents, then it finds the accented name', () => {
    expect(matchesSearch('Ákos Kovács', 'akos')).toBe(true);
    expect(matchesSearch('Ákos Kovács', 'KOVACS')).toBe(true);
  });

  it('when the term has accents, then it also finds the plain name', () => {
    expect(matchesSearch('Akos Kovacs', 'Ákos')).toBe(true);
  });

  it('when the term is not in the name, then it does not match', () => {
    expect(matchesSearch('Ákos Kovács', 'bela')).toBe(false);
  });

  it('when the term is empty or blank, then everything matches', () => {
    expect(matchesSearch('Ákos', '')).toBe(true);
    expect(matchesSearch('Ákos', '   ')).toBe(true);
  });
});

describe('foldForSearch of the names the leaderboard stores', () => {
  it.each([
    ['Tóth Péter', 'toth peter'],
    ['GYŐRI  Griffek', 'gyori griffek'],
    ['Űrös Ödön', 'uros odon'],
    ['  Árvíztűrő tükörfúrógép ', 'arvizturo tukorfurogep'],
    ['Zoë O’Neil', 'zoe o’neil'],
  ])('when the text is "%s", then it is compared as "%s"', (text, expected) => {
    expect(foldForSearch(text)).toBe(expected);
  });
});

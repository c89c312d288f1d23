import { localizedName, personName } from './person-name';

describe('personName', () => {
  it('when the reader writes Hungarian, then the family name comes first', () => {
    expect(personName('Anna', 'Szabó', 'hu')).toBe('Szabó Anna');
  });

  it('when the reader writes English, then the given name comes first', () => {
    expect(personName('Anna', 'Szabó', 'en')).toBe('Anna Szabó');
  });

  it('when a part is missing, then the other stands alone without a stray space', () => {
    expect(personName('Anna', null, 'hu')).toBe('Anna');
    expect(personName(undefined, 'Szabó', 'en')).toBe('Szabó');
  });

  it('when a name is made in every language, then each language has its own order', () => {
    expect(localizedName((locale) => personName('Bence', 'Kiss', locale))).toEqual({
      en: 'Bence Kiss',
      hu: 'Kiss Bence',
    });
  });
});

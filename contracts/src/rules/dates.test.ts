import {
  ageOn,
  BIRTH_YEARS,
  DAYS,
  displayDateOf,
  formatDisplayDate,
  formatDisplayDateIn,
  isIsoDate,
  MONTHS,
  parseDisplayDate,
} from '../index';

describe('parseDisplayDate', () => {
  it.each([
    ['15/03/1990', '1990-03-15'],
    ['01/01/2000', '2000-01-01'],
    ['5/7/1985', '1985-07-05'],
    [' 31/12/1999 ', '1999-12-31'],
    ['29/02/2000', '2000-02-29'],
    ['29/02/2024', '2024-02-29'],
  ])('when %j is entered, then it is %j', (input, expected) => {
    expect(parseDisplayDate(input)).toBe(expected);
  });

  it.each([
    ['31/02/2000', 'no 31 February'],
    ['29/02/1900', '1900 is not a leap year'],
    ['29/02/2023', '2023 is not a leap year'],
    ['31/04/2020', 'April has 30 days'],
    ['00/01/2000', 'day 0'],
    ['12/13/2000', 'month 13'],
    ['12/00/2000', 'month 0'],
    ['1990-03-15', 'the wire format'],
    ['15.03.1990', 'dots'],
    ['15/03/90', 'two-digit year'],
    ['15/03/0999', 'year before 1000'],
    ['', 'empty'],
    ['abc', 'text'],
  ])('when %j is entered (%s), then it is not a date', (input) => {
    expect(parseDisplayDate(input)).toBeNull();
  });

  it.each([[null], [undefined], [19900315], [{ $ne: null }]])('when %j is not a string, then null', (input) => {
    expect(parseDisplayDate(input)).toBeNull();
  });
});

describe('isIsoDate', () => {
  it.each([
    ['2000-02-29', true],
    ['1990-12-31', true],
    ['2001-02-29', false],
    ['1990-1-5', false],
    ['1990-01-32', false],
    ['15/03/1990', false],
  ])('when %j is checked, then %s', (input, expected) => {
    expect(isIsoDate(input)).toBe(expected);
  });
});

describe('formatDisplayDate', () => {
  it('when given the wire format, then DD/MM/YYYY', () => {
    expect(formatDisplayDate('1990-03-05')).toBe('05/03/1990');
  });

  it('when given an instant, then its UTC day', () => {
    expect(formatDisplayDate(new Date('2026-01-31T23:30:00Z'))).toBe('31/01/2026');
    expect(formatDisplayDate(new Date('2026-02-01T00:30:00+01:00'))).toBe('31/01/2026');
  });

  it('when given something that is not a date, then an empty text', () => {
    expect(formatDisplayDate('2001-02-29')).toBe('');
    expect(formatDisplayDate(new Date('nonsense'))).toBe('');
  });

  it('when a parsed date is formatted again, then the entered text comes back', () => {
    expect(formatDisplayDate(parseDisplayDate('07/11/1975')!)).toBe('07/11/1975');
  });
});

describe('formatDisplayDateIn', () => {
  it('when an instant is near midnight, then the day is the one of the given zone', () => {
    const instant = '2024-03-10T02:30:00.000Z';
    expect(formatDisplayDateIn(instant, 'Europe/Budapest')).toBe('10/03/2024');
    expect(formatDisplayDateIn(instant, 'America/New_York')).toBe('09/03/2024');
    expect(formatDisplayDateIn(new Date('2024-12-31T23:30:00Z'), 'Asia/Tokyo')).toBe('01/01/2025');
  });

  it('when given something that is not an instant, then an empty text', () => {
    expect(formatDisplayDateIn('nonsense', 'Europe/Budapest')).toBe('');
  });
});

describe('ageOn', () => {
  const on = (iso: string) => new Date(`${iso}T12:00:00Z`);

  it.each([
    ['2010-06-15', '2026-06-15', 16, 'on the 16th birthday'],
    ['2010-06-15', '2026-06-14', 15, 'the day before'],
    ['2010-06-15', '2026-12-31', 16, 'later that year'],
    ['2010-06-15', '2027-01-01', 16, 'early the next year'],
    ['2008-02-29', '2024-02-28', 15, 'a leap-day birthday, the day before in a leap year'],
    ['2008-02-29', '2024-02-29', 16, 'a leap-day birthday in a leap year'],
    ['2008-02-29', '2025-02-28', 16, 'a leap-day birthday, 28 Feb of a common year'],
    ['2009-02-28', '2025-02-28', 16, 'a 28 Feb birthday'],
    ['2030-01-01', '2026-01-01', -4, 'a date in the future'],
  ])('when born %s, on %s the age is %i (%s)', (birth, today, age) => {
    expect(ageOn(birth, on(today))).toBe(age);
  });

  it('when "today" is late evening before the birthday in UTC, then UTC decides', () => {
    expect(ageOn('2010-06-15', new Date('2026-06-14T23:59:59Z'))).toBe(15);
    expect(ageOn('2010-06-15', new Date('2026-06-15T00:00:00Z'))).toBe(16);
  });

  it('when the birth date is not in the wire format, then NaN', () => {
    expect(ageOn('15/06/2010', new Date())).toBeNaN();
  });
});

describe('picker choices', () => {
  it('when listing birth years, then this year back 100 years, newest first', () => {
    const years = BIRTH_YEARS(new Date('2026-05-01T00:00:00Z'));
    expect(years).toHaveLength(101);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1926);
  });

  it('when listing days and months, then 1–31 and 1–12', () => {
    expect(DAYS).toEqual(Array.from({ length: 31 }, (_, i) => i + 1));
    expect(MONTHS).toHaveLength(12);
  });

  it('when the three picks are combined, then the form value parses', () => {
    expect(displayDateOf(5, 3, 1990)).toBe('05/03/1990');
    expect(parseDisplayDate(displayDateOf('31', '2', '1990'))).toBeNull();
  });
});

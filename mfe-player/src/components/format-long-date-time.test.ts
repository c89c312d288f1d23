import { formatLongDateTime } from './format-long-date-time';

describe('formatLongDateTime', () => {
  it.each([
    ['en', '2026-11-22T08:18:28Z', '22nd November 2026, 9:18:28 AM'],
    ['en', '2026-11-22T20:05:00Z', '22nd November 2026, 9:05:00 PM'],
    ['hu', '2026-11-22T08:18:28Z', '2026. november 22., 9:18:28'],
    ['hu', '2026-11-22T20:05:00Z', '2026. november 22., 21:05:00'],
  ])('when the reader reads %s, then %s in Budapest reads "%s"', (language, instant, expected) => {
    expect(formatLongDateTime(instant, 'Europe/Budapest', language)).toBe(expected);
  });
});

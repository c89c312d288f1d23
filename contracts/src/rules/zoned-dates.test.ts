import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { formatDisplayDateIn, formatUtcDateTime, formatZonedDateTime, fromZonedInput, toZonedInput } from '../index';
import { TIMEZONES } from './timezones';

/** Node 20 has no Temporal: the polyfill stands in for the browser's, which the pages take where there is one. */
const global = globalThis as { Temporal?: unknown };
const installTemporal = () => {
  global.Temporal = Temporal;
};
const removeTemporal = () => {
  delete global.Temporal;
};

function withTemporal<T>(work: () => T): T {
  installTemporal();
  try {
    return work();
  } finally {
    removeTemporal();
  }
}

describe.each([
  ['Intl', false],
  ['Temporal', true],
])('wall-clock times in a timezone, by %s', (_way, temporal) => {
  beforeEach(() => {
    if (temporal) installTemporal();
  });
  afterEach(removeTemporal);

  it.each([
    ['Europe/Budapest in winter', 'Europe/Budapest', '2031-03-20T18:00', '2031-03-20 17:00:00'],
    ['Europe/Budapest in summer', 'Europe/Budapest', '2031-07-01T18:00', '2031-07-01 16:00:00'],
    ['America/New_York across midnight UTC', 'America/New_York', '2031-01-15T22:15', '2031-01-16 03:15:00'],
    ['Asia/Kathmandu (+05:45)', 'Asia/Kathmandu', '2031-01-15T06:00', '2031-01-15 00:15:00'],
    ['UTC', 'UTC', '2031-01-15T06:00', '2031-01-15 06:00:00'],
  ])('when a time is picked in %s, then it travels in UTC and shows again as picked', (_zone, zone, local, utc) => {
    expect(fromZonedInput(local, zone)).toBe(utc);
    expect(toZonedInput(utc, zone)).toBe(local);
  });

  it.each([
    ['Europe/Budapest', '2025-03-30T02:30', '2025-03-30 01:30:00'],
    ['America/New_York', '2025-03-09T02:30', '2025-03-09 07:30:00'],
  ])('when %s skips the picked time (spring forward), then it lands just after the gap', (zone, local, utc) => {
    expect(fromZonedInput(local, zone)).toBe(utc);
  });

  it.each([
    ['Europe/Budapest', '2025-10-26T02:30', '2025-10-26 01:30:00'],
    ['America/New_York', '2025-11-02T01:30', '2025-11-02 06:30:00'],
  ])('when %s passes the picked time twice (fall back), then the later one is taken', (zone, local, utc) => {
    expect(fromZonedInput(local, zone)).toBe(utc);
  });

  it('when the day of a clock change is picked away from the change, then the offset of that hour is used', () => {
    expect(fromZonedInput('2025-03-30T10:00', 'Europe/Budapest')).toBe('2025-03-30 08:00:00');
    expect(fromZonedInput('2025-03-30T01:00', 'Europe/Budapest')).toBe('2025-03-30 00:00:00');
  });

  it.each(['', '2031-03-20', '2031-02-30T10:00', '2031-03-20T25:00', '2031-03-20T10:00:00', 'nonsense'])(
    'when the input holds "%s", then there is no instant yet',
    (local) => {
      expect(fromZonedInput(local, 'Europe/Budapest')).toBe('');
    },
  );

  it("when an instant is shown, then it reads DD/MM/YYYY HH:mm on the zone's clock", () => {
    expect(formatZonedDateTime('2031-12-31 23:30:00', 'Europe/Budapest')).toBe('01/01/2032 00:30');
    expect(formatZonedDateTime('2031-07-01 16:05:00', 'America/New_York')).toBe('01/07/2031 12:05');
    expect(formatDisplayDateIn(new Date('2031-12-31T23:30:00Z'), 'Europe/Budapest')).toBe('01/01/2032');
  });

  it('when there is no stored instant, then nothing shows', () => {
    expect(formatZonedDateTime(null, 'Europe/Budapest')).toBe('');
    expect(formatZonedDateTime('2031-12-31T23:30:00Z', 'Europe/Budapest')).toBe('');
    expect(toZonedInput(undefined, 'Europe/Budapest')).toBe('');
  });
});

describe('wall-clock times by Temporal and by Intl', () => {
  it('when any instant is shown or picked in any zone of the list, then both ways agree', () => {
    const instants = fc.date({
      min: new Date('1971-01-01T00:00:00Z'),
      max: new Date('2099-12-31T23:59:59Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(instants, fc.constantFrom(...TIMEZONES), (instant, zone) => {
        const utc = formatUtcDateTime(instant);
        const local = toZonedInput(utc, zone);
        const byIntl = [
          formatZonedDateTime(utc, zone),
          formatDisplayDateIn(instant, zone),
          local,
          fromZonedInput(local, zone),
        ];
        const byTemporal = withTemporal(() => [
          formatZonedDateTime(utc, zone),
          formatDisplayDateIn(instant, zone),
          toZonedInput(utc, zone),
          fromZonedInput(local, zone),
        ]);
        expect(byTemporal).toEqual(byIntl);
      }),
      { numRuns: 500 },
    );
  });
});

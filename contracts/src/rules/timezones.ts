/**
 * The IANA zones offered by every timezone picker (owner settings, league and team forms).
 * About a hundred zones that cover every UTC offset in use; labels carry the current offset,
 * computed with Intl so daylight saving is always right.
 */
export const TIMEZONES = [
  'Pacific/Midway',
  'Pacific/Honolulu',
  'America/Anchorage',
  'America/Los_Angeles',
  'America/Tijuana',
  'America/Phoenix',
  'America/Denver',
  'America/Chihuahua',
  'America/Chicago',
  'America/Mexico_City',
  'America/Regina',
  'America/Guatemala',
  'America/New_York',
  'America/Bogota',
  'America/Lima',
  'America/Toronto',
  'America/Caracas',
  'America/Halifax',
  'America/La_Paz',
  'America/Santiago',
  'America/St_Johns',
  'America/Sao_Paulo',
  'America/Argentina/Buenos_Aires',
  'America/Montevideo',
  'America/Godthab',
  'Atlantic/South_Georgia',
  'Atlantic/Azores',
  'Atlantic/Cape_Verde',
  'Africa/Casablanca',
  'Atlantic/Reykjavik',
  'Europe/London',
  'Europe/Dublin',
  'Europe/Lisbon',
  'UTC',
  'Africa/Lagos',
  'Europe/Amsterdam',
  'Europe/Belgrade',
  'Europe/Berlin',
  'Europe/Bratislava',
  'Europe/Brussels',
  'Europe/Budapest',
  'Europe/Copenhagen',
  'Europe/Ljubljana',
  'Europe/Madrid',
  'Europe/Paris',
  'Europe/Prague',
  'Europe/Rome',
  'Europe/Sarajevo',
  'Europe/Stockholm',
  'Europe/Vienna',
  'Europe/Warsaw',
  'Europe/Zagreb',
  'Europe/Zurich',
  'Africa/Cairo',
  'Africa/Johannesburg',
  'Asia/Jerusalem',
  'Europe/Athens',
  'Europe/Bucharest',
  'Europe/Helsinki',
  'Europe/Kiev',
  'Europe/Riga',
  'Europe/Sofia',
  'Europe/Tallinn',
  'Europe/Vilnius',
  'Asia/Baghdad',
  'Asia/Kuwait',
  'Asia/Riyadh',
  'Europe/Istanbul',
  'Europe/Minsk',
  'Europe/Moscow',
  'Africa/Nairobi',
  'Asia/Tehran',
  'Asia/Dubai',
  'Asia/Baku',
  'Asia/Tbilisi',
  'Asia/Yerevan',
  'Asia/Kabul',
  'Asia/Karachi',
  'Asia/Tashkent',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Asia/Dhaka',
  'Asia/Almaty',
  'Asia/Yangon',
  'Asia/Bangkok',
  'Asia/Jakarta',
  'Asia/Novosibirsk',
  'Asia/Hong_Kong',
  'Asia/Shanghai',
  'Asia/Singapore',
  'Asia/Taipei',
  'Australia/Perth',
  'Asia/Seoul',
  'Asia/Tokyo',
  'Australia/Adelaide',
  'Australia/Darwin',
  'Australia/Brisbane',
  'Australia/Sydney',
  'Pacific/Guam',
  'Asia/Vladivostok',
  'Asia/Magadan',
  'Pacific/Auckland',
  'Pacific/Fiji',
  'Pacific/Tongatapu',
] as const;

export type Timezone = (typeof TIMEZONES)[number];

export function isTimezone(value: unknown): value is Timezone {
  return typeof value === 'string' && (TIMEZONES as readonly string[]).includes(value);
}

/** "GMT+01:00" style offset of a zone at the given instant. */
export function utcOffset(zone: string, at: Date = new Date()): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName');
  const offset = part?.value.replace('GMT', '') || '+00:00';
  return `UTC${offset}`;
}

export interface TimezoneOption {
  value: Timezone;
  label: string;
}

/** Picker options, sorted by offset then name, labelled "(UTC+01:00) Europe/Budapest". */
export function timezoneOptions(at: Date = new Date()): TimezoneOption[] {
  const minutes = (label: string): number => {
    const m = /UTC([+-])(\d{2}):(\d{2})/.exec(label);
    if (!m) return 0;
    const value = Number(m[2]) * 60 + Number(m[3]);
    return m[1] === '-' ? -value : value;
  };
  return TIMEZONES.map((zone) => ({ zone, offset: utcOffset(zone, at) }))
    .sort((a, b) => minutes(a.offset) - minutes(b.offset) || a.zone.localeCompare(b.zone))
    .map(({ zone, offset }) => ({ value: zone, label: `(${offset}) ${zone.replace(/_/g, ' ')}` }));
}

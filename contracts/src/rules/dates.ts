/**
 * Calendar dates as the spec shows and sends them: entered and shown as DD/MM/YYYY, sent and stored as YYYY-MM-DD.
 * A date of birth is a calendar date, not an instant, so it never passes through a time zone. "Today" is taken in
 * UTC on every tier, so the form and the service agree on the same day.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DISPLAY_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** A real calendar day (31/02 is not); years 1000–9999 so the wire format stays four digits. */
function isCalendarDate(year: number, month: number, day: number): boolean {
  return year >= 1000 && year <= 9999 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

function toIso(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** 'DD/MM/YYYY' (one-digit day and month allowed) → 'YYYY-MM-DD', or null when it is not a real date. */
export function parseDisplayDate(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const match = DISPLAY_DATE.exec(value.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isCalendarDate(year, month, day) ? toIso(year, month, day) : null;
}

/** True for 'YYYY-MM-DD' naming a real calendar day. */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE.exec(value);
  return match !== null && isCalendarDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** The UTC calendar day of an instant, as 'YYYY-MM-DD'. */
export function toIsoDate(date: Date): string {
  return toIso(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/** 'YYYY-MM-DD' (or an instant, taken in UTC) → 'DD/MM/YYYY'; '' for anything that is not a date. */
export function formatDisplayDate(value: string | Date): string {
  const iso = value instanceof Date ? (Number.isNaN(value.getTime()) ? '' : toIsoDate(value)) : value;
  if (!isIsoDate(iso)) return '';
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}

/**
 * An instant's calendar day as seen in `timeZone` (an IANA id), as 'DD/MM/YYYY': a creation date shown in the
 * owner's settings timezone. '' for an invalid instant.
 */
export function formatDisplayDateIn(value: string | Date, timeZone: string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const wall = wallClockIn(date, timeZone);
  return `${wall.day}/${wall.month}/${wall.year}`;
}

/** Whole years between a birth date ('YYYY-MM-DD') and today's UTC date; a 29 February birthday counts from 1 March. */
export function ageOn(birthDate: string, today: Date): number {
  const match = ISO_DATE.exec(birthDate);
  if (!match) return Number.NaN;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const [ty, tm, td] = [today.getUTCFullYear(), today.getUTCMonth() + 1, today.getUTCDate()];
  const hadBirthday = tm > month || (tm === month && td >= day);
  return ty - year - (hadBirthday ? 0 : 1);
}

/** Year choices of the date-of-birth picker: this year (UTC) back 100 years, newest first. */
export function BIRTH_YEARS(today: Date = new Date()): number[] {
  const current = today.getUTCFullYear();
  return Array.from({ length: 101 }, (_, i) => current - i);
}

/** Day choices of the date-of-birth picker. */
export const DAYS: readonly number[] = Array.from({ length: 31 }, (_, i) => i + 1);

/** Month choices of the date-of-birth picker. */
export const MONTHS: readonly number[] = Array.from({ length: 12 }, (_, i) => i + 1);

/** Builds 'DD/MM/YYYY' from the picker's three choices (for the form's birthDate value). */
export function displayDateOf(day: number | string, month: number | string, year: number | string): string {
  return `${pad(Number(day))}/${pad(Number(month))}/${year}`;
}

/** Instants on the wire (spec: stored as UTC 'YYYY-MM-DD HH:mm:ss'). */
const UTC_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** 'YYYY-MM-DD HH:mm:ss' (UTC) → the instant, or null when it is not a real moment. */
export function parseUtcDateTime(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const match = UTC_DATE_TIME.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hours, minutes, seconds] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (!isCalendarDate(year, month, day) || hours > 23 || minutes > 59 || seconds > 59) return null;
  return new Date(Date.UTC(year, month - 1, day, hours, minutes, seconds));
}

/** An instant → 'YYYY-MM-DD HH:mm:ss' in UTC. */
export function formatUtcDateTime(date: Date): string {
  return `${toIsoDate(date)} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
}

/** Midnight UTC of a 'YYYY-MM-DD' day (how a season's start and end dates compare with instants). */
export function startOfIsoDate(value: string): Date {
  return new Date(`${value}T00:00:00.000Z`);
}

/**
 * Wall-clock times in a timezone (an IANA id): the team's or the owner's zone, in which draft times are picked and
 * shown. The browser does the zone arithmetic, so no timezone database ships with the pages: its Temporal where it has
 * one, else Intl. Temporal first: a page's first Intl.DateTimeFormat loads ICU's date-format data, a task of 20–45 ms
 * on a laptop and four times that on a phone (issue 39: blocking time); Temporal's zone lookup takes under 1 ms.
 */
const DAY_MS = 86_400_000;

type WallClockField = 'year' | 'month' | 'day' | 'hour' | 'minute' | 'second';
type WallClock = Record<WallClockField, string>;

/** What this file takes of Temporal (today's Chromium and Firefox have it; Node 20 and Safari not yet). */
interface TemporalZones {
  Instant: {
    fromEpochMilliseconds(ms: number): { toZonedDateTimeISO(timeZone: string): Record<WallClockField, number> };
  };
}

const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

function wallClockByIntl(date: Date, timeZone: string): WallClock {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    wallClockFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(date);
  const part = (type: WallClockField) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

function wallClockByTemporal(temporal: TemporalZones, date: Date, timeZone: string): WallClock {
  const zoned = temporal.Instant.fromEpochMilliseconds(date.getTime()).toZonedDateTimeISO(timeZone);
  return {
    year: String(zoned.year),
    month: pad(zoned.month),
    day: pad(zoned.day),
    hour: pad(zoned.hour),
    minute: pad(zoned.minute),
    second: pad(zoned.second),
  };
}

/** An instant's fields, two digits each (the year as written), as a clock in `timeZone` shows them. */
function wallClockIn(date: Date, timeZone: string): WallClock {
  // Looked up on each call, not once: a test gives Node 20 a Temporal to compare the two ways.
  const temporal = (globalThis as { Temporal?: TemporalZones }).Temporal;
  return temporal ? wallClockByTemporal(temporal, date, timeZone) : wallClockByIntl(date, timeZone);
}

/** How far `timeZone`'s clock is ahead of UTC at `date`, in milliseconds. */
function offsetAt(date: Date, timeZone: string): number {
  const wall = wallClockIn(date, timeZone);
  const asUtc = Date.UTC(
    Number(wall.year),
    Number(wall.month) - 1,
    Number(wall.day),
    Number(wall.hour),
    Number(wall.minute),
    Number(wall.second),
  );
  return asUtc - Math.floor(date.getTime() / 1000) * 1000;
}

/** A wall-clock time without a zone, 'YYYY-MM-DDTHH:mm' (what the date field's calendar works on). */
const ZONED_INPUT = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;

/** A UTC 'YYYY-MM-DD HH:mm:ss' as the wall clock in `timeZone` ('YYYY-MM-DDTHH:mm'); '' if none. */
export function toZonedInput(utc: unknown, timeZone: string): string {
  const instant = parseUtcDateTime(utc);
  if (!instant) return '';
  const wall = wallClockIn(instant, timeZone);
  return `${wall.year}-${wall.month}-${wall.day}T${wall.hour}:${wall.minute}`;
}

/**
 * A wall clock 'YYYY-MM-DDTHH:mm' read in `timeZone` → UTC 'YYYY-MM-DD HH:mm:ss'; '' while the input is incomplete. A time the
 * clocks skip (spring forward) lands after the gap; a time they pass twice (fall back) is the later one.
 */
export function fromZonedInput(local: string, timeZone: string): string {
  const match = ZONED_INPUT.exec(local);
  const wall = match ? parseUtcDateTime(`${match[1]} ${match[2]}:00`)?.getTime() : undefined;
  if (wall === undefined) return '';
  // The zone's offsets a day either side cover any one clock change; an instant fits if the zone shows it as `wall`.
  const before = offsetAt(new Date(wall - DAY_MS), timeZone);
  const after = offsetAt(new Date(wall + DAY_MS), timeZone);
  const fitting = [wall - before, wall - after].filter(
    (instant) => offsetAt(new Date(instant), timeZone) === wall - instant,
  );
  return formatUtcDateTime(new Date(fitting.length > 0 ? Math.max(...fitting) : wall - before));
}

/** A UTC 'YYYY-MM-DD HH:mm:ss' shown in `timeZone` as 'DD/MM/YYYY HH:mm'; '' for anything else. */
export function formatZonedDateTime(utc: unknown, timeZone: string): string {
  const instant = parseUtcDateTime(utc);
  if (!instant) return '';
  const wall = wallClockIn(instant, timeZone);
  return `${wall.day}/${wall.month}/${wall.year} ${wall.hour}:${wall.minute}`;
}

/** A countdown's time left as MM:SS, or H:MM:SS from an hour up; never below zero (the draft room, the home band). */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}

import { displayDateOf, formatZonedDateTime, fromZonedInput, parseDisplayDate, toZonedInput } from '@hfl/contracts';

/**
 * What a date field holds and shows. 'date': a calendar day, kept in the form as typed, DD/MM/YYYY (the form's schema
 * judges it, so a half-typed date stays and is called invalid). 'dateTime': an instant kept in the form as UTC
 * 'YYYY-MM-DD HH:mm:ss', shown and typed as 'DD/MM/YYYY HH:mm' on the wall clock of a timezone ('' until complete).
 */
export type DateFieldMode = 'date' | 'dateTime';

/** How the picker library formats and parses the text (date-fns tokens): the spec's DD/MM/YYYY and a 24-hour clock. */
export const PICKER_FORMATS: Record<DateFieldMode, string> = {
  date: 'dd/MM/yyyy',
  dateTime: 'dd/MM/yyyy HH:mm',
};

const TYPED_DATE_TIME = /^(\d{1,2}\/\d{1,2}\/\d{4})\s+(\d{1,2}):(\d{2})$/;
const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const pad = (n: number) => String(n).padStart(2, '0');

/** The picker works on the browser's clock: a Date whose local fields are the wanted wall clock. */
function localDate(year: number, month: number, day: number, hour = 0, minute = 0): Date {
  const date = new Date(year, month - 1, day, hour, minute);
  // Years below 100 would be read as 19xx.
  date.setFullYear(year);
  return date;
}

/** The form's value → the day (and time) the calendar marks, or null when the value names none. */
export function pickerDateOf(value: unknown, mode: DateFieldMode, timezone: string): Date | null {
  if (mode === 'date') {
    const iso = parseDisplayDate(value);
    if (!iso) return null;
    const [year, month, day] = iso.split('-').map(Number);
    return localDate(year!, month!, day!);
  }
  const wall = WALL_CLOCK.exec(toZonedInput(value, timezone));
  if (!wall) return null;
  const [year, month, day, hour, minute] = wall.slice(1).map(Number);
  return localDate(year!, month!, day!, hour!, minute!);
}

/** A day (and time) picked in the calendar → the form's value. */
export function valueOfPicked(date: Date, mode: DateFieldMode, timezone: string): string {
  if (mode === 'date') return displayDateOf(date.getDate(), date.getMonth() + 1, date.getFullYear());
  const wall = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
  return fromZonedInput(wall, timezone);
}

/** The form's value → the text the input shows. */
export function textOf(value: unknown, mode: DateFieldMode, timezone: string): string {
  if (mode === 'date') return typeof value === 'string' ? value : '';
  return formatZonedDateTime(value, timezone);
}

/** The typed text → the form's value: the text itself for a date, the UTC instant (or '' while incomplete) for a time. */
export function valueOfText(text: string, mode: DateFieldMode, timezone: string): string {
  if (mode === 'date') return text;
  const typed = TYPED_DATE_TIME.exec(text.trim());
  const iso = typed ? parseDisplayDate(typed[1]) : null;
  if (!typed || !iso) return '';
  const [hour, minute] = [Number(typed[2]), Number(typed[3])];
  if (hour > 23 || minute > 59) return '';
  return fromZonedInput(`${iso}T${pad(hour)}:${pad(minute)}`, timezone);
}

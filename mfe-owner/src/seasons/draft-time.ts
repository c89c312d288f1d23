import moment from 'moment-timezone';
import { formatUtcDateTime, parseUtcDateTime } from '@hfl/contracts';

/** What `<input type="datetime-local">` holds: a wall-clock time without a zone. */
const INPUT_FORMAT = 'YYYY-MM-DDTHH:mm';

/** A stored UTC 'YYYY-MM-DD HH:mm:ss' as the owner's wall clock in `timezone`, for a datetime-local input; '' if none. */
export function toZonedInput(utc: unknown, timezone: string): string {
  const instant = parseUtcDateTime(utc);
  return instant ? moment(instant).tz(timezone).format(INPUT_FORMAT) : '';
}

/** A datetime-local value read in the owner's `timezone` → UTC 'YYYY-MM-DD HH:mm:ss'; '' while the input is incomplete. */
export function fromZonedInput(local: string, timezone: string): string {
  const wallClock = moment.tz(local, INPUT_FORMAT, true, timezone);
  return wallClock.isValid() ? formatUtcDateTime(wallClock.toDate()) : '';
}

/** A stored UTC instant shown in the owner's `timezone` as 'DD/MM/YYYY HH:mm'; '' for anything else. */
export function formatZonedDateTime(utc: unknown, timezone: string): string {
  const instant = parseUtcDateTime(utc);
  return instant ? moment(instant).tz(timezone).format('DD/MM/YYYY HH:mm') : '';
}

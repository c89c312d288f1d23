import moment from 'moment-timezone';
import 'moment/locale/hu';
import { LONG_DATE_TIME_FORMAT, LONG_DATE_TIME_FORMAT_HU } from '@hfl/contracts';

// Loading a locale also makes it moment's default; every call here names its language, and English stays the default.
moment.locale('en');

/**
 * An instant in the spec's long format ("22nd November 2026, 11:00:00 AM"; in Hungarian "2026. november 22., 11:00:00"),
 * in a zone and the reader's language.
 */
export function formatLongDateTime(instant: string | Date, timezone: string, language: string): string {
  const format = language === 'hu' ? LONG_DATE_TIME_FORMAT_HU : LONG_DATE_TIME_FORMAT;
  return moment(instant).tz(timezone).locale(language).format(format);
}

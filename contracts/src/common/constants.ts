/** Business constants from the spec (player-app section 9, owner-back-office section 9). */
export const TOAST_DURATION_MS = 10_000;
export const DEFAULT_TIMEZONE = 'Europe/Budapest';
export const DEFAULT_REDIRECT = '/secure';
export const PASSWORD_MIN_LENGTH = 8;
export const LOCATION_MAX_LENGTH = 180;
export const MINIMUM_AGE = 16;
export const UPLOAD_MAX_BYTES = 5_242_880;
export const CSRF_HEADER = 'x-csrf-token';
/** Accounts names the account a visitor's call changed (a password reset), for the BFF to end its sessions. */
export const ACCOUNT_ID_HEADER = 'x-account-id';
/** The spec's long date format (moment tokens), e.g. notification times. */
export const LONG_DATE_TIME_FORMAT = 'Do MMMM YYYY, h:mm:ss A';
/**
 * The long format in Hungarian as Hungarians write it: year first and a 24-hour clock ("2026. november 22., 9:18:28"),
 * not a translated 12-hour clock ("9:18:28 DE").
 */
export const LONG_DATE_TIME_FORMAT_HU = 'LL, LTS';
/** Notification times are shown in this zone, whoever reads them (spec section 9). */
export const NOTIFICATIONS_TIMEZONE = 'Europe/Budapest';

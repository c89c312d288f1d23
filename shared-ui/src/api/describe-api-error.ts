import type { TFunction } from 'i18next';
import { ApiError, endedSession } from './api-error';

export interface ErrorToastText {
  title: string;
  message: string;
  /**
   * The call's 401 ended the signed-in session: /expired says so, and the toasts slice drops a toast made of this
   * text, whichever page or saga spread it into one.
   */
  endedSession?: true;
}

/**
 * The spec's error toast: titled "Error", the server's message, else "Invalid data provided",
 * and "Server error" when the answer had no body (or never came).
 */
export function describeApiError(error: unknown, t: TFunction): ErrorToastText {
  const title = t('common:toast.error');
  if (endedSession(error)) return { title, message: t('errors:sessionExpired'), endedSession: true };
  if (!(error instanceof ApiError) || !error.hasBody) return { title, message: t('errors:serverError') };
  return { title, message: error.message || t('errors:invalidData') };
}

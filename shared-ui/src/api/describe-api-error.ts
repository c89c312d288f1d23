import type { TFunction } from 'i18next';
import { ApiError } from './api-error';

export interface ErrorToastText {
  title: string;
  message: string;
}

/**
 * The spec's error toast: titled "Error", the server's message, else "Invalid data provided",
 * and "Server error" when the answer had no body (or never came).
 */
export function describeApiError(error: unknown, t: TFunction): ErrorToastText {
  const title = t('common:toast.error');
  if (!(error instanceof ApiError) || !error.hasBody) return { title, message: t('errors:serverError') };
  return { title, message: error.message || t('errors:invalidData') };
}

import { api } from './api-client';

/** One call to the BFF, described rather than made: a form's submit or a mutation hook (useApiAction) sends it. */
export interface ApiRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** JSON, or FormData for a multipart upload (toMultipart). */
  body?: unknown;
}

/** Sends a described call through the api client (CSRF, locale, the error envelope as ApiError). */
export function sendApiRequest<T>({ method, path, body }: ApiRequest): Promise<T> {
  switch (method) {
    case 'GET':
      return api.get<T>(path);
    case 'POST':
      return api.post<T>(path, body);
    case 'PUT':
      return api.put<T>(path, body);
    case 'DELETE':
      return api.delete<T>(path, body);
  }
}

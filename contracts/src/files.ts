import * as yup from 'yup';

/** Where the browser loads a stored file (blog header images, ads, logos); ids never change content. */
export function fileUrl(id: string): string {
  return `/api/files/${id}`;
}

const OBJECT_ID = /^[0-9a-f]{24}$/i;

/**
 * `{id}` of a stored item. A malformed id names nothing, so services answer it like an unknown one
 * (404) rather than explaining the id format to the caller.
 */
export const idParamsSchema = yup.object({
  id: yup.string().typeError('errors:notFound').required('errors:notFound').matches(OBJECT_ID, 'errors:notFound'),
});
export type IdParams = yup.InferType<typeof idParamsSchema>;

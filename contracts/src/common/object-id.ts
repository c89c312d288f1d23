/** A MongoDB ObjectId as the API writes it: 24 hex digits. One pattern for schemas, services and the BFF. */
export const OBJECT_ID_PATTERN = /^[0-9a-f]{24}$/i;

export function isObjectId(value: unknown): value is string {
  return typeof value === 'string' && OBJECT_ID_PATTERN.test(value);
}

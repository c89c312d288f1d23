import { ValidationError, type AnySchema } from 'yup';
import type { Violation } from './errors';

/** Turns a yup error into the envelope's violations (message = i18n key, translated by the caller). */
export function toViolations(error: ValidationError): Violation[] {
  const inner = error.inner.length > 0 ? error.inner : [error];
  const seen = new Set<string>();
  const violations: Violation[] = [];
  for (const e of inner) {
    const property = e.path ?? '';
    if (seen.has(property)) continue;
    seen.add(property);
    violations.push({ property, message: String(e.message) });
  }
  return violations;
}

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; violations: Violation[] };

/** Validates and strips unknown keys; operator objects like {"$ne": null} fail type checks. */
export async function validateWith<T>(schema: AnySchema<T>, input: unknown): Promise<ValidationResult<T>> {
  try {
    const value = (await schema.validate(input, { abortEarly: false, stripUnknown: true, strict: false })) as T;
    return { ok: true, value };
  } catch (error) {
    if (error instanceof ValidationError) return { ok: false, violations: toViolations(error) };
    // yup throws TypeError when a transform meets a value of the wrong shape (e.g. trim() on an object).
    if (error instanceof TypeError) return { ok: false, violations: [{ property: '', message: 'errors:invalidData' }] };
    throw error;
  }
}

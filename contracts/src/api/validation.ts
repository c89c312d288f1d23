import { ValidationError, type AnySchema } from 'yup';
import type { MessageParams, Violation } from './errors';

/**
 * What yup adds to an error's params besides the values a message interpolates (max, length, age…): its own
 * bookkeeping, and oneOf's list of allowed values, which no message shows and which would bloat every violation.
 */
const YUP_BOOKKEEPING = new Set([
  'value',
  'originalValue',
  'label',
  'path',
  'originalPath',
  'spec',
  'disableStackTrace',
  'type',
  'values',
  'resolved',
  'regex',
  'excludeEmptyString',
]);

/** The interpolation values of one yup error, e.g. `{ max: 180 }`; undefined when there are none. */
export function messageParams(error: ValidationError): MessageParams | undefined {
  const params: MessageParams = {};
  for (const [key, value] of Object.entries(error.params ?? {})) {
    if (YUP_BOOKKEEPING.has(key)) continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') params[key] = value;
  }
  return Object.keys(params).length > 0 ? params : undefined;
}

/**
 * Turns a yup error into the envelope's violations: message = i18n key, plus the values it interpolates
 * (`params`, only when there are any). The first failing rule of each property wins.
 */
export function toViolations(error: ValidationError): Violation[] {
  const inner = error.inner.length > 0 ? error.inner : [error];
  const seen = new Set<string>();
  const violations: Violation[] = [];
  for (const e of inner) {
    const property = e.path ?? '';
    if (seen.has(property)) continue;
    seen.add(property);
    const params = messageParams(e);
    violations.push(
      params ? { property, message: String(e.message), params } : { property, message: String(e.message) },
    );
  }
  return violations;
}

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; violations: Violation[] };

/**
 * Validates and strips unknown keys; operator objects like {"$ne": null} fail type checks. `context` is yup's context
 * for rules that depend on more than the input (e.g. the stored season when an edit keeps a past draft window).
 */
export async function validateWith<T>(
  schema: AnySchema<T>,
  input: unknown,
  context?: Record<string, unknown>,
): Promise<ValidationResult<T>> {
  try {
    const value = (await schema.validate(input, {
      abortEarly: false,
      stripUnknown: true,
      strict: false,
      context,
    })) as T;
    return { ok: true, value };
  } catch (error) {
    if (error instanceof ValidationError) return { ok: false, violations: toViolations(error) };
    // yup throws TypeError when a transform meets a value of the wrong shape (e.g. trim() on an object).
    if (error instanceof TypeError) return { ok: false, violations: [{ property: '', message: 'errors:invalidData' }] };
    throw error;
  }
}

/** Translates a message key with its values, e.g. i18next's `t` or the services' `translate`. */
export type Translate = (key: string, params?: MessageParams) => string;

/** Form errors shaped like the values: `images[0].title` lands at `errors.images[0].title`, where Formik looks. */
export interface FormErrors {
  [field: string]: string | FormErrors | Array<FormErrors | undefined>;
}

function setPath(errors: FormErrors, property: string, message: string): void {
  const parts = property.split(/[.[\]]+/).filter(Boolean);
  if (parts.length <= 1) {
    errors[property] = message;
    return;
  }
  let node: Record<string, unknown> = errors;
  parts.forEach((part, index) => {
    if (index === parts.length - 1) {
      node[part] ??= message;
      return;
    }
    const next = node[part];
    if (typeof next !== 'object' || next === null) node[part] = /^\d+$/.test(parts[index + 1] ?? '') ? [] : {};
    node = node[part] as Record<string, unknown>;
  });
}

/**
 * A Formik `validate` function over a contract schema whose messages come out translated with their values filled
 * in ("Must be shorter than 180 characters"). Use it instead of `validationSchema` for schemas with such messages:
 * Formik's own yup adapter keeps only the key and loses `{{max}}`. The result maps each field to one message.
 */
export function formValidator<T>(
  schema: AnySchema<T>,
  translate: Translate,
  context?: Record<string, unknown>,
): (values: unknown) => Promise<FormErrors> {
  return async (values) => {
    const result = await validateWith(schema, values, context);
    if (result.ok) return {};
    const errors: FormErrors = {};
    for (const v of result.violations) setPath(errors, v.property, translate(v.message, v.params));
    return errors;
  };
}

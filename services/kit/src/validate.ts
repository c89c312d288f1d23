import type { RequestHandler } from 'express';
import type { AnySchema, InferType } from 'yup';
import { contextSlot } from './request';
import { validateWith } from '@hfl/contracts';
import { InputError } from './errors';

type Source = 'body' | 'params' | 'query';

/** What a `validate` middleware checks; the safety net reads it to aim hostile values at the schema's own fields. */
export interface ValidatedPart {
  schema: AnySchema;
  source: Source;
}

const VALIDATED_PART = Symbol('validatedPart');

/** The request part and schema behind a middleware made by `validate`, if it is one. */
export function validatedPartOf(handler: unknown): ValidatedPart | undefined {
  return (handler as { [VALIDATED_PART]?: ValidatedPart } | null)?.[VALIDATED_PART];
}

/** A `validate` middleware that also hands the handler the value it checked, typed by its schema. */
export type Validator<S extends AnySchema> = RequestHandler & {
  /** The cast, stripped value of the request part this middleware validated. */
  valueOf(res: Parameters<RequestHandler>[1]): InferType<S>;
};

/**
 * Validates a request part with the shared contract schema; the handler reads the cast, stripped value with
 * `valueOf(res)` (a body is also replaced by it). The same schema drives the Formik form, so messages are identical
 * on both sides. `message` replaces the envelope's general "Invalid data provided" where one specific message says
 * it better (e.g. an invalid link).
 */
export function validate<S extends AnySchema>(
  schema: S,
  source: Source = 'body',
  message?: string,
  /** yup context from the request (e.g. what a loader earlier in the chain put in a context slot). */
  context?: (req: Parameters<RequestHandler>[0], res: Parameters<RequestHandler>[1]) => Record<string, unknown>,
): Validator<S> {
  const checked = contextSlot<InferType<S>>(`validated ${source}`);
  const middleware: RequestHandler = async (req, res, next) => {
    const result = await validateWith(schema, req[source] ?? {}, context?.(req, res));
    if (!result.ok) return next(new InputError(result.violations, message));
    if (source === 'body') req.body = result.value;
    checked.set(res, result.value as InferType<S>);
    next();
  };
  return Object.assign(middleware, { [VALIDATED_PART]: { schema, source }, valueOf: checked.get });
}

import { useMemo, type ReactNode } from 'react';
import { Form, Formik, type FormikErrors, type FormikHelpers, type FormikProps, type FormikValues } from 'formik';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { AnySchema } from 'yup';
import { formValidator } from '@hfl/contracts';
import { Button, sendApiRequest, type ApiRequest, type ButtonVariant } from '@hfl/shared-ui/core';
import { FormError } from './form-error';
import { useSubmitFailure } from './submit-failure';

/** The row of a form's submit and Cancel buttons (and whatever else the form offers there). */
export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(2)};
`;

export interface ApiFormProps<V extends FormikValues, R> {
  /** Every value is a field: a violation of anything else (a link's token) shows at the form's top. */
  initialValues: V;
  /** The form's schema, checked by formValidator; its messages are keys of `namespace`. */
  schema?: AnySchema;
  /** The i18n namespace of the schema's messages (default: the page's default namespace). */
  namespace?: string;
  /** A validation of its own (rules that need the clock or other values), instead of `schema`. */
  validate?: (values: V) => FormikErrors<V> | Promise<FormikErrors<V>>;
  /** Formik's own yup adapter (the login form), instead of `schema`. */
  validationSchema?: AnySchema;
  /** Start again from new initial values (a page whose stored values were reloaded). */
  enableReinitialize?: boolean;
  /** The one API call of the submit; a failure shows on the form or as the error toast, and onSent is not called. */
  request: (values: V) => ApiRequest | Promise<ApiRequest>;
  /** What follows a successful call, given its answer (a toast, another page, closing a modal). */
  onSent?: (result: R, values: V, helpers: FormikHelpers<V>) => unknown;
  /** A failure the form explains itself (login's 401): answer true when handled, else the usual report follows. */
  onFailure?: (error: unknown, helpers: FormikHelpers<V>, values: V) => boolean;
  /** With a label, the form ends with the actions row: submit (off while sending), then Cancel and `extraAction`. */
  submitLabel?: string;
  submitVariant?: ButtonVariant;
  /** Where Cancel leads (a link)… */
  cancelTo?: string;
  /** …or what Cancel does (a modal's close). Without either there is no Cancel button. */
  onCancel?: () => void;
  /** What else the actions row offers after the buttons (e.g. a link). */
  extraAction?: ReactNode;
  /** The form's accessible name (a form among others on its page). */
  label?: string;
  /** For styled(ApiForm): the `<form>`'s own layout. */
  className?: string;
  /** What the form says before its general error (a question, a warning). */
  intro?: ReactNode;
  /** The fields, between the general error and the actions row; a function of the form's state for forms that need it. */
  children: ReactNode | ((form: FormikProps<V>) => ReactNode);
}

/**
 * THE form of every remote: Formik around a `<form noValidate>`, the general error at the top (FormError), the
 * fields, the actions row, and one way of submitting: `request` describes the API call, then `onSent`; a failure puts the
 * server's violations on the fields (or at the top) or shows the error toast (useSubmitFailure).
 */
export function ApiForm<V extends FormikValues, R = unknown>({
  initialValues,
  schema,
  namespace,
  validate,
  validationSchema,
  enableReinitialize,
  request,
  onSent,
  onFailure,
  submitLabel,
  submitVariant = 'primary',
  cancelTo,
  onCancel,
  extraAction,
  intro,
  label,
  className,
  children,
}: ApiFormProps<V, R>) {
  const { t } = useTranslation(namespace);
  const report = useSubmitFailure();
  // formValidator, not validationSchema: Formik's yup adapter would drop the {{max}} and {{length}} of messages.
  const validator = useMemo(() => validate ?? (schema ? formValidator(schema, t) : undefined), [validate, schema, t]);

  const submit = async (values: V, helpers: FormikHelpers<V>) => {
    helpers.setStatus(undefined);
    let result: R;
    try {
      result = await sendApiRequest<R>(await request(values));
    } catch (error) {
      if (!onFailure?.(error, helpers, values)) report(error, helpers, Object.keys(initialValues));
      return;
    }
    await onSent?.(result, values, helpers);
  };

  return (
    <Formik<V>
      initialValues={initialValues}
      validate={validator}
      validationSchema={validationSchema}
      enableReinitialize={enableReinitialize}
      onSubmit={submit}
    >
      {(form) => (
        <Form noValidate aria-label={label} className={className}>
          {intro}
          <FormError message={typeof form.status === 'string' ? form.status : undefined} />
          {typeof children === 'function' ? children(form) : children}
          {submitLabel !== undefined && (
            <FormActions>
              <Button type="submit" variant={submitVariant} disabled={form.isSubmitting}>
                {submitLabel}
              </Button>
              {cancelTo !== undefined && (
                <Button as={Link} to={cancelTo} variant="secondary">
                  {t('common:actions.cancel')}
                </Button>
              )}
              {onCancel && (
                <Button type="button" variant="secondary" onClick={onCancel}>
                  {t('common:actions.cancel')}
                </Button>
              )}
              {extraAction}
            </FormActions>
          )}
        </Form>
      )}
    </Formik>
  );
}

import { useMemo, type ReactNode } from 'react';
import { Form, Formik, type FormikHelpers, type FormikValues } from 'formik';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { Link } from 'react-router';
import type { AnySchema } from 'yup';
import { formValidator } from '@hfl/contracts';
import { Button } from '@hfl/shared-ui';
import { FormError } from '@hfl/shared-ui/forms';
import { Actions } from './account-layout';
import { reportSubmitFailure } from './submit-failure';

export interface AccountFormProps<V extends FormikValues, R> {
  /** Every value is a field: a violation of anything else (a link's token) shows at the form's top. */
  initialValues: V;
  /** The form's schema, whose messages are keys of the player namespace. */
  schema: AnySchema;
  /** Sends the values; a failure shows on the form or as a toast, and then onSent is not called. */
  send: (values: V) => Promise<R>;
  /** What follows a successful send (a toast, another page). */
  onSent?: (result: R) => void;
  submitLabel: string;
  /** Where Cancel leads; without it there is no Cancel button. */
  cancelTo?: string;
  /** What else the actions row offers after the buttons (e.g. a link). */
  extraAction?: ReactNode;
  /** The fields, between the general error and the actions row. */
  children: ReactNode;
}

/**
 * The shell of every account form: the general error at the top, the fields, the submit (and Cancel) row, and one
 * way of handling a submit (spec section 8, see reportSubmitFailure).
 */
export function AccountForm<V extends FormikValues, R>({
  initialValues,
  schema,
  send,
  onSent,
  submitLabel,
  cancelTo,
  extraAction,
  children,
}: AccountFormProps<V, R>) {
  const { t } = useTranslation('player');
  const dispatch = useDispatch();
  // formValidator, not validationSchema: Formik's yup adapter would drop the {{max}} and {{length}} of messages.
  const validate = useMemo(() => formValidator(schema, t), [schema, t]);

  const submit = async (values: V, helpers: FormikHelpers<V>) => {
    helpers.setStatus(undefined);
    let result: R;
    try {
      result = await send(values);
    } catch (error) {
      const fields = Object.keys(initialValues) as Array<keyof V & string>;
      reportSubmitFailure(error, { helpers, fields, dispatch, t });
      return;
    }
    onSent?.(result);
  };

  return (
    <Formik initialValues={initialValues} validate={validate} onSubmit={submit}>
      {({ isSubmitting, status }) => (
        <Form noValidate>
          <FormError message={typeof status === 'string' ? status : undefined} />
          {children}
          <Actions>
            <Button type="submit" variant="primary" disabled={isSubmitting}>
              {submitLabel}
            </Button>
            {cancelTo && (
              <Button as={Link} to={cancelTo} variant="secondary">
                {t('common:actions.cancel')}
              </Button>
            )}
            {extraAction}
          </Actions>
        </Form>
      )}
    </Formik>
  );
}

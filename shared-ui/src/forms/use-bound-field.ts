import { useId } from 'react';
import { useField } from 'formik';

/**
 * What every Formik-bound field needs: the field's props, an id for its label, and its error (shown once touched)
 * tied to the control with aria-invalid / aria-describedby. `validate` adds a rule the form's schema cannot state
 * (a file input's value is no schema field); it returns an i18n key or nothing.
 */
export function useBoundField<V = string>(name: string, validate?: (value: V) => string | undefined) {
  const [field, meta, helpers] = useField<V>({ name, validate });
  const id = useId();
  const errorId = `${id}-error`;
  const error = meta.touched && meta.error ? meta.error : undefined;
  const describedBy = {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  } as const;
  return { field, helpers, id, errorId, error, describedBy };
}

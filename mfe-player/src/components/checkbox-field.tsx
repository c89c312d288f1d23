import { useField } from 'formik';
import { CheckboxRow } from './field-styles';

export interface CheckboxFieldProps {
  name: string;
  /** Already translated. */
  label: string;
  /** Shown but not choosable (the choice means nothing in the form's current state). */
  disabled?: boolean;
}

/** A Formik-bound yes/no choice (a boolean value). Any answer is valid, so it has no error to show. */
export function CheckboxField({ name, label, disabled }: CheckboxFieldProps) {
  const [field, , helpers] = useField<boolean>(name);
  return (
    <CheckboxRow>
      <label>
        <input
          type="checkbox"
          name={name}
          checked={field.value === true}
          disabled={disabled}
          onChange={(event) => helpers.setValue(event.target.checked)}
          onBlur={field.onBlur}
        />
        {label}
      </label>
    </CheckboxRow>
  );
}

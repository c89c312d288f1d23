import { useId } from 'react';
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { Choices, ErrorText, FieldSet } from './field-styles';

export interface RadioOption {
  value: string;
  /** Already translated. */
  label: string;
}

export interface RadioGroupFieldProps {
  name: string;
  /** Already translated; names the group (a fieldset's legend). */
  legend: string;
  options: RadioOption[];
}

/** A Formik-bound radio group; its error shows once the group was touched and is tied to every choice. */
export function RadioGroupField({ name, legend, options }: RadioGroupFieldProps) {
  const { t } = useTranslation();
  const [field, meta, helpers] = useField<string>(name);
  const errorId = `${useId()}-error`;
  const error = meta.touched && meta.error ? meta.error : undefined;
  return (
    <FieldSet>
      <legend>{legend}</legend>
      <Choices>
        {options.map((option) => (
          <label key={option.value}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={field.value === option.value}
              onChange={() => helpers.setValue(option.value)}
              onBlur={() => helpers.setTouched(true)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
            {option.label}
          </label>
        ))}
      </Choices>
      {error ? <ErrorText id={errorId}>{t(error, { defaultValue: error })}</ErrorText> : null}
    </FieldSet>
  );
}

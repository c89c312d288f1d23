import { useId } from 'react';
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { FieldErrorText, FieldWrapper } from './field-styles';

export interface SelectOption {
  value: string;
  /** Shown as given (already translated or not language-specific, like a timezone). */
  label: string;
}

export interface SelectFieldProps {
  name: string;
  /** Shown text, or an i18n key. */
  label: string;
  options: SelectOption[];
  /** Text or i18n key of the empty first option. */
  placeholder?: string;
}

export function SelectField({ name, label, options, placeholder }: SelectFieldProps) {
  const { t } = useTranslation();
  const [field, meta] = useField<string>(name);
  const id = useId();
  const errorId = `${id}-error`;
  const error = meta.touched && meta.error ? meta.error : undefined;
  return (
    <FieldWrapper>
      <label htmlFor={id}>{t(label, { defaultValue: label })}</label>
      <select
        {...field}
        value={field.value ?? ''}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        {placeholder !== undefined ? <option value="">{t(placeholder, { defaultValue: placeholder })}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? <FieldErrorText id={errorId}>{t(error, { defaultValue: error })}</FieldErrorText> : null}
    </FieldWrapper>
  );
}

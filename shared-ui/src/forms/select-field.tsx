import { useBoundField } from './use-bound-field';
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
  const { field, id, errorId, error, describedBy } = useBoundField(name);
  return (
    <FieldWrapper>
      <label htmlFor={id}>{t(label, { defaultValue: label })}</label>
      <select {...field} value={field.value ?? ''} id={id} {...describedBy}>
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

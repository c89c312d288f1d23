import { useBoundField } from '@hfl/shared-ui/forms';
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
  const { field, helpers, errorId, error, describedBy } = useBoundField(name);
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
              {...describedBy}
            />
            {option.label}
          </label>
        ))}
      </Choices>
      {error ? <ErrorText id={errorId}>{t(error, { defaultValue: error })}</ErrorText> : null}
    </FieldSet>
  );
}

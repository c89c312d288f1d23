import { useBoundField } from './use-bound-field';
import { useTranslation } from 'react-i18next';
import { FieldErrorText, FieldWrapper } from './field-styles';

export interface TextFieldProps {
  name: string;
  /** Shown text, or an i18n key (translated when it is one). */
  label: string;
  type?: string;
  autoComplete?: string;
}

/** A Formik-bound input; its error (an i18n key or a server's translated text) shows once the field was touched. */
export function TextField({ name, label, type = 'text', autoComplete }: TextFieldProps) {
  const { t } = useTranslation();
  const { field, id, errorId, error, describedBy } = useBoundField(name);
  return (
    <FieldWrapper>
      <label htmlFor={id}>{t(label, { defaultValue: label })}</label>
      <input
        {...field}
        value={field.value ?? ''}
        id={id}
        type={type}
        autoComplete={autoComplete}
        {...describedBy}
      />
      {error ? <FieldErrorText id={errorId}>{t(error, { defaultValue: error })}</FieldErrorText> : null}
    </FieldWrapper>
  );
}

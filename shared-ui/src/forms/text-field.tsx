import { useBoundField } from './use-bound-field';
import { useTranslation } from 'react-i18next';
import { FieldErrorText, FieldWrapper } from './field-styles';

export interface TextFieldProps {
  name: string;
  /** Shown text, or an i18n key (translated when it is one). */
  label: string;
  type?: string;
  autoComplete?: string;
  /** A textarea of this many rows instead of a one-line input (e.g. a description). */
  rows?: number;
  /** Shown but not typed into (a value the page chose, e.g. the invited address); the form still sends it. */
  readOnly?: boolean;
}

/** A Formik-bound input (or textarea); its error (an i18n key or a server's translated text) shows once the field was touched. */
export function TextField({ name, label, type = 'text', autoComplete, rows, readOnly }: TextFieldProps) {
  const { t } = useTranslation();
  const { field, id, errorId, error, describedBy } = useBoundField(name);
  const control = { ...field, value: field.value ?? '', id, autoComplete, readOnly, ...describedBy };
  return (
    <FieldWrapper>
      <label htmlFor={id}>{t(label, { defaultValue: label })}</label>
      {rows ? <textarea {...control} rows={rows} /> : <input {...control} type={type} />}
      {error ? <FieldErrorText id={errorId}>{t(error, { defaultValue: error })}</FieldErrorText> : null}
    </FieldWrapper>
  );
}

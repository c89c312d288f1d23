import { useTranslation } from 'react-i18next';
import { TIME_STEP_MINUTES, fromZonedInput, toZonedInput } from '@hfl/contracts';
import { FieldErrorText, FieldWrapper } from './field-styles';
import { useBoundField } from './use-bound-field';

export interface DraftTimeFieldProps {
  /** The Formik field holding the UTC 'YYYY-MM-DD HH:mm:ss' value. */
  name: string;
  label: string;
  /** The user's timezone (the owner's, or the team's): the input shows and reads wall-clock times there. */
  timezone: string;
  /** The earliest and latest instants the browser's calendar offers, UTC 'YYYY-MM-DD HH:mm:ss' like the value. */
  min?: string;
  max?: string;
}

/**
 * A draft instant (the owner's draft window, a league's draft dates) picked in 15-minute steps on the user's wall
 * clock, kept in the form as UTC so the schema checks exactly what the service will receive.
 */
export function DraftTimeField({ name, label, timezone, min, max }: DraftTimeFieldProps) {
  const { t } = useTranslation();
  const { field, helpers, id, errorId, error, describedBy } = useBoundField(name);
  return (
    <FieldWrapper>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="datetime-local"
        step={TIME_STEP_MINUTES * 60}
        min={min ? toZonedInput(min, timezone) : undefined}
        max={max ? toZonedInput(max, timezone) : undefined}
        value={toZonedInput(field.value, timezone)}
        onChange={(event) => void helpers.setValue(fromZonedInput(event.target.value, timezone))}
        onBlur={field.onBlur}
        {...describedBy}
      />
      {error ? <FieldErrorText id={errorId}>{t(error, { defaultValue: error })}</FieldErrorText> : null}
    </FieldWrapper>
  );
}

import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { TIME_STEP_MINUTES } from '@hfl/contracts';
import { FieldErrorText, fieldControl, useBoundField } from '@hfl/shared-ui/forms';
import { fromZonedInput, toZonedInput } from './draft-time';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-bottom: 16px;
  label { font-weight: 600; }
  input { ${fieldControl} }
`;

export interface DraftTimeFieldProps {
  /** The Formik field holding the UTC 'YYYY-MM-DD HH:mm:ss' value. */
  name: string;
  label: string;
  /** The owner's timezone: the input shows and reads wall-clock times there. */
  timezone: string;
}

/**
 * A draft window instant picked in 15-minute steps on the owner's wall clock, kept in the form as UTC so the
 * season schema checks exactly what the service will receive.
 */
export function DraftTimeField({ name, label, timezone }: DraftTimeFieldProps) {
  const { t } = useTranslation();
  const { field, helpers, id, errorId, error, describedBy } = useBoundField(name);
  return (
    <Wrapper>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="datetime-local"
        step={TIME_STEP_MINUTES * 60}
        value={toZonedInput(field.value, timezone)}
        onChange={(event) => void helpers.setValue(fromZonedInput(event.target.value, timezone))}
        onBlur={field.onBlur}
        {...describedBy}
      />
      {error ? <FieldErrorText id={errorId}>{t(error, { defaultValue: error })}</FieldErrorText> : null}
    </Wrapper>
  );
}

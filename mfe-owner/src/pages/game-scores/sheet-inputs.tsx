import type { ClipboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { MAX_GAME_SCORE } from '@hfl/contracts';
import { FieldErrorText, fieldControl, useBoundField } from '@hfl/shared-ui/forms';
import type { EnteredValue } from './sheet-values';

const Cell = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  input {
    ${fieldControl};
    width: 6.5em;
  }
`;

const ScoreBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  label {
    font-weight: 600;
  }
  input {
    ${fieldControl};
    width: 5em;
  }
`;

/**
 * A statistic typed in a table cell; named by `label` (the player and the statistic) rather than a visible label.
 * `onPaste` takes a block of cells pasted into it (the grid fills them).
 */
export function StatInput({
  name,
  label,
  onPaste,
}: {
  name: string;
  label: string;
  onPaste?: (event: ClipboardEvent<HTMLInputElement>) => void;
}) {
  const { t } = useTranslation();
  const { field, id, errorId, error, describedBy } = useBoundField<EnteredValue>(name);
  return (
    <Cell>
      <input
        {...field}
        value={field.value ?? ''}
        id={id}
        type="number"
        step={1}
        aria-label={label}
        onPaste={onPaste}
        {...describedBy}
      />
      {error ? <FieldErrorText id={errorId}>{t(error, { defaultValue: error })}</FieldErrorText> : null}
    </Cell>
  );
}

/** A team's score: digits only, at most 3 characters (spec section 9). */
export function ScoreInput({ name, label }: { name: string; label: string }) {
  const { t } = useTranslation();
  const { field, id, errorId, error, describedBy } = useBoundField<EnteredValue>(name);
  return (
    <ScoreBox>
      <label htmlFor={id}>{label}</label>
      <input
        {...field}
        value={field.value ?? ''}
        id={id}
        inputMode="numeric"
        maxLength={String(MAX_GAME_SCORE).length}
        {...describedBy}
      />
      {error ? <FieldErrorText id={errorId}>{t(error, { defaultValue: error })}</FieldErrorText> : null}
    </ScoreBox>
  );
}

import { Suspense, lazy, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../visually-hidden';
import { FieldErrorText, FieldWrapper } from './field-styles';
import { useBoundField } from './use-bound-field';
import { pickerDateOf, textOf, valueOfPicked, valueOfText } from './date-values';
import type { DatePickerLabels } from './date-picker-control';

// The calendar library downloads with the first field that needs it, never with a page without a date.
const DatePickerControl = lazy(() => import('./date-picker-control'));

export type DateTimeFieldProps = {
  /** The Formik field. */
  name: string;
  /** Shown text, or an i18n key (translated when it is one). */
  label: string;
  /** The label for screen readers only (e.g. a table cell whose column header names it). */
  hideLabel?: boolean;
  /** The earliest and latest values the calendar offers, in the field's own format. */
  min?: string;
  max?: string;
} & (
  | { mode: 'date'; timezone?: never }
  /** The user's timezone: the field shows and reads wall-clock times there, and keeps UTC in the form. */
  | { mode: 'dateTime'; timezone: string }
);

/**
 * THE date (and time) field of every form: typed as DD/MM/YYYY (and 24-hour HH:mm), or chosen in a calendar named in
 * the page's language. The form keeps its own format (see date-values.ts); the calendar library loads on demand and
 * a plain text input of the same format stands in until it has.
 */
export function DateTimeField({ name, label, hideLabel, min, max, mode, timezone = 'UTC' }: DateTimeFieldProps) {
  const { t, i18n } = useTranslation();
  const { field, helpers, id, errorId, error } = useBoundField(name);
  const hintId = `${id}-hint`;

  // The typed text is the field's own while it names no complete value; a value set from outside replaces it.
  const [text, setText] = useState(() => textOf(field.value, mode, timezone));
  const [known, setKnown] = useState<unknown>(field.value);
  if (field.value !== known) {
    setKnown(field.value);
    setText(textOf(field.value, mode, timezone));
  }
  const change = (nextText: string, value: string) => {
    setText(nextText);
    setKnown(value);
    void helpers.setValue(value);
  };
  const onType = (typed: string) => change(typed, valueOfText(typed, mode, timezone));
  const onPick = (date: Date | null) => {
    const value = date ? valueOfPicked(date, mode, timezone) : '';
    change(textOf(value, mode, timezone), value);
  };
  const onBlur = () => void helpers.setTouched(true);
  // Someone typing in the stand-in keeps the focus when the calendar's input replaces it.
  const [typingInFallback, setTypingInFallback] = useState(false);

  const labels = useMemo<DatePickerLabels>(
    () => ({
      dialog: t(mode === 'date' ? 'common:dateField.chooseDate' : 'common:dateField.chooseDateTime'),
      previousMonth: t('common:dateField.previousMonth'),
      nextMonth: t('common:dateField.nextMonth'),
      chooseDay: t('common:dateField.chooseDay'),
      notAvailable: t('common:dateField.notAvailable'),
      month: t('common:dateField.month'),
      week: t('common:dateField.week'),
      time: t('common:dateField.time'),
    }),
    [t, mode],
  );
  const input = {
    id,
    name,
    placeholder: t(mode === 'date' ? 'common:dateField.dateFormat' : 'common:dateField.dateTimeFormat'),
    autoComplete: 'off',
    'aria-describedby': error ? `${hintId} ${errorId}` : hintId,
    'aria-invalid': error ? true : undefined,
  } as const;
  const labelText = t(label, { defaultValue: label });

  return (
    <FieldWrapper>
      {hideLabel ? (
        <VisuallyHidden as="label" htmlFor={id}>
          {labelText}
        </VisuallyHidden>
      ) : (
        <label htmlFor={id}>{labelText}</label>
      )}
      <VisuallyHidden id={hintId}>
        {t(mode === 'date' ? 'common:dateField.dateHint' : 'common:dateField.dateTimeHint')}
      </VisuallyHidden>
      <Suspense
        fallback={
          <input
            {...input}
            type="text"
            value={text}
            onChange={(event) => onType(event.target.value)}
            onFocus={() => setTypingInFallback(true)}
            onBlur={() => {
              setTypingInFallback(false);
              onBlur();
            }}
          />
        }
      >
        <DatePickerControl
          mode={mode}
          input={input}
          text={text}
          selected={pickerDateOf(field.value, mode, timezone)}
          minDate={pickerDateOf(min, mode, timezone) ?? undefined}
          maxDate={pickerDateOf(max, mode, timezone) ?? undefined}
          language={i18n.language}
          labels={labels}
          onType={onType}
          onPick={onPick}
          onBlur={onBlur}
          autoFocus={typingInFallback}
        />
      </Suspense>
      {error ? <FieldErrorText id={errorId}>{t(error, { defaultValue: error })}</FieldErrorText> : null}
    </FieldWrapper>
  );
}

import { useMemo, type ChangeEvent } from 'react';
import { useBoundField } from '@hfl/shared-ui/forms';
import { useTranslation } from 'react-i18next';
import { BIRTH_YEARS, DAYS, MONTHS, displayDateOf } from '@hfl/contracts';
import { DateParts, ErrorText, FieldSet } from './field-styles';

export interface DateOfBirthFieldProps {
  /** A Formik field holding the date as DD/MM/YYYY ('' when nothing is chosen). */
  name: string;
  /** Already translated; names the group (a fieldset's legend). */
  legend: string;
}

type Part = 'day' | 'month' | 'year';

/**
 * Day (1–31), month and year (100 years back) selects composed into the form's DD/MM/YYYY value. The parts are
 * read back from that value, so the field has no state of its own: a partial choice ("5//") stays in the value
 * and the schema calls it an invalid date, while no choice at all is a missing date.
 */
export function DateOfBirthField({ name, legend }: DateOfBirthFieldProps) {
  const { t, i18n } = useTranslation('player');
  const { field, helpers, id, errorId, error, describedBy } = useBoundField(name);

  const [day = '', month = '', year = ''] = (field.value ?? '')
    .split('/')
    .map((part) => (part ? String(Number(part)) : ''));
  const parts: Record<Part, string> = { day, month, year };

  const monthNames = useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language, { month: 'long', timeZone: 'UTC' });
    return MONTHS.map((m) => format.format(Date.UTC(2000, m - 1, 1)));
  }, [i18n.language]);
  const years = useMemo(() => BIRTH_YEARS(), []);

  const choose = (part: Part) => (event: ChangeEvent<HTMLSelectElement>) => {
    const next = { ...parts, [part]: event.target.value };
    if (!next.day && !next.month && !next.year) void helpers.setValue('');
    else if (next.day && next.month && next.year) void helpers.setValue(displayDateOf(next.day, next.month, next.year));
    else void helpers.setValue(`${next.day}/${next.month}/${next.year}`);
  };

  const select = (part: Part, label: string, options: Array<{ value: number; label: string }>) => (
    <div>
      <label htmlFor={`${id}-${part}`}>{label}</label>
      <select
        id={`${id}-${part}`}
        value={parts[part]}
        onChange={choose(part)}
        onBlur={() => helpers.setTouched(true)}
        {...describedBy}
      >
        <option value="">{t('account.fields.choose')}</option>
        {options.map((option) => (
          <option key={option.value} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <FieldSet>
      <legend>{legend}</legend>
      <DateParts>
        {select(
          'day',
          t('account.fields.day'),
          DAYS.map((d) => ({ value: d, label: String(d) })),
        )}
        {select(
          'month',
          t('account.fields.month'),
          MONTHS.map((m, i) => ({ value: m, label: monthNames[i] ?? String(m) })),
        )}
        {select(
          'year',
          t('account.fields.year'),
          years.map((y) => ({ value: y, label: String(y) })),
        )}
      </DateParts>
      {error ? <ErrorText id={errorId}>{t(error, { defaultValue: error })}</ErrorText> : null}
    </FieldSet>
  );
}

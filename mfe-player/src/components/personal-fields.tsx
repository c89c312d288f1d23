import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BIRTH_YEARS, GENDERS, formatDisplayDate } from '@hfl/contracts';
import { DateTimeField, TextField } from '@hfl/shared-ui/forms';
import { nameOrder } from './name-order';
import { RadioGroupField } from './radio-group-field';

/** The calendar's range for a date of birth: today back to 1 January a hundred years ago. */
function birthDateRange(today: Date) {
  const years = BIRTH_YEARS(today);
  return { min: `01/01/${years.at(-1)}`, max: formatDisplayDate(today) };
}

/** The personal data registration and profile editing share: names, gender, location, date of birth. */
export function PersonalFields() {
  const { t, i18n } = useTranslation('player');
  const [birthRange] = useState(() => birthDateRange(new Date()));
  return (
    <>
      {nameOrder(i18n.language).map((field) => (
        <TextField
          key={field}
          name={field}
          label={t(`account.fields.${field}`)}
          autoComplete={field === 'firstName' ? 'given-name' : 'family-name'}
        />
      ))}
      <RadioGroupField
        name="gender"
        legend={t('account.fields.gender')}
        options={GENDERS.map((gender) => ({ value: gender, label: t(`account.genders.${gender}`) }))}
      />
      <TextField name="location" label={t('account.fields.location')} autoComplete="address-level2" />
      <DateTimeField
        mode="date"
        name="birthDate"
        label={t('account.fields.birthDate')}
        min={birthRange.min}
        max={birthRange.max}
      />
    </>
  );
}

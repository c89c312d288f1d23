import { useTranslation } from 'react-i18next';
import { GENDERS } from '@hfl/contracts';
import { TextField } from '@hfl/shared-ui/forms';
import { DateOfBirthField } from './date-of-birth-field';
import { RadioGroupField } from './radio-group-field';

/** The personal data registration and profile editing share: names, gender, location, date of birth. */
export function PersonalFields() {
  const { t } = useTranslation('player');
  return (
    <>
      <TextField name="firstName" label={t('account.fields.firstName')} autoComplete="given-name" />
      <TextField name="lastName" label={t('account.fields.lastName')} autoComplete="family-name" />
      <RadioGroupField
        name="gender"
        legend={t('account.fields.gender')}
        options={GENDERS.map((gender) => ({ value: gender, label: t(`account.genders.${gender}`) }))}
      />
      <TextField name="location" label={t('account.fields.location')} autoComplete="address-level2" />
      <DateOfBirthField name="birthDate" legend={t('account.fields.birthDate')} />
    </>
  );
}

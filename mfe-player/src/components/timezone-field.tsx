import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TIMEZONE, isTimezone, timezoneOptions, type Timezone } from '@hfl/contracts';
import { SelectField } from '@hfl/shared-ui/forms';

/** The browser's own zone when the pickers offer it, else the league default (Europe/Budapest). */
export function defaultTimezone(): Timezone {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return isTimezone(zone) ? zone : DEFAULT_TIMEZONE;
}

/** The team's timezone, chosen from the zones every picker offers, labelled with their UTC offset. */
export function TimezoneField({ name = 'timezone' }: { name?: string }) {
  const { t } = useTranslation('player');
  const options = useMemo(() => timezoneOptions(), []);
  return (
    <SelectField
      name={name}
      label={t('teamForm.timezone')}
      options={options}
      placeholder={t('teamForm.chooseTimezone')}
    />
  );
}

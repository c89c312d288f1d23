import { useTranslation } from 'react-i18next';
import { TextField } from '@hfl/shared-ui/forms';
import { TeamLogoField, type TeamLogoValues } from './team-logo-field';
import { TimezoneField } from './timezone-field';

/** A team's fields in create-league, create-team and edit-team: the name is `teamName` there and `name` in edit. */
export type TeamFormValues<N extends 'teamName' | 'name'> = Record<N, string> & TeamLogoValues & { timezone: string };

export function TeamFields({
  nameField,
  currentLogo,
}: {
  nameField: 'teamName' | 'name';
  currentLogo?: string | null;
}) {
  const { t } = useTranslation('player');
  return (
    <>
      <TextField name={nameField} label={t('teamForm.teamName')} />
      <TimezoneField />
      <TeamLogoField currentLogo={currentLogo} />
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { LEAGUE_SIZES, type LeagueDetails } from '@hfl/contracts';
import { SelectField, SlidesField, TextField, type SlideValue } from '@hfl/shared-ui/forms';

/** A league's own fields in a form; the number of teams is the select's text until sent. */
export interface LeagueFormValues {
  name: string;
  nbMaxTeams: string;
  description: string;
  images: SlideValue[];
}

export const EMPTY_LEAGUE_FORM: LeagueFormValues = { name: '', nbMaxTeams: '', description: '', images: [] };

/** A stored league as the edit form starts: its slides kept by id, their pictures previewed. */
export function leagueFormValues(league: LeagueDetails): LeagueFormValues {
  return {
    name: league.name,
    nbMaxTeams: String(league.nbMaxTeams),
    description: league.description,
    images: league.slides.map((slide) => ({ id: slide.id, title: slide.title, image: slide.image, file: null })),
  };
}

const SIZE_OPTIONS = LEAGUE_SIZES.map((size) => ({ value: String(size), label: String(size) }));

/** Name, number of teams (4–16), description and image slides: creating and editing a league. */
export function LeagueFields() {
  const { t } = useTranslation('player');
  return (
    <>
      <TextField name="name" label={t('leagueForm.name')} />
      <SelectField name="nbMaxTeams" label={t('leagueForm.nbMaxTeams')} options={SIZE_OPTIONS} placeholder={t('leagueForm.chooseSize')} />
      <TextField name="description" label={t('leagueForm.description')} rows={5} />
      <SlidesField />
    </>
  );
}

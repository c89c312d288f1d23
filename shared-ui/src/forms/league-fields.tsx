import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LEAGUE_SIZES, type LeagueDetails } from '@hfl/contracts';
import { SelectField } from './select-field';
import { SlidesField, type SlideValue } from './slides-field';
import { TextField } from './text-field';

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

/**
 * Name, number of teams (4–16), description and image slides: a player creating or editing a league, the owner
 * creating one. Send the values with `toMultipart`.
 */
export function LeagueFields() {
  const { t } = useTranslation();
  const sizes = useMemo(
    () => LEAGUE_SIZES.map((size) => ({ value: String(size), label: t('common:forms.league.teams', { count: size }) })),
    [t],
  );
  return (
    <>
      <TextField name="name" label={t('common:forms.league.name')} />
      <SelectField
        name="nbMaxTeams"
        label={t('common:forms.league.nbMaxTeams')}
        options={sizes}
        placeholder={t('common:forms.league.chooseSize')}
      />
      <TextField name="description" label={t('common:forms.league.description')} rows={5} />
      <SlidesField />
    </>
  );
}

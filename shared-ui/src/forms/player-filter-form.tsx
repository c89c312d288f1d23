import { useMemo } from 'react';
import { Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { POSITIONS, formValidator, playerListQuerySchema, type RealTeam } from '@hfl/contracts';
import { Button } from '../button';
import { NO_PLAYER_FILTERS, type PlayerFilters } from '../player-filters';
import { SearchRow } from './search-row';
import { SelectField } from './select-field';
import { TextField } from './text-field';

/** The list query's own rules for these fields (the text's length), so the form refuses what the service would. */
const filtersSchema = playerListQuerySchema.pick(['team', 'position', 'term']);

/**
 * Team and Position filters and the name search of a players list (the player's /players and the owner's player
 * statistics): Search applies them together, Reset clears them all.
 */
export function PlayerFilterForm({
  filters,
  teams,
  onApply,
}: {
  filters: PlayerFilters;
  /** The real teams to filter by (only their id and name are shown). */
  teams: ReadonlyArray<Pick<RealTeam, 'id' | 'name'>>;
  onApply: (filters: PlayerFilters) => void;
}) {
  const { t } = useTranslation();
  const validate = useMemo(() => formValidator(filtersSchema, t), [t]);
  return (
    <Formik<PlayerFilters>
      initialValues={filters}
      enableReinitialize
      validate={validate}
      onSubmit={(values) => onApply({ ...values, term: values.term.trim() })}
    >
      {({ resetForm }) => (
        <SearchRow role="search" aria-label={t('common:playerFilters.label')} noValidate>
          <SelectField
            name="team"
            label={t('common:playerFilters.team')}
            placeholder={t('common:playerFilters.allTeams')}
            options={teams.map((team) => ({ value: team.id, label: team.name }))}
          />
          <SelectField
            name="position"
            label={t('common:playerFilters.position')}
            placeholder={t('common:playerFilters.allPositions')}
            options={POSITIONS.map((position) => ({ value: position, label: position }))}
          />
          <TextField name="term" label={t('common:playerFilters.term')} type="search" />
          <Button type="submit">{t('common:forms.search.submit')}</Button>
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              resetForm({ values: NO_PLAYER_FILTERS });
              onApply(NO_PLAYER_FILTERS);
            }}
          >
            {t('common:forms.search.reset')}
          </Button>
        </SearchRow>
      )}
    </Formik>
  );
}

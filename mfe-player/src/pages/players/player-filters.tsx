import { useMemo } from 'react';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { POSITIONS, formValidator, playerListQuerySchema, type Position, type RealTeam } from '@hfl/contracts';
import { Button } from '@hfl/shared-ui';
import { SelectField, TextField } from '@hfl/shared-ui/forms';

export interface PlayerFilters {
  /** A real team's id; '' = every team. */
  team: string;
  position: Position | '';
  term: string;
}

export const NO_FILTERS: PlayerFilters = { team: '', position: '', term: '' };

/** The list query's own rules for these fields (the text's length), so the form refuses what the service would. */
const filtersSchema = playerListQuerySchema.pick(['team', 'position', 'term']);

const FilterRow = styled(Form)`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  > div { flex: 1 1 180px; }
  button { margin-bottom: 16px; }
`;

/** Team and Position filters and the name search; Search applies them together, Reset clears them all. */
export function PlayerFilterForm({
  filters,
  teams,
  onApply,
}: {
  filters: PlayerFilters;
  teams: RealTeam[];
  onApply: (filters: PlayerFilters) => void;
}) {
  const { t } = useTranslation('player');
  const validate = useMemo(() => formValidator(filtersSchema, t), [t]);
  const teamOptions = teams.map((team) => ({ value: team.id, label: team.name }));
  const positionOptions = POSITIONS.map((position) => ({ value: position, label: position }));

  return (
    <Formik<PlayerFilters>
      initialValues={filters}
      enableReinitialize
      validate={validate}
      onSubmit={(values) => onApply({ ...values, term: values.term.trim() })}
    >
      {({ resetForm }) => (
        <FilterRow role="search" aria-label={t('players.filters.label')} noValidate>
          <SelectField name="team" label={t('players.filters.team')} options={teamOptions} placeholder={t('players.filters.allTeams')} />
          <SelectField
            name="position"
            label={t('players.filters.position')}
            options={positionOptions}
            placeholder={t('players.filters.allPositions')}
          />
          <TextField name="term" label={t('players.filters.term')} type="search" />
          <Button type="submit">{t('common:forms.search.submit')}</Button>
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              resetForm({ values: NO_FILTERS });
              onApply(NO_FILTERS);
            }}
          >
            {t('common:forms.search.reset')}
          </Button>
        </FilterRow>
      )}
    </Formik>
  );
}

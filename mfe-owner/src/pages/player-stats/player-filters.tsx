import { useMemo } from 'react';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { POSITIONS, formValidator, playerListQuerySchema, type Position, type RealTeam } from '@hfl/contracts';
import { Button } from '@hfl/shared-ui';
import { SelectField, TextField } from '@hfl/shared-ui/forms';

/** The list's filters as the service takes them ('' = any). */
export interface PlayerFilters {
  team: string;
  position: Position | '';
  term: string;
}

export const NO_FILTERS: PlayerFilters = { team: '', position: '', term: '' };

const filterSchema = playerListQuerySchema.pick(['team', 'position', 'term']);

const FilterRow = styled(Form)`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  > div { flex: 1 1 180px; }
  button { margin-bottom: 16px; }
`;

/** Team, position and a part of the name, applied on Search; Reset clears them (the service's own rules check them). */
export function PlayerFilterForm({
  filters,
  teams,
  onApply,
}: {
  filters: PlayerFilters;
  teams: RealTeam[];
  onApply: (filters: PlayerFilters) => void;
}) {
  const { t } = useTranslation('owner');
  const validate = useMemo(() => formValidator(filterSchema, t), [t]);
  return (
    <Formik<PlayerFilters>
      initialValues={filters}
      enableReinitialize
      validate={validate}
      onSubmit={(values) => onApply({ ...values, term: values.term.trim() })}
    >
      {({ resetForm }) => (
        <FilterRow role="search" aria-label={t('playerStats.filters.label')} noValidate>
          <SelectField
            name="team"
            label={t('playerStats.filters.team')}
            placeholder={t('playerStats.filters.allTeams')}
            options={teams.map((team) => ({ value: team.id, label: team.name }))}
          />
          <SelectField
            name="position"
            label={t('playerStats.filters.position')}
            placeholder={t('playerStats.filters.allPositions')}
            options={POSITIONS.map((position) => ({ value: position, label: position }))}
          />
          <TextField name="term" label={t('playerStats.filters.term')} type="search" />
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

import { useMemo } from 'react';
import { Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { LEAGUE_SIZES, formValidator, leaderboardQuerySchema } from '@hfl/contracts';
import { Button } from '../button';
import { SearchRow } from '../forms/search-row';
import { SelectField } from '../forms/select-field';
import { TextField } from '../forms/text-field';
import { leagueSizeOf, NO_LEADERBOARD_FILTERS, type LeaderboardFilters } from './leaderboard-filter-values';

/** The form's values: a select holds text ('' = any size). */
interface FilterValues {
  nbTeams: string;
  term: string;
}

/** The query's own rules for these fields (the term's length), so the form refuses what the service would. */
const filtersSchema = leaderboardQuerySchema.pick(['nbTeams', 'term']);

/**
 * The Teams filter (the league's size: any, 4 to 16) and the text search over user, team and league names: Search
 * applies both, Reset clears them and searches again.
 */
export function LeaderboardFilterForm({
  filters,
  onApply,
}: {
  filters: LeaderboardFilters;
  onApply: (filters: LeaderboardFilters) => void;
}) {
  const { t } = useTranslation();
  const validate = useMemo(() => formValidator(filtersSchema, t), [t]);
  const initialValues: FilterValues = {
    nbTeams: filters.nbTeams === null ? '' : String(filters.nbTeams),
    term: filters.term,
  };
  return (
    <Formik<FilterValues>
      initialValues={initialValues}
      enableReinitialize
      validate={validate}
      onSubmit={(values) => onApply({ nbTeams: leagueSizeOf(values.nbTeams), term: values.term.trim() })}
    >
      {({ resetForm }) => (
        <SearchRow role="search" aria-label={t('common:leaderboard.filtersLabel')} noValidate>
          <SelectField
            name="nbTeams"
            label={t('common:leaderboard.nbTeams')}
            placeholder={t('common:leaderboard.anySize')}
            options={LEAGUE_SIZES.map((size) => ({
              value: String(size),
              label: t('common:leaderboard.size', { size }),
            }))}
          />
          <TextField name="term" label={t('common:leaderboard.term')} type="search" />
          <Button type="submit">{t('common:forms.search.submit')}</Button>
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              resetForm({ values: { nbTeams: '', term: '' } });
              onApply(NO_LEADERBOARD_FILTERS);
            }}
          >
            {t('common:forms.search.reset')}
          </Button>
        </SearchRow>
      )}
    </Formik>
  );
}

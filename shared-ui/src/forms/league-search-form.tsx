import { useMemo } from 'react';
import { Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { formValidator, leagueSearchQuerySchema, type LeagueSearchQuery } from '@hfl/contracts';
import { Button } from '../button';
import { SearchRow } from './search-row';
import { TextField } from './text-field';

export interface LeagueSearchFormProps {
  /** The term searched for (the pages keep it in the URL); the field follows it. */
  term: string;
  label: string;
  /** The trimmed term on Search; '' on Reset. */
  onSearch: (term: string) => void;
}

/** A leagues list's search (the player's and the owner's): a term checked by the service's rules, Search and Reset. */
export function LeagueSearchForm({ term, label, onSearch }: LeagueSearchFormProps) {
  const { t } = useTranslation();
  const validate = useMemo(() => formValidator(leagueSearchQuerySchema, t), [t]);
  return (
    <Formik<LeagueSearchQuery>
      initialValues={{ term }}
      enableReinitialize
      validate={validate}
      onSubmit={(values) => onSearch(values.term.trim())}
    >
      {({ resetForm }) => (
        <SearchRow role="search" $fieldWidth="240px" noValidate>
          <TextField name="term" label={label} type="search" />
          <Button type="submit">{t('common:forms.search.submit')}</Button>
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              resetForm({ values: { term: '' } });
              onSearch('');
            }}
          >
            {t('common:forms.search.reset')}
          </Button>
        </SearchRow>
      )}
    </Formik>
  );
}

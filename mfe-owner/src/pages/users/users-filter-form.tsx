import { Field, Form as FormikForm, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  DRAFT_LENGTH_RANGES,
  OWNER_USERS_TERM_MAX_LENGTH,
  LEAGUE_FILL_STATUSES,
  LEAGUE_SIZE_GRADES,
  NEWSLETTER_FILTERS,
  OWNER_MEMBER_TYPES,
  USER_DRAFT_STATUSES,
  type OwnerUsersFilter,
} from '@hfl/contracts';
import { Button } from '@hfl/shared-ui';
import { Actions } from '../../components/page-styles';

const Form = styled(FormikForm)`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  fieldset {
    border: 1px solid ${({ theme }) => theme.colors.border};
    padding: ${({ theme }) => theme.space(2)};
  }
  label {
    display: block;
  }
`;

const TermLabel = styled.label`
  flex: 1 1 100%;
  input {
    display: block;
    width: min(100%, 24rem);
    margin-top: ${({ theme }) => theme.space(1)};
    padding: ${({ theme }) => theme.space(2)};
    font: inherit;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 4px;
  }
`;

export const NO_USER_FILTER: OwnerUsersFilter = {
  term: '',
  memberType: [],
  nbLeagues: [],
  leagueFillStatus: [],
  leagueSizeGrade: [],
  draftStatus: [],
  draftLength: [],
  newsletter: '',
};

/** A multi choice as a group of checkboxes. */
function CheckboxGroup<T extends string | number>({
  legend,
  options,
  chosen,
  label,
  onChange,
}: {
  legend: string;
  options: readonly T[];
  chosen: readonly T[];
  label: (option: T) => string;
  onChange: (next: T[]) => void;
}) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option}>
          <input
            type="checkbox"
            checked={chosen.includes(option)}
            onChange={(event) =>
              onChange(
                event.target.checked
                  ? options.filter((o) => o === option || chosen.includes(o))
                  : chosen.filter((o) => o !== option),
              )
            }
          />{' '}
          {label(option)}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * The users filter (owner-back-office.md section 3 "User filter"): a part of the name or e-mail (accents and case
 * ignored), each multi choice a group of checkboxes, the newsletter any/yes/no; Search applies it, Reset clears it.
 */
export function UsersFilterForm({
  filter,
  nbMaxLeagues,
  onSearch,
}: {
  filter: OwnerUsersFilter;
  nbMaxLeagues: number;
  onSearch: (filter: OwnerUsersFilter) => void;
}) {
  const { t } = useTranslation('owner');
  const leagueCounts = Array.from({ length: Math.max(nbMaxLeagues, 1) + 1 }, (_, i) => i);

  return (
    <Formik<OwnerUsersFilter> initialValues={filter} onSubmit={(values) => onSearch(values)}>
      {({ values, setFieldValue, resetForm }) => {
        const set =
          <K extends keyof OwnerUsersFilter>(key: K) =>
          (value: OwnerUsersFilter[K]) =>
            void setFieldValue(key, value);
        const reset = () => {
          resetForm({ values: NO_USER_FILTER });
          onSearch(NO_USER_FILTER);
        };
        return (
          <Form aria-label={t('users.filters.title')} noValidate>
            <TermLabel>
              {t('users.filters.term')}
              <Field type="search" name="term" maxLength={OWNER_USERS_TERM_MAX_LENGTH} autoComplete="off" />
            </TermLabel>
            <CheckboxGroup
              legend={t('users.filters.memberType')}
              options={OWNER_MEMBER_TYPES}
              chosen={values.memberType}
              label={(option) => t(`users.memberTypes.${option}`)}
              onChange={set('memberType')}
            />
            <CheckboxGroup
              legend={t('users.filters.nbLeagues')}
              options={leagueCounts}
              chosen={values.nbLeagues}
              label={String}
              onChange={set('nbLeagues')}
            />
            <CheckboxGroup
              legend={t('users.filters.leagueFillStatus')}
              options={LEAGUE_FILL_STATUSES}
              chosen={values.leagueFillStatus}
              label={(option) => t(`users.fillStatuses.${option}`)}
              onChange={set('leagueFillStatus')}
            />
            <CheckboxGroup
              legend={t('users.filters.leagueSizeGrade')}
              options={LEAGUE_SIZE_GRADES}
              chosen={values.leagueSizeGrade}
              label={(option) => t(`users.sizeGrades.${option}`)}
              onChange={set('leagueSizeGrade')}
            />
            <CheckboxGroup
              legend={t('users.filters.draftStatus')}
              options={USER_DRAFT_STATUSES}
              chosen={values.draftStatus}
              label={(option) => t(`users.draftStatuses.${option}`)}
              onChange={set('draftStatus')}
            />
            <CheckboxGroup
              legend={t('users.filters.draftLength')}
              options={DRAFT_LENGTH_RANGES}
              chosen={values.draftLength}
              label={(option) => t(`users.draftLengths.${option}`)}
              onChange={set('draftLength')}
            />
            <fieldset>
              <legend>{t('users.filters.newsletter')}</legend>
              {NEWSLETTER_FILTERS.map((option) => (
                <label key={option || 'any'}>
                  <input
                    type="radio"
                    name="newsletter"
                    checked={values.newsletter === option}
                    onChange={() => set('newsletter')(option)}
                  />{' '}
                  {option === '' ? t('users.filters.any') : option === '1' ? t('users.yes') : t('users.no')}
                </label>
              ))}
            </fieldset>
            <Actions>
              <Button type="submit">{t('users.filters.search')}</Button>
              <Button type="button" variant="secondary" onClick={reset}>
                {t('users.filters.reset')}
              </Button>
            </Actions>
          </Form>
        );
      }}
    </Formik>
  );
}

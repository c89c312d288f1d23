import { useMemo } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import styled from 'styled-components';
import {
  API,
  formValidator,
  formatDisplayDate,
  gameDateFormSchema,
  toGameDatePayload,
  type GameDateForm,
  type GameDetails,
} from '@hfl/contracts';
import { Button, api, toastShown } from '@hfl/shared-ui';
import { FormError, TextField } from '@hfl/shared-ui/forms';
import { reportFormFailure } from '../../components/report-form-failure';

const DateRow = styled(Form)`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  > div:last-of-type { flex: 0 1 220px; }
  button { margin-bottom: 16px; }
`;

/** The game's date (DD/MM/YYYY), offered only while it may change: future, active and frozen rounds. */
export function GameDateChange({ game, onChanged }: { game: GameDetails; onChanged: () => void }) {
  const { t } = useTranslation('owner');
  const dispatch = useDispatch();
  const validate = useMemo(() => formValidator(gameDateFormSchema, t), [t]);
  const initialValues = useMemo(() => ({ date: formatDisplayDate(game.date) }), [game.date]);

  const submit = async (values: GameDateForm, helpers: FormikHelpers<GameDateForm>) => {
    helpers.setStatus(undefined);
    try {
      await api.post<GameDetails>(API.gameDate(game.id), toGameDatePayload(gameDateFormSchema.cast(values)));
      dispatch(toastShown({ kind: 'success', title: t('common:toast.success'), message: t('gameScores.date.changed') }));
      onChanged();
    } catch (failure) {
      reportFormFailure(failure, helpers, dispatch, t);
    }
  };

  return (
    <Formik<GameDateForm> initialValues={initialValues} enableReinitialize validate={validate} onSubmit={submit}>
      {({ isSubmitting, status }) => (
        <DateRow noValidate aria-label={t('gameScores.date.formLabel')}>
          <FormError message={typeof status === 'string' ? status : undefined} />
          <TextField name="date" label={t('gameScores.date.label')} />
          <Button type="submit" variant="secondary" disabled={isSubmitting}>
            {t('gameScores.date.submit')}
          </Button>
        </DateRow>
      )}
    </Formik>
  );
}

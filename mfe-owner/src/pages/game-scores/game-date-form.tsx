import { useMemo } from 'react';
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
import { Button, toastShown } from '@hfl/shared-ui';
import { ApiForm, DateTimeField } from '@hfl/shared-ui/forms';

const DateRow = styled(ApiForm<GameDateForm, GameDetails>)`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  > div:last-of-type {
    flex: 0 1 220px;
  }
  button {
    margin-bottom: 16px;
  }
`;

/** The game's date (DD/MM/YYYY), offered only while it may change: future, active and frozen rounds. */
export function GameDateChange({ game, onChanged }: { game: GameDetails; onChanged: () => void }) {
  const { t } = useTranslation('owner');
  const dispatch = useDispatch();
  const validate = useMemo(() => formValidator(gameDateFormSchema, t), [t]);
  const initialValues = useMemo(() => ({ date: formatDisplayDate(game.date) }), [game.date]);

  const announce = () => {
    dispatch(toastShown({ kind: 'success', title: t('common:toast.success'), message: t('gameScores.date.changed') }));
    onChanged();
  };

  return (
    <DateRow
      initialValues={initialValues}
      enableReinitialize
      validate={validate}
      request={(values) => ({
        method: 'POST',
        path: API.gameDate(game.id),
        body: toGameDatePayload(gameDateFormSchema.cast(values)),
      })}
      onSent={announce}
      label={t('gameScores.date.formLabel')}
    >
      {({ isSubmitting }) => (
        <>
          <DateTimeField mode="date" name="date" label={t('gameScores.date.label')} />
          <Button type="submit" variant="secondary" disabled={isSubmitting}>
            {t('gameScores.date.submit')}
          </Button>
        </>
      )}
    </DateRow>
  );
}

import { useMemo, useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { Link } from 'react-router';
import {
  API,
  formValidator,
  seasonScheduleFormSchema,
  toSchedulePayload,
  type RealTeam,
  type Season,
} from '@hfl/contracts';
import { api, ApiError, Button, PageHeader, toastShown, useApiGet } from '@hfl/shared-ui';
import { FormError } from '@hfl/shared-ui/forms';
import { Actions } from '../../components/page-styles';
import { reportFormFailure } from '../../components/report-form-failure';
import { UntilLoaded } from '../../components/until-loaded';
import { GamesEditor } from '../../seasons/games-editor';
import { toGameRows, type GameRow } from '../../seasons/schedule-values';

interface ScheduleFormValues {
  games: GameRow[];
}

/**
 * The schedule is checked again with the season's own rules (playoff weeks, max fantasy teams); those violations
 * name fields this page does not have, so they go to the form's top message.
 */
function seasonRuleMessage(failure: unknown): string | null {
  if (!(failure instanceof ApiError)) return null;
  const messages = failure.violations
    .filter((violation) => violation.property && !violation.property.startsWith('games'))
    .map((violation) => violation.message);
  return messages.length > 0 ? messages.join(' ') : null;
}

function ScheduleEditor({ season, teams, onSaved }: { season: Season; teams: RealTeam[]; onSaved: () => void }) {
  const { t } = useTranslation('owner');
  const dispatch = useDispatch();
  const validate = useMemo(() => formValidator(seasonScheduleFormSchema, t), [t]);
  const initialValues = useMemo<ScheduleFormValues>(() => ({ games: toGameRows(season.games) }), [season]);

  const submit = async (values: ScheduleFormValues, { setErrors, setStatus }: FormikHelpers<ScheduleFormValues>) => {
    setStatus(undefined);
    try {
      // Formik has validated; this casts the rounds to numbers for the payload.
      const form = await seasonScheduleFormSchema.validate(values, { stripUnknown: true });
      await api.post(API.seasonSchedule(season.id), toSchedulePayload(form));
      dispatch(toastShown({ kind: 'success', title: t('common:toast.success'), message: t('schedule.updated') }));
      onSaved();
    } catch (failure) {
      reportFormFailure(failure, { setErrors, setStatus }, dispatch, t);
      const seasonRules = seasonRuleMessage(failure);
      if (seasonRules) setStatus(seasonRules);
    }
  };

  return (
    // Reinitialised with the saved season, so new games carry their ids from then on.
    <Formik<ScheduleFormValues> initialValues={initialValues} enableReinitialize validate={validate} onSubmit={submit}>
      {({ isSubmitting, status }) => (
        <Form noValidate>
          <FormError message={typeof status === 'string' ? status : undefined} />
          <GamesEditor teams={teams} season={season} />
          <Button type="submit" disabled={isSubmitting}>
            {t('schedule.submit')}
          </Button>
        </Form>
      )}
    </Formik>
  );
}

/** `/owner/season/edit-schedule`: the active season's games; games with statistics keep their teams and round. */
export function EditSchedulePage() {
  const { t } = useTranslation('owner');
  const [refresh, setRefresh] = useState(0);
  const reload = () => setRefresh((n) => n + 1);
  const current = useApiGet<Season>(API.currentSeason, refresh);
  const teams = useApiGet<RealTeam[]>(API.realTeams, refresh);

  let body;
  if (current.status === 'failed' && current.notFound) {
    // Spec section 8: a season fetch answering 404 means there is no season.
    body = (
      <>
        <p>{t('common:table.noData')}</p>
        <Button as={Link} to="/owner/seasons/add">
          {t('seasons.add')}
        </Button>
      </>
    );
  } else if (current.status === 'ready' && teams.status === 'ready') {
    body = <ScheduleEditor season={current.data} teams={teams.data} onSaved={reload} />;
  } else {
    body = <UntilLoaded failed={current.status === 'failed' || teams.status === 'failed'} onRetry={reload} />;
  }

  return (
    <section aria-labelledby="edit-schedule-title">
      <PageHeader>
        <h1 id="edit-schedule-title">{t('schedule.title')}</h1>
        <Actions>
          <Button as={Link} to="/owner/seasons" variant="secondary">
            {t('seasonForm.back')}
          </Button>
        </Actions>
      </PageHeader>
      {body}
    </section>
  );
}

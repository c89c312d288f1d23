import { useMemo, useState } from 'react';
import type { FormikHelpers } from 'formik';
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
import { ApiError, Button, PageHeader, toastShown, useApiGet, type ApiRequest } from '@hfl/shared-ui';
import { ApiForm, useSubmitFailure } from '@hfl/shared-ui/forms';
import { Actions } from '../../components/page-styles';
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

  const report = useSubmitFailure();

  const request = async (values: ScheduleFormValues): Promise<ApiRequest> => {
    // Formik has validated; this casts the rounds to numbers for the payload.
    const form = await seasonScheduleFormSchema.validate(values, { stripUnknown: true });
    return { method: 'POST', path: API.seasonSchedule(season.id), body: toSchedulePayload(form) };
  };
  const announce = () => {
    dispatch(toastShown({ kind: 'success', title: t('common:toast.success'), message: t('schedule.updated') }));
    onSaved();
  };
  // The games' violations go on their rows; the season's rules they break are all named at the form's top.
  const failed = (failure: unknown, helpers: FormikHelpers<ScheduleFormValues>) => {
    const seasonRules = seasonRuleMessage(failure);
    if (!seasonRules) return false;
    report(failure, helpers, ['games']);
    helpers.setStatus(seasonRules);
    return true;
  };

  return (
    // Reinitialised with the saved season, so new games carry their ids from then on.
    <ApiForm<ScheduleFormValues>
      initialValues={initialValues}
      enableReinitialize
      validate={validate}
      request={request}
      onSent={announce}
      onFailure={failed}
    >
      {({ isSubmitting }) => (
        <>
          <GamesEditor teams={teams} season={season} />
          <Button type="submit" disabled={isSubmitting}>
            {t('schedule.submit')}
          </Button>
        </>
      )}
    </ApiForm>
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

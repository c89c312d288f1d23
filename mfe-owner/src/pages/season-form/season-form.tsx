import { useMemo, useState } from 'react';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { Link, useNavigate, useParams } from 'react-router';
import styled from 'styled-components';
import {
  API,
  LEAGUE_SIZES,
  PLAYOFF_WEEK_OPTIONS,
  formValidator,
  LATE_DRAFT_MIN_ROUNDS,
  formatDisplayDate,
  latestLateDraftRound,
  scheduleWeekCount,
  seasonFormSchema,
  toSeasonPayload,
  type RealTeam,
  type Season,
  type SeasonValidationContext,
} from '@hfl/contracts';
import { Button, PageHeader, toastShown, useApiGet, type ApiRequest } from '@hfl/shared-ui';
import { ApiForm, DateTimeField, SelectField, TextField } from '@hfl/shared-ui/forms';
import { Actions } from '../../components/page-styles';
import { UntilLoaded } from '../../components/until-loaded';
import { useOwnerTimezone } from '../../owner-settings/use-owner-timezone';
import { GamesEditor } from '../../seasons/games-editor';
import { newGameRow, toGameRows, type GameRow } from '../../seasons/schedule-values';

/** The form as entered: the draft window already in UTC, dates DD/MM/YYYY, selects and rounds as strings. */
interface SeasonFormValues {
  draftWindow: { startDate: string; endDate: string };
  startsAt: string;
  endsAt: string;
  nbPlayoffWeeks: string;
  nbMaxFantasyTeams: string;
  /** The last round a late draft may start before; '' for the default. */
  lateDraftLastRound: string;
  games: GameRow[];
}

function seasonFormValues(season: Season | null): SeasonFormValues {
  if (!season) {
    return {
      draftWindow: { startDate: '', endDate: '' },
      startsAt: '',
      endsAt: '',
      nbPlayoffWeeks: '',
      nbMaxFantasyTeams: '',
      lateDraftLastRound: '',
      games: [newGameRow()],
    };
  }
  return {
    draftWindow: season.draftWindow,
    startsAt: formatDisplayDate(season.startsAt),
    endsAt: formatDisplayDate(season.endsAt),
    nbPlayoffWeeks: String(season.nbPlayoffWeeks),
    nbMaxFantasyTeams: String(season.nbMaxFantasyTeams),
    lateDraftLastRound: season.lateDraftLastRound === null ? '' : String(season.lateDraftLastRound),
    games: toGameRows(season.games),
  };
}

const DraftWindow = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  legend {
    font-weight: 600;
    padding: 0 ${({ theme }) => theme.space(1)};
  }
`;

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  column-gap: ${({ theme }) => theme.space(4)};
`;

const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface SeasonEditorProps {
  /** The stored season when editing, null when adding one. */
  season: Season | null;
  teams: RealTeam[];
}

function SeasonEditor({ season, teams }: SeasonEditorProps) {
  const { t } = useTranslation('owner');
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const timezone = useOwnerTimezone();
  // The clock the form checks "not before today" against, and the stored window an edit may keep though it passed.
  const [context] = useState<SeasonValidationContext>(() => ({
    now: new Date(),
    storedDraftWindow: season?.draftWindow ?? null,
  }));
  const validate = useMemo(() => formValidator(seasonFormSchema, t, { ...context }), [t, context]);
  const initialValues = useMemo(() => seasonFormValues(season), [season]);
  const playoffOptions = PLAYOFF_WEEK_OPTIONS.map((weeks) => ({
    value: String(weeks),
    label: t(`seasonForm.playoffWeekOptions.${weeks}`),
  }));
  const sizeOptions = LEAGUE_SIZES.map((size) => ({ value: String(size), label: String(size) }));

  const request = async (values: SeasonFormValues): Promise<ApiRequest> => {
    // Formik has validated; this casts (numbers, trimmed text) for the payload.
    const form = await seasonFormSchema.validate(values, { context: { ...context }, stripUnknown: true });
    return { method: 'POST', path: season ? API.season(season.id) : API.seasons, body: toSeasonPayload(form) };
  };
  const announce = async () => {
    const message = t(season ? 'seasonForm.updated' : 'seasonForm.created');
    dispatch(toastShown({ kind: 'success', title: t('common:toast.success'), message }));
    await navigate('/owner/seasons');
  };

  const finished = season?.status === 'finished';
  return (
    <ApiForm<SeasonFormValues> initialValues={initialValues} validate={validate} request={request} onSent={announce}>
      {({ isSubmitting }) => (
        <>
          {finished ? <Hint role="status">{t('seasonForm.finished')}</Hint> : null}
          <DraftWindow>
            <legend>{t('seasonForm.draftWindow')}</legend>
            <Hint>{t('seasonForm.timezoneHint', { timezone })}</Hint>
            <Fields>
              <DateTimeField
                mode="dateTime"
                name="draftWindow.startDate"
                label={t('seasonForm.draftStart')}
                timezone={timezone}
              />
              <DateTimeField
                mode="dateTime"
                name="draftWindow.endDate"
                label={t('seasonForm.draftEnd')}
                timezone={timezone}
              />
            </Fields>
          </DraftWindow>
          <Fields>
            <DateTimeField mode="date" name="startsAt" label={t('seasonForm.startsAt')} />
            <DateTimeField mode="date" name="endsAt" label={t('seasonForm.endsAt')} />
            <SelectField
              name="nbPlayoffWeeks"
              label={t('seasonForm.playoffWeeks')}
              options={playoffOptions}
              placeholder={t('seasonForm.choose')}
            />
            <SelectField
              name="nbMaxFantasyTeams"
              label={t('seasonForm.maxFantasyTeams')}
              options={sizeOptions}
              placeholder={t('seasonForm.choose')}
            />
          </Fields>
          <LateDraftField />
          <GamesEditor teams={teams} season={season} />
          {finished ? null : (
            <Button type="submit" disabled={isSubmitting}>
              {t(season ? 'seasonForm.submitEdit' : 'seasonForm.submitAdd')}
            </Button>
          )}
        </>
      )}
    </ApiForm>
  );
}

/**
 * The last round a late draft may start before (leagues that arrive after the draft window): empty means the round
 * that leaves LATE_DRAFT_MIN_ROUNDS regular rounds, which the hint names from the schedule as entered.
 */
function LateDraftField() {
  const { t } = useTranslation('owner');
  const { values } = useFormikContext<SeasonFormValues>();
  const nbWeeks = scheduleWeekCount(values.games.map((game) => ({ week: Number(game.week) })));
  const nbPlayoffWeeks = Number(values.nbPlayoffWeeks);
  const latest = nbWeeks > 0 && nbPlayoffWeeks > 0 ? latestLateDraftRound({ nbWeeks, nbPlayoffWeeks }) : null;
  return (
    <>
      <TextField name="lateDraftLastRound" type="number" label={t('seasonForm.lateDraftLastRound')} />
      <Hint>
        {latest === null
          ? t('seasonForm.lateDraftHint', { count: LATE_DRAFT_MIN_ROUNDS })
          : latest < 1
            ? t('seasonForm.lateDraftNone', { count: LATE_DRAFT_MIN_ROUNDS })
            : t('seasonForm.lateDraftDefault', { round: latest, count: LATE_DRAFT_MIN_ROUNDS })}
      </Hint>
    </>
  );
}

/** Loads the stored season of `/owner/seasons/{seasonId}`; 404 says there is nothing to edit. */
function EditSeason({ id, teams }: { id: string; teams: RealTeam[] }) {
  const { t } = useTranslation('owner');
  const [attempt, setAttempt] = useState(0);
  const season = useApiGet<Season>(API.season(id), attempt);
  if (season.status === 'ready') return <SeasonEditor season={season.data} teams={teams} />;
  if (season.status === 'failed' && season.notFound) return <p>{t('common:table.noData')}</p>;
  return <UntilLoaded failed={season.status === 'failed'} onRetry={() => setAttempt((n) => n + 1)} />;
}

/** `/owner/seasons/add` and `/owner/seasons/{seasonId}`: the season's draft window, dates, playoff, size and schedule. */
export function SeasonFormPage() {
  const { seasonId } = useParams();
  const { t } = useTranslation('owner');
  const [attempt, setAttempt] = useState(0);
  const teams = useApiGet<RealTeam[]>(API.realTeams, attempt);
  return (
    <section aria-labelledby="season-form-title">
      <PageHeader>
        <h1 id="season-form-title">{t(seasonId ? 'seasonForm.editTitle' : 'seasonForm.addTitle')}</h1>
        <Actions>
          <Button as={Link} to="/owner/seasons" variant="secondary">
            {t('seasonForm.back')}
          </Button>
        </Actions>
      </PageHeader>
      {teams.status !== 'ready' ? (
        <UntilLoaded failed={teams.status === 'failed'} onRetry={() => setAttempt((n) => n + 1)} />
      ) : seasonId ? (
        <EditSeason id={seasonId} teams={teams.data} />
      ) : (
        <SeasonEditor season={null} teams={teams.data} />
      )}
    </section>
  );
}

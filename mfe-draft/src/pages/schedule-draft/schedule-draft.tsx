import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useFormikContext, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useNavigate, useParams } from 'react-router';
import styled from 'styled-components';
import {
  API,
  MEMBERSHIP_ROLE,
  TIME_STEP_MINUTES,
  draftChance,
  draftDatesSchema,
  formValidator,
  formatUtcDateTime,
  formatZonedDateTime,
  parseUtcDateTime,
  type DraftChance,
  type DraftDatesPayload,
  type DraftSettings,
  type LeagueSeason,
  type MyMembership,
  type Season,
} from '@hfl/contracts';
import {
  Button,
  RequireAuth,
  PageHeader,
  Spinner,
  selectIsSuperAdmin,
  toastShown,
  useApiGet,
  type ApiRequest,
} from '@hfl/shared-ui';
import { DraftChanceText, useTeamTimezone } from '@hfl/shared-ui/season';
import { ApiForm, DateTimeField, useSubmitFailure } from '@hfl/shared-ui/forms';

const Page = styled.section`
  max-width: 720px;
`;

const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  column-gap: ${({ theme }) => theme.space(4)};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(6)};
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

/** Create: the league has no season in the open real season; update: its season is still pending; else locked. */
type Mode = { kind: 'create' } | { kind: 'update'; season: LeagueSeason } | { kind: 'locked' };

function modeOf(season: LeagueSeason | null, realSeason: Season): Mode {
  if (!season) return { kind: 'create' };
  if (season.status === 'pending') return { kind: 'update', season };
  // A season of an earlier real season (played or finished) leaves the league without one in the open season.
  return season.realSeasonId === realSeason.id ? { kind: 'locked' } : { kind: 'create' };
}

const STEP_MS = TIME_STEP_MINUTES * 60_000;

/** The form's fields: a violation of anything else shows at the form's top. */
const DATE_FIELDS = ['draftStartsAt', 'draftEndsAt'];

/** The earliest start the calendar offers: now rounded up to the next 15-minute step, not before the window opens. */
function earliestStart(now: Date, windowStart: string | null): string {
  const nextStep = new Date(Math.ceil(now.getTime() / STEP_MS) * STEP_MS);
  const opens = parseUtcDateTime(windowStart);
  return formatUtcDateTime(opens && opens > nextStep ? opens : nextStep);
}

/** What the dates may be now: the season's window, or a late draft's limit (contracts `draftChance`). */
type OpenChance = Exclude<DraftChance, { kind: 'over' }>;

/**
 * `/leagues/{leagueId}/draft/schedule`: the league admin (or the SUPER_ADMIN) adds the league's draft or changes a pending
 * one's dates (spec section 2, Add-draft flow). Anyone else hears "not allowed" and goes back to the league.
 */
export function ScheduleDraftPage() {
  return (
    <RequireAuth>
      <ScheduleDraft />
    </RequireAuth>
  );
}

function ScheduleDraft() {
  const { leagueId = '' } = useParams();
  const isSuperAdmin = useSelector(selectIsSuperAdmin);
  const [attempt, setAttempt] = useState(0);
  const memberships = useApiGet<MyMembership[]>(API.myMemberships, attempt);

  if (memberships.status === 'loading') return <Spinner />;
  if (memberships.status === 'failed') return <Retry leagueId={leagueId} onRetry={() => setAttempt((n) => n + 1)} />;
  const membership =
    memberships.data.find((candidate) => candidate.league.id === leagueId && candidate.status === 'active') ?? null;
  if (!isSuperAdmin && membership?.role !== MEMBERSHIP_ROLE.ADMIN) return <Refused leagueId={leagueId} />;
  return <DraftSeasonLoader leagueId={leagueId} teamId={membership?.team?.id ?? null} />;
}

/** Not this league's admin: the error toast, then back to the league (once, whatever re-renders). */
function Refused({ leagueId }: { leagueId: string }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    dispatch(toastShown({ kind: 'error', title: t('common:toast.error'), message: t('errors:notAllowed') }));
    void navigate(`/leagues/${leagueId}`, { replace: true });
  }, [dispatch, leagueId, navigate, t]);
  return null;
}

/** The real season (its draft window), the league's season (404 = none) and the user's timezone, then the form. */
function DraftSeasonLoader({ leagueId, teamId }: { leagueId: string; teamId: string | null }) {
  const { t } = useTranslation('draft');
  const [attempt, setAttempt] = useState(0);
  const realSeason = useApiGet<Season>(API.currentSeason, attempt);
  const leagueSeason = useApiGet<LeagueSeason>(API.leagueSeason(leagueId, 'current'), attempt);
  const timezone = useTeamTimezone(teamId);
  const retry = () => setAttempt((n) => n + 1);

  if (realSeason.status === 'failed' && realSeason.notFound) {
    return <Explained leagueId={leagueId} title={t('schedule.addTitle')} text={t('errors:noCurrentSeason')} />;
  }
  if (realSeason.status === 'failed' || (leagueSeason.status === 'failed' && !leagueSeason.notFound)) {
    return <Retry leagueId={leagueId} onRetry={retry} />;
  }
  if (realSeason.status === 'loading' || leagueSeason.status === 'loading' || !timezone) return <Spinner />;

  const mode = modeOf(leagueSeason.status === 'ready' ? leagueSeason.data : null, realSeason.data);
  if (mode.kind === 'locked') {
    return <Explained leagueId={leagueId} title={t('schedule.changeTitle')} text={t('errors:draftNotPending')} />;
  }
  const chance = draftChance(realSeason.data, new Date());
  // Said before any date is asked for: once this season's drafts are over, there is no draft to add (or move).
  if (chance.kind === 'over') {
    return (
      <Explained
        leagueId={leagueId}
        title={t(mode.kind === 'create' ? 'schedule.addTitle' : 'schedule.changeTitle')}
        text={<DraftChanceText chance={chance} timezone={timezone} />}
      />
    );
  }
  return (
    <DraftDatesForm leagueId={leagueId} mode={mode} chance={chance} realSeason={realSeason.data} timezone={timezone} />
  );
}

function PageFrame({ leagueId, title, children }: { leagueId: string; title: string; children: ReactNode }) {
  const { t } = useTranslation('draft');
  return (
    <Page aria-labelledby="schedule-draft-title">
      <PageHeader>
        <h1 id="schedule-draft-title">{title}</h1>
        <Button as={Link} to={`/leagues/${leagueId}`} variant="secondary">
          {t('schedule.back')}
        </Button>
      </PageHeader>
      {children}
    </Page>
  );
}

/** Why nothing can be scheduled here (no open real season, a draft already under way), with the way back. */
function Explained({ leagueId, title, text }: { leagueId: string; title: string; text: ReactNode }) {
  return (
    <PageFrame leagueId={leagueId} title={title}>
      <p role="status">{text}</p>
    </PageFrame>
  );
}

/** A load failed (already toasted): ask again, or go back. */
function Retry({ leagueId, onRetry }: { leagueId: string; onRetry: () => void }) {
  const { t } = useTranslation('draft');
  return (
    <Actions>
      <Button type="button" variant="secondary" onClick={onRetry}>
        {t('common:actions.retry')}
      </Button>
      <Button as={Link} to={`/leagues/${leagueId}`} variant="secondary">
        {t('schedule.back')}
      </Button>
    </Actions>
  );
}

interface DraftDatesFormProps {
  leagueId: string;
  mode: Exclude<Mode, { kind: 'locked' }>;
  chance: OpenChance;
  realSeason: Season;
  timezone: string;
}

/**
 * Step 1, the dates (every rule of spec section 5, the window's dates named on the user's clock); "Next" asks the
 * server for the draft settings; step 2 shows them and creates or updates. Both steps share one Formik form, so
 * "Change dates" comes back to the values as they were.
 */
function DraftDatesForm({ leagueId, mode, chance, realSeason, timezone }: DraftDatesFormProps) {
  const { t } = useTranslation('draft');
  const [settings, setSettings] = useState<DraftSettings | null>(null);
  const { draftWindow } = realSeason;
  const formatDate = useCallback((utc: string) => formatZonedDateTime(utc, timezone), [timezone]);
  const late = useMemo(
    () => (chance.kind === 'late' ? { draftBy: chance.draftBy, fromRound: chance.fromRound } : null),
    [chance],
  );
  // "Start date should be after current time" is checked against the clock at each validation.
  const validate = useMemo(
    () => (values: DraftDatesPayload) =>
      formValidator(draftDatesSchema, t, { now: new Date(), draftWindow, late, formatDate })(values),
    [t, draftWindow, late, formatDate],
  );
  const initialValues: DraftDatesPayload =
    mode.kind === 'update'
      ? { draftStartsAt: mode.season.draftStartsAt, draftEndsAt: mode.season.draftEndsAt }
      : { draftStartsAt: '', draftEndsAt: '' };
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const report = useSubmitFailure();

  // Step 1 asks for the settings the dates make; step 2 creates (or updates) the league's season with them.
  const request = (values: DraftDatesPayload): ApiRequest => {
    if (!settings)
      return { method: 'GET', path: API.prepareSeason(leagueId, values.draftStartsAt, values.draftEndsAt) };
    const payload: DraftDatesPayload = { draftStartsAt: values.draftStartsAt, draftEndsAt: values.draftEndsAt };
    const path = mode.kind === 'create' ? API.leagueSeasons(leagueId) : API.leagueSeason(leagueId, mode.season.id);
    return { method: 'POST', path, body: payload };
  };
  const sent = async (answer: unknown) => {
    if (!settings) {
      setSettings(answer as DraftSettings);
      return;
    }
    const [title, message] = mode.kind === 'create' ? ['created', 'createdText'] : ['updated', 'updatedText'];
    dispatch(toastShown({ kind: 'success', title: t(`schedule.${title}`), message: t(`schedule.${message}`) }));
    await navigate(`/leagues/${leagueId}`);
  };
  // A refused save whose violations went on the dates goes back to them; anything else (league not full, not
  // qualified, no answer) is the error toast, and the settings stay on screen.
  const failed = (failure: unknown, helpers: FormikHelpers<DraftDatesPayload>) => {
    if (!settings) return false;
    if (report(failure, helpers, DATE_FIELDS)) setSettings(null);
    return true;
  };

  return (
    <PageFrame leagueId={leagueId} title={t(mode.kind === 'update' ? 'schedule.changeTitle' : 'schedule.addTitle')}>
      <ApiForm<DraftDatesPayload>
        initialValues={initialValues}
        validate={validate}
        request={request}
        onSent={sent}
        onFailure={failed}
      >
        {({ isSubmitting }) =>
          settings ? (
            <Confirmation mode={mode} settings={settings} timezone={timezone} onChangeDates={() => setSettings(null)} />
          ) : (
            <>
              <Hint>{t('schedule.timezoneHint', { timezone })}</Hint>
              <Hint>
                {chance.kind === 'window' ? (
                  t('schedule.window', {
                    start: formatDate(draftWindow.startDate),
                    end: formatDate(draftWindow.endDate),
                  })
                ) : (
                  <>
                    {t('schedule.lateWindow')} <DraftChanceText chance={chance} timezone={timezone} />
                  </>
                )}
              </Hint>
              <DateFields chance={chance} timezone={timezone} />
              <Button type="submit" disabled={isSubmitting}>
                {t('schedule.next')}
              </Button>
            </>
          )
        }
      </ApiForm>
    </PageFrame>
  );
}

/**
 * The two instants; the calendar offers nothing before now (or the window's start) nor after the window's end (a late
 * draft's: the start of the round it plays from).
 */
function DateFields({ chance, timezone }: { chance: OpenChance; timezone: string }) {
  const { t } = useTranslation('draft');
  const [min] = useState(() => earliestStart(new Date(), chance.kind === 'window' ? chance.opensAt : null));
  const max = chance.kind === 'window' ? chance.closesAt : chance.draftBy;
  return (
    <Fields>
      <DateTimeField
        mode="dateTime"
        name="draftStartsAt"
        label={t('schedule.start')}
        timezone={timezone}
        min={min}
        max={max}
      />
      <DateTimeField
        mode="dateTime"
        name="draftEndsAt"
        label={t('schedule.end')}
        timezone={timezone}
        min={min}
        max={max}
      />
    </Fields>
  );
}

interface ConfirmationProps {
  mode: DraftDatesFormProps['mode'];
  settings: DraftSettings;
  timezone: string;
  onChangeDates: () => void;
}

/** Step 2: what the chosen dates make of the draft, then create (or update) it (the form's submit). */
function Confirmation({ mode, settings, timezone, onChangeDates }: ConfirmationProps) {
  const { t } = useTranslation('draft');
  const form = useFormikContext<DraftDatesPayload>();
  const { values } = form;
  const [saving, setSaving] = useState(false);
  const start = parseUtcDateTime(values.draftStartsAt)?.getTime() ?? 0;
  const end = parseUtcDateTime(values.draftEndsAt)?.getTime() ?? 0;
  const lengthMinutes = Math.round((end - start) / 60_000);

  const save = async () => {
    setSaving(true);
    // The clock moves on while the settings are read: a start that has passed goes back to the dates, with its message.
    const errors = await form.validateForm();
    if (Object.keys(errors).length > 0) {
      onChangeDates();
      return;
    }
    // A success leaves for the league; a failure is reported by the form (and may go back to the dates).
    await form.submitForm();
    setSaving(false);
  };

  return (
    <section aria-labelledby="draft-settings-title">
      <h2 id="draft-settings-title">{t('schedule.settingsTitle')}</h2>
      <Facts>
        <dt>{t('schedule.start')}</dt>
        <dd>{formatZonedDateTime(values.draftStartsAt, timezone)}</dd>
        <dt>{t('schedule.end')}</dt>
        <dd>{formatZonedDateTime(values.draftEndsAt, timezone)}</dd>
        <dt>{t('schedule.teams')}</dt>
        <dd>{settings.nbTeams}</dd>
        <dt>{t('schedule.rounds')}</dt>
        <dd>{settings.nbRounds}</dd>
        <dt>{t('schedule.totalPicks')}</dt>
        <dd>{settings.nbTotalPicks}</dd>
        <dt>{t('schedule.turnSeconds')}</dt>
        <dd>{settings.draftTurnDurationSeconds}</dd>
        <dt>{t('schedule.length')}</dt>
        <dd>
          {t('schedule.lengthValue', {
            hours: t('schedule.hours', { count: Math.floor(lengthMinutes / 60) }),
            minutes: t('schedule.minutes', { count: lengthMinutes % 60 }),
          })}
        </dd>
      </Facts>
      <Actions>
        <Button type="button" variant="secondary" onClick={onChangeDates} disabled={saving}>
          {t('schedule.changeDates')}
        </Button>
        <Button type="button" onClick={() => void save()} disabled={saving}>
          {t(mode.kind === 'create' ? 'schedule.create' : 'schedule.update')}
        </Button>
      </Actions>
    </section>
  );
}

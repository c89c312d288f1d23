import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import {
  API,
  draftDatesSchema,
  formValidator,
  formatZonedDateTime,
  type DraftChance,
  type DraftDatesPayload,
  type OpenLeagueDraft,
} from '@hfl/contracts';
import { toastShown, useApiGet } from '@hfl/shared-ui';
import { ApiForm, DateTimeField } from '@hfl/shared-ui/forms';
import { DraftChanceText, useDraftChance } from '@hfl/shared-ui/season';
import { Section } from '../../components/page-styles';
import { UntilLoaded } from '../../components/until-loaded';

/**
 * A league without an admin (HFL Open): nobody schedules its draft, so it is scheduled when the league fills, at the
 * time the owner plans here if that is still possible, else automatically. The section says which and lets the owner
 * plan the time (or move a pending draft), checked by the same rules as an admin's draft dates.
 */
export function OpenLeagueDraftSection({ leagueId, timezone }: { leagueId: string; timezone: string }) {
  const { t } = useTranslation('owner');
  const [attempt, setAttempt] = useState(0);
  const open = useApiGet<OpenLeagueDraft>(API.leagueDraftPlan(leagueId), attempt);
  const chance = useDraftChance();
  const reload = () => setAttempt((n) => n + 1);

  let body;
  if (open.status === 'ready' && chance.status === 'ready') {
    body = (
      <OpenDraftBody
        draft={open.data}
        chance={chance.chance}
        timezone={timezone}
        leagueId={leagueId}
        onSaved={reload}
      />
    );
  } else {
    const retry = () => {
      reload();
      if (chance.status === 'failed') chance.retry();
    };
    body = <UntilLoaded failed={open.status === 'failed' || chance.status === 'failed'} onRetry={retry} />;
  }
  return (
    <Section aria-labelledby="owner-league-open-draft">
      <h2 id="owner-league-open-draft">{t('leagues.detail.openDraft.title')}</h2>
      {body}
    </Section>
  );
}

function OpenDraftBody({
  draft,
  chance,
  timezone,
  leagueId,
  onSaved,
}: {
  draft: OpenLeagueDraft;
  chance: DraftChance | null;
  timezone: string;
  leagueId: string;
  onSaved: () => void;
}) {
  const { t } = useTranslation('owner');
  const { season, plan, nbAvailableSlots } = draft;
  const at = (utc: string) => formatZonedDateTime(utc, timezone);
  const status = season
    ? season.status === 'pending' && season.draftStartsAt
      ? t('leagues.detail.openDraft.scheduled', { date: at(season.draftStartsAt) })
      : t('leagues.detail.openDraft.started')
    : nbAvailableSlots === 0
      ? '' // Full without a draft: none is possible now, as the chance says.
      : plan
        ? t('leagues.detail.openDraft.planned', { date: at(plan.draftStartsAt), count: nbAvailableSlots })
        : t('leagues.detail.openDraft.automatic', { count: nbAvailableSlots });
  const movable = season ? season.status === 'pending' : true;
  return (
    <>
      <p role="status">
        {status} <DraftChanceText chance={chance} timezone={timezone} />
      </p>
      {movable && chance && chance.kind !== 'over' && (
        <PlanForm
          leagueId={leagueId}
          chance={chance}
          timezone={timezone}
          initial={
            season?.draftStartsAt && season.draftEndsAt
              ? { draftStartsAt: season.draftStartsAt, draftEndsAt: season.draftEndsAt }
              : plan
          }
          onSaved={onSaved}
        />
      )}
    </>
  );
}

/** The planned dates, on the owner's clock; the service checks them again and schedules a full league's draft. */
function PlanForm({
  leagueId,
  chance,
  timezone,
  initial,
  onSaved,
}: {
  leagueId: string;
  chance: Exclude<DraftChance, { kind: 'over' }>;
  timezone: string;
  initial: DraftDatesPayload | null;
  onSaved: () => void;
}) {
  const { t } = useTranslation('owner');
  const dispatch = useDispatch();
  const validate = useMemo(() => {
    const context = {
      draftWindow: chance.kind === 'window' ? { startDate: chance.opensAt, endDate: chance.closesAt } : null,
      late: chance.kind === 'late' ? { draftBy: chance.draftBy, fromRound: chance.fromRound } : null,
      formatDate: (utc: string) => formatZonedDateTime(utc, timezone),
    };
    // "Start date should be after current time" is checked against the clock at each validation.
    return (values: DraftDatesPayload) => formValidator(draftDatesSchema, t, { ...context, now: new Date() })(values);
  }, [t, chance, timezone]);
  return (
    <ApiForm<DraftDatesPayload>
      label={t('leagues.detail.openDraft.formLabel')}
      initialValues={initial ?? { draftStartsAt: '', draftEndsAt: '' }}
      validate={validate}
      request={(values) => ({ method: 'POST', path: API.leagueDraftPlan(leagueId), body: values })}
      onSent={() => {
        dispatch(
          toastShown({
            kind: 'success',
            title: t('common:toast.success'),
            message: t('leagues.detail.openDraft.saved'),
          }),
        );
        onSaved();
      }}
      submitLabel={t('leagues.detail.openDraft.save')}
    >
      <DateTimeField
        mode="dateTime"
        name="draftStartsAt"
        label={t('leagues.detail.openDraft.start')}
        timezone={timezone}
      />
      <DateTimeField mode="dateTime" name="draftEndsAt" label={t('leagues.detail.openDraft.end')} timezone={timezone} />
    </ApiForm>
  );
}

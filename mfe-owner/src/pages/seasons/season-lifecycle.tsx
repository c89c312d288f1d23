import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { API, type Season } from '@hfl/contracts';
import { Button, ConfirmModal, useApiAction, useModalSubject, type ButtonVariant } from '@hfl/shared-ui';
import { Actions } from '../../components/page-styles';

/** One lifecycle step the owner may take now: its button, its confirmation, its call and its success message. */
interface LifecycleStep {
  key: string;
  label: string;
  confirm: string;
  path: string;
  done: string;
  variant: ButtonVariant;
}

/** The steps `season.actions` allows (the service's seasonActions), in the order of the lifecycle. */
function lifecycleSteps(season: Season, t: TFunction<'owner'>): LifecycleStep[] {
  const { actions, currentWeek } = season;
  const step = (key: string, action: string, path: string, variant: ButtonVariant, n?: number): LifecycleStep => ({
    key,
    label: t(`seasons.lifecycle.${action}.button`, { n }),
    confirm: t(`seasons.lifecycle.${action}.confirm`, { n, name: season.name }),
    path,
    done: t(`seasons.lifecycle.${action}.done`, { n, name: season.name }),
    variant,
  });
  const steps: LifecycleStep[] = [];
  if (actions.startWeek) steps.push(step('start', 'start', API.startWeek, 'primary', currentWeek + 1));
  if (actions.freezeWeek) steps.push(step('freeze', 'freeze', API.freezeWeek, 'secondary', currentWeek));
  for (const week of actions.lockWeeks) steps.push(step(`lock-${week}`, 'lock', API.lockWeek(week), 'secondary', week));
  if (actions.finish) steps.push(step('finish', 'finish', API.finishSeason, 'danger'));
  if (actions.recalculate) steps.push(step('recalculate', 'recalculate', API.recalculate, 'secondary'));
  return steps;
}

/** The lifecycle buttons of the active season, each confirmed first; `onDone` reloads the page after a success. */
export function SeasonLifecycle({ season, onDone }: { season: Season; onDone: () => void }) {
  const { t } = useTranslation('owner');
  const { run } = useApiAction();
  const confirming = useModalSubject<LifecycleStep>();
  const steps = lifecycleSteps(season, t);

  const confirm = async () => {
    const chosen = confirming.subject;
    if (!chosen) return;
    confirming.close();
    if ((await run({ method: 'POST', path: chosen.path }, { success: chosen.done })).ok) onDone();
  };

  if (steps.length === 0) return null;
  return (
    <>
      <h3 id="season-lifecycle-title">{t('seasons.lifecycle.label')}</h3>
      <Actions role="group" aria-labelledby="season-lifecycle-title">
        {steps.map((step) => (
          <Button key={step.key} type="button" variant={step.variant} onClick={() => confirming.show(step)}>
            {step.label}
          </Button>
        ))}
      </Actions>
      <ConfirmModal
        open={confirming.open}
        title={confirming.subject?.label}
        message={confirming.subject?.confirm}
        onConfirm={() => void confirm()}
        onCancel={confirming.close}
      />
    </>
  );
}

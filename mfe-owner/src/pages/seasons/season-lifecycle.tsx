import { Fragment } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { API, type Season } from '@hfl/contracts';
import { Button, ConfirmModal, useApiAction, useModalSubject, type ButtonVariant } from '@hfl/shared-ui';

/**
 * Each button beside what it does (under it on a phone), so the owner reads the consequence before the confirmation;
 * the buttons share one column so the explanations line up.
 */
const Steps = styled.div`
  display: grid;
  grid-template-columns: max-content minmax(0, 60ch);
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  align-items: center;
  > button {
    justify-self: start;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    grid-template-columns: minmax(0, 1fr);
    row-gap: ${({ theme }) => theme.space(1)};
    > p {
      margin-bottom: ${({ theme }) => theme.space(3)};
    }
  }
`;

const Title = styled.h3`
  margin-top: ${({ theme }) => theme.space(6)};
`;

const Explanation = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * One lifecycle step the owner may take now: its button, what it does, its confirmation, its call and its success
 * message.
 */
interface LifecycleStep {
  key: string;
  label: string;
  explain: string;
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
    explain: t(`seasons.lifecycle.${action}.explain`, { n }),
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
      <Title id="season-lifecycle-title">{t('seasons.lifecycle.label')}</Title>
      <Steps role="group" aria-labelledby="season-lifecycle-title">
        {steps.map((step) => (
          <Fragment key={step.key}>
            <Button
              type="button"
              variant={step.variant}
              aria-describedby={`season-step-${step.key}`}
              onClick={() => confirming.show(step)}
            >
              {step.label}
            </Button>
            <Explanation id={`season-step-${step.key}`}>{step.explain}</Explanation>
          </Fragment>
        ))}
      </Steps>
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

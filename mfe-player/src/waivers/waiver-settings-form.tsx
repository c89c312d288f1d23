import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { API, type WaiverSettings } from '@hfl/contracts';
import { Button, useApiAction } from '@hfl/shared-ui';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(3)};
  select {
    font: inherit;
    min-height: 40px;
    padding: 6px 8px;
  }
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/**
 * The league admin's waiver setting (issue 42): waivers on or off, and the hour of the run (Budapest time) the day
 * after the owner locks a round. A run already published keeps its time. Unticked, it says what saving does to the
 * claims waiting for the run (closed at once, their players free agents).
 */
export function WaiverSettingsForm({
  leagueId,
  settings,
  onSaved,
}: {
  leagueId: string;
  settings: WaiverSettings;
  onSaved: () => void;
}) {
  const { t } = useTranslation('player');
  const [enabled, setEnabled] = useState(settings.enabled);
  const [runHour, setRunHour] = useState(settings.runHour);
  const { run, pending } = useApiAction();
  const ids = { enabled: useId(), hour: useId(), note: useId() };
  const switchingOff = settings.enabled && !enabled;
  const save = async () => {
    const answer = await run(
      { method: 'PUT', path: API.waiverSettings(leagueId), body: { enabled, runHour } },
      { success: t('waivers.settingsSaved') },
    );
    if (answer.ok) onSaved();
  };
  return (
    <>
      <Row>
        <label htmlFor={ids.enabled}>
          <input
            id={ids.enabled}
            type="checkbox"
            checked={enabled}
            aria-describedby={switchingOff ? ids.note : undefined}
            onChange={(e) => setEnabled(e.target.checked)}
          />{' '}
          {t('waivers.enabledLabel')}
        </label>
        <label htmlFor={ids.hour}>{t('waivers.hourLabel')}</label>
        <select id={ids.hour} value={runHour} disabled={!enabled} onChange={(e) => setRunHour(Number(e.target.value))}>
          {HOURS.map((hour) => (
            <option key={hour} value={hour}>{`${String(hour).padStart(2, '0')}:00`}</option>
          ))}
        </select>
        <Button type="button" variant="secondary" disabled={pending} onClick={() => void save()}>
          {t('waivers.saveSettings')}
        </Button>
      </Row>
      {switchingOff && <Note id={ids.note}>{t('waivers.switchOffNote')}</Note>}
    </>
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Label = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(4)} 0;
  label {
    font-weight: 600;
  }
  select {
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  }
`;

export interface RoundSelectProps {
  /** The season's rounds: 1..nbWeeks. */
  nbWeeks: number;
  /** null = the "all rounds" choice (offered only with `allRoundsLabel`). */
  value: number | null;
  onChange: (week: number | null) => void;
  allRoundsLabel?: string;
}

/** The round choice of the statistics pages (game statistics: one round; player statistics: one or all). */
export function RoundSelect({ nbWeeks, value, onChange, allRoundsLabel }: RoundSelectProps) {
  const { t } = useTranslation('owner');
  const id = useId();
  return (
    <Label>
      <label htmlFor={id}>{t('gameStats.round')}</label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
      >
        {allRoundsLabel !== undefined && <option value="">{allRoundsLabel}</option>}
        {Array.from({ length: nbWeeks }, (_, index) => index + 1).map((week) => (
          <option key={week} value={week}>
            {t('gameStats.roundOption', { week })}
          </option>
        ))}
      </select>
    </Label>
  );
}

/** A round from the URL (`?week=`) when it names one of the season's rounds; null otherwise. */
export function roundParam(raw: string | null, nbWeeks: number): number | null {
  const week = Number(raw);
  return raw && Number.isInteger(week) && week >= 1 && week <= nbWeeks ? week : null;
}

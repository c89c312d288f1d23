import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import type { CurrentLeague } from './use-current-league';
import { useMembershipLabel } from './membership-label';

export const SwitcherField = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  label {
    font-weight: 600;
  }
  /* shared-ui's field look without its forms entry: formik stays off pages that have no form. */
  select {
    font: inherit;
    min-width: 240px;
    min-height: 40px;
    padding: 8px 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

/**
 * The league switcher: the user's active memberships as "League name (Admin|User)". Choosing one is "select league":
 * it becomes current and /secure takes the user to it, or, with `stay` (the players page), the page stays and shows
 * the chosen league. Fed by the page's `useCurrentLeague()`, so one page asks for the memberships once.
 */
export function LeagueSwitcher({ league, stay = false }: { league: CurrentLeague; stay?: boolean }) {
  const { t } = useTranslation('player');
  const navigate = useNavigate();
  const id = useId();
  const label = useMembershipLabel();
  if (league.memberships.length === 0) return null;

  return (
    <SwitcherField>
      <label htmlFor={id}>{t('switcher.label')}</label>
      <select
        id={id}
        value={league.currentId ?? ''}
        onChange={(event) => {
          league.select(event.target.value);
          if (!stay) navigate('/secure');
        }}
      >
        {league.currentId === null && <option value="">{t('switcher.choose')}</option>}
        {league.memberships.map((membership) => (
          <option key={membership.id} value={membership.league.id}>
            {label(membership)}
          </option>
        ))}
      </select>
    </SwitcherField>
  );
}

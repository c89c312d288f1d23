import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberRow, MyMembership } from '@hfl/contracts';

/** "Admin" or "User": a membership's role as lists show it. */
export function useRoleLabel(): (role: MemberRow['role']) => string {
  const { t } = useTranslation('player');
  return useCallback((role) => t(`currentLeague.roles.${role}`), [t]);
}

/** "League name (Admin|User)": how the switcher and "Choose League" name a membership. */
export function useMembershipLabel(): (membership: Pick<MyMembership, 'league' | 'role'>) => string {
  const { t } = useTranslation('player');
  return useCallback(
    // A role within a name reads as the language writes it mid-sentence ("Alföld Liga (adminisztrátor)").
    (membership) =>
      t('currentLeague.withRole', {
        league: membership.league.name,
        role: t(`currentLeague.rolesInName.${membership.role}`),
      }),
    [t],
  );
}

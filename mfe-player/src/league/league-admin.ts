import { ROLES, type LeagueListItem, type SessionUser } from '@hfl/contracts';

/** Whether the user may change the league and invite into it: its admin, or the site owner (admin of every league). */
export function administersLeague(league: Pick<LeagueListItem, 'adminUser'>, user: SessionUser | null): boolean {
  if (!user) return false;
  return user.roles.includes(ROLES.SUPER_ADMIN) || league.adminUser?.id === user.id;
}

import type { PendingMemberRow } from '@hfl/contracts';

/** Who a pending membership is: the user who asked to join (by name), or the e-mail address an invitation went to. */
export function pendingMemberName(row: PendingMemberRow): string {
  return row.type === 'REQUESTED' && row.user ? row.user.name : row.displayName;
}

/** The team name a request to join asked for; an invitation has none yet. */
export function pendingMemberTeam(row: PendingMemberRow): string {
  return row.type === 'REQUESTED' ? row.displayName : '—';
}

export const ROLES = {
  SUPER_ADMIN: 'SUPER_ADMIN',
  USER: 'USER',
} as const;
export type Role = (typeof ROLES)[keyof typeof ROLES];

export const MEMBERSHIP_ROLES = ['LEAGUE_ADMIN', 'LEAGUE_USER'] as const;
export type MembershipRole = (typeof MEMBERSHIP_ROLES)[number];

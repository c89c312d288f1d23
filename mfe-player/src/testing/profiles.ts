import type { UserProfile } from '@hfl/contracts';
import { testUsers } from '@hfl/shared-ui/testing';

/** `GET /api/users/me` of the harness's player: a profile without a gender. */
export const PLAYER_PROFILE: UserProfile = {
  ...testUsers.player,
  firstName: 'Kata',
  lastName: 'Kovács',
  gender: null,
  location: 'Budapest',
  birthDate: '2000-03-05',
  newsletter: false,
  createdAt: '2024-09-01T10:00:00.000Z',
};

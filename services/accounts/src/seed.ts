import { ROLES, type Role } from '@hfl/contracts';
import { hashPassword, User } from './models/user';

export interface SeededAccount {
  role: Role;
  email: string;
  password: string;
}

const OWNER_EMAIL = 'owner@hfl.local';
const DEFAULT_OWNER_PASSWORD = 'HflOwner2026!';

/**
 * Demo data for a fresh database, on the current mongoose connection. Idempotent: an existing
 * account is left exactly as it is (a password changed since the first run stays changed).
 */
export async function seed(): Promise<{ accounts: SeededAccount[] }> {
  const owner: SeededAccount = {
    role: ROLES.SUPER_ADMIN,
    email: OWNER_EMAIL,
    password: process.env.DEMO_OWNER_PASSWORD || DEFAULT_OWNER_PASSWORD,
  };
  if (!(await User.exists({ email: owner.email }))) {
    // $setOnInsert on an upsert: a concurrent first run cannot create a second owner or overwrite one.
    await User.updateOne(
      { email: owner.email },
      {
        $setOnInsert: {
          email: owner.email,
          passwordHash: await hashPassword(owner.password),
          firstName: 'Site',
          lastName: 'Owner',
          roles: [ROLES.SUPER_ADMIN],
          locale: 'en',
          confirmedAt: new Date(),
        },
      },
      { upsert: true },
    );
  }
  return { accounts: [owner] };
}

import { randomBytes } from 'node:crypto';
import { ROLES } from '@hfl/contracts';
import { hashPassword, User, type UserDocument, type UserFields } from '../src/models/user';

export const TEST_PASSWORD = 'Correct-Horse-9';

/** A confirmed English-speaking USER with a unique e-mail; any field can be overridden. */
export async function createUser(
  overrides: Partial<Omit<UserFields, 'passwordHash'>> & { password?: string } = {},
): Promise<UserDocument> {
  const { password = TEST_PASSWORD, ...fields } = overrides;
  return User.create({
    email: `player-${randomBytes(4).toString('hex')}@example.com`,
    passwordHash: await hashPassword(password),
    firstName: 'Bence',
    lastName: 'Kovács',
    roles: [ROLES.USER],
    locale: 'en',
    confirmedAt: new Date(),
    ...fields,
  });
}

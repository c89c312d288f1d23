import { randomBytes } from 'node:crypto';
import { ROLES } from '@hfl/contracts';
import { hashPassword, User, type UserDocument, type UserFields } from '../models/user';

export const TEST_PASSWORD = 'Correct-Horse-9';

let cachedHash: Promise<string> | undefined;
/** The test password is hashed once per file. */
const testPasswordHash = () => (cachedHash ??= hashPassword(TEST_PASSWORD));

/** A confirmed English-speaking USER with a unique e-mail; any field can be overridden. */
export async function createUser(
  overrides: Partial<Omit<UserFields, 'passwordHash'>> & { password?: string } = {},
): Promise<UserDocument> {
  const { password = TEST_PASSWORD, ...fields } = overrides;
  return User.create({
    email: `player-${randomBytes(4).toString('hex')}@example.com`,
    passwordHash: password === TEST_PASSWORD ? await testPasswordHash() : await hashPassword(password),
    firstName: 'Bence',
    lastName: 'Kovács',
    gender: 'm',
    location: 'Budapest',
    birthDate: '1990-05-17',
    newsletter: false,
    roles: [ROLES.USER],
    locale: 'en',
    confirmedAt: new Date(),
    ...fields,
  });
}

import bcrypt from 'bcrypt';
import { bcryptCost, hashPassword } from './user';

describe('password hashing', () => {
  it('when a password is real (development or production), then bcrypt works at cost 12', () => {
    expect(bcryptCost('production')).toBe(12);
    expect(bcryptCost('development')).toBe(12);
  });

  it('when tests hash a password, then at the lowest cost, and it still verifies', async () => {
    const hash = await hashPassword('Correct-Horse-9');
    expect(bcrypt.getRounds(hash)).toBe(4);
    expect(await bcrypt.compare('Correct-Horse-9', hash)).toBe(true);
    expect(await bcrypt.compare('Wrong-Horse-9', hash)).toBe(false);
  });
});

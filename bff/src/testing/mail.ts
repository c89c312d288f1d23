import mongoose from 'mongoose';

/** The stored e-mails (the accounts outbox, on the services' connection) to an address, newest last. */
export async function emailsTo(to: string): Promise<Array<{ template: string; text: string }>> {
  const found = await mongoose.connection
    .db!.collection('emails')
    .find({ to: to.toLowerCase() })
    .sort({ createdAt: 1 })
    .toArray();
  return found as unknown as Array<{ template: string; text: string }>;
}

/** The token of the newest link to `path` e-mailed to `to`, waiting for the e-mail to be queued. */
export async function linkToken(to: string, path: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const email = (await emailsTo(to)).reverse().find((e) => e.text.includes(path));
    const token = email && new RegExp(`${path}([0-9a-f]{64})`).exec(email.text)?.[1];
    if (token) return token;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no ${path} link e-mailed to ${to}`);
}

/** A valid registration of a new player with this address and password. */
export const registration = (email: string, password: string) => ({
  firstName: 'Lili',
  lastName: 'Farkas',
  gender: 'f',
  location: 'Eger',
  birthDate: '1999-09-09',
  email,
  emailConfirm: email,
  password,
  passwordConfirm: password,
  newsletter: false,
});

import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Replaces a text field's content by pasting (typing hundreds of characters key by key is slow). */
export async function fill(user: UserEvent, label: string, value: string): Promise<void> {
  const input = screen.getByLabelText(label) as HTMLInputElement;
  if (input.value) await user.clear(input);
  if (value) {
    await user.click(input);
    await user.paste(value);
  }
}

/** Types a date of birth, DD/MM/YYYY, into the "Date of birth" field, then closes its calendar with Escape. */
export async function chooseBirthDate(user: UserEvent, day: number, month: number, year: number): Promise<void> {
  const input = await screen.findByLabelText('Date of birth');
  await user.clear(input);
  await user.type(input, `${pad(day)}/${pad(month)}/${year}`);
  await user.keyboard('{Escape}');
}

const pad = (n: number) => String(n).padStart(2, '0');

export interface PersonalData {
  firstName: string;
  lastName: string;
  gender: 'Male' | 'Female';
  location: string;
  birthDate: [day: number, month: number, year: number];
}

export const KATA: PersonalData = {
  firstName: 'Kata',
  lastName: 'Kovács',
  gender: 'Female',
  location: 'Budapest',
  birthDate: [5, 3, 2000],
};

/** Fills the personal fields registration and profile editing share. */
export async function fillPersonalData(user: UserEvent, data: PersonalData): Promise<void> {
  await fill(user, 'First name', data.firstName);
  await fill(user, 'Last name', data.lastName);
  await user.click(screen.getByRole('radio', { name: data.gender }));
  await fill(user, 'Location', data.location);
  await chooseBirthDate(user, ...data.birthDate);
}

import { screen, within } from '@testing-library/react';
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

/** Chooses a date of birth in the Day / Month / Year selects of the "Date of birth" group. */
export async function chooseBirthDate(user: UserEvent, day: number, month: number, year: number): Promise<void> {
  const group = screen.getByRole('group', { name: 'Date of birth' });
  await user.selectOptions(within(group).getByLabelText('Day'), String(day));
  await user.selectOptions(within(group).getByLabelText('Month'), String(month));
  await user.selectOptions(within(group).getByLabelText('Year'), String(year));
}

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

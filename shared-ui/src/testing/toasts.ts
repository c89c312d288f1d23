import { screen } from '@testing-library/react';

/** The toast card titled `title` (success and info toasts are role=status, errors role=alert). */
export async function findToast(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: 'strong' });
  const card = heading.closest<HTMLElement>('[role="status"], [role="alert"]');
  if (!card) throw new Error(`the text "${title}" is not in a toast`);
  return card;
}

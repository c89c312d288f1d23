import { screen, waitFor } from '@testing-library/react';

/**
 * The date field labelled `label` once its calendar library has loaded (a plain input of the same format stands in
 * until then, and is replaced): tests that keep the element wait for this one.
 */
export function findDateInput(label: string | RegExp): Promise<HTMLInputElement> {
  return waitFor(() => {
    const input = screen.getByLabelText(label);
    if (!input.closest('.react-datepicker__input-container')) throw new Error(`${String(label)}: not loaded yet`);
    return input as HTMLInputElement;
  });
}

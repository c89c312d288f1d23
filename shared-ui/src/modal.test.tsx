import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import { DateTimeField } from './forms';
import { ConfirmModal, MODAL_CLOSE_MS, Modal } from './index';
import { findDateInput } from './testing/date-field';
import { renderWithProviders } from './testing/render';

describe('ConfirmModal', () => {
  it('when the confirm button is pressed, then onConfirm is called', async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    await renderWithProviders(
      <ConfirmModal open message="Delete the league?" onConfirm={onConfirm} onCancel={onCancel} />,
    );

    expect(screen.getByRole('dialog', { name: 'Please confirm' })).toHaveTextContent('Delete the league?');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('when the cancel button is pressed, then onCancel is called', async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    await renderWithProviders(
      <ConfirmModal open message="Sure?" cancelLabel="No" onConfirm={onConfirm} onCancel={onCancel} />,
    );

    await userEvent.click(screen.getByRole('button', { name: 'No' }));

    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});

describe('Modal', () => {
  afterEach(() => jest.useRealTimers());

  it('when Escape is pressed, then onClose is called', async () => {
    const onClose = jest.fn();
    await renderWithProviders(
      <Modal open title="Details" onClose={onClose}>
        body
      </Modal>,
    );

    await userEvent.keyboard('{Escape}');

    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('when Escape closes the calendar of a date field inside, then the dialog stays; a second Escape closes it', async () => {
    const onClose = jest.fn();
    await renderWithProviders(
      <Modal open title="Player" onClose={onClose}>
        <Formik initialValues={{ birthDate: '' }} onSubmit={() => {}}>
          <DateTimeField mode="date" name="birthDate" label="Date of birth" />
        </Formik>
      </Modal>,
    );
    const user = userEvent.setup();

    await user.click(await findDateInput('Date of birth'));
    await screen.findByRole('dialog', { name: 'Choose a date' });
    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Choose a date' })).not.toBeInTheDocument());
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('when closed, then it stays for the 200 ms animation and then leaves', async () => {
    jest.useFakeTimers();
    const { rerender } = await renderWithProviders(
      <Modal open title="Details" onClose={() => {}}>
        body
      </Modal>,
    );

    rerender(
      <Modal open={false} title="Details" onClose={() => {}}>
        body
      </Modal>,
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(MODAL_CLOSE_MS));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when Tab and Shift+Tab are pressed past the last or first control, then focus stays inside the dialog', async () => {
    await renderWithProviders(
      <>
        <button type="button">Behind the dialog</button>
        <Modal open title="Details" onClose={() => {}} footer={<button type="button">Save</button>}>
          <input aria-label="Name" />
        </Modal>
      </>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Details' });
    expect(dialog).toHaveFocus();

    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    expect(screen.getByText('Behind the dialog')).not.toHaveFocus();
  });

  it('when the dialog closes, then focus goes back to what opened it', async () => {
    const { rerender } = await renderWithProviders(
      <>
        <button type="button">Open</button>
        <Modal open={false} title="Details" onClose={() => {}} />
      </>,
    );
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    rerender(
      <>
        <button type="button">Open</button>
        <Modal open title="Details" onClose={() => {}} />
      </>,
    );
    expect(screen.getByRole('dialog')).toHaveFocus();
    rerender(
      <>
        <button type="button">Open</button>
        <Modal open={false} title="Details" onClose={() => {}} />
      </>,
    );

    expect(opener).toHaveFocus();
  });
});

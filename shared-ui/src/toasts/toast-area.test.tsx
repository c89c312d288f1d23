import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOAST_DURATION_MS } from '@hfl/contracts';
import { ToastArea, selectToasts, toastShown } from '../index';
import { renderWithProviders } from '../testing/render';

describe('ToastArea', () => {
  afterEach(() => jest.useRealTimers());

  it('when a toast is shown, then it stays for 10 seconds and then disappears', async () => {
    jest.useFakeTimers();
    const { store } = await renderWithProviders(<ToastArea />);

    act(() => {
      store.dispatch(toastShown({ kind: 'success', title: 'Success', message: 'Settings were updated' }));
    });
    expect(screen.getByRole('status')).toHaveTextContent('Settings were updated');

    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByText('Settings were updated')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Settings were updated')).not.toBeInTheDocument();
    expect(selectToasts(store.getState())).toEqual([]);
  });

  it('when an error toast is closed with its button, then it is removed at once', async () => {
    const { store } = await renderWithProviders(<ToastArea />);
    act(() => {
      store.dispatch(toastShown({ kind: 'error', title: 'Error', message: 'Server error' }));
    });

    expect(screen.getByRole('alert')).toHaveTextContent('Server error');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

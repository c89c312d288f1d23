import { act, fireEvent, screen } from '@testing-library/react';
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

/** jsdom has no PointerEvent: a mouse event that carries the pointer's id and kind stands in for it. */
class TouchPointerEvent extends MouseEvent {
  readonly pointerId: number;
  readonly pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 0;
    this.pointerType = init.pointerType ?? '';
  }
}

describe('ToastArea on a touch screen', () => {
  beforeAll(() => {
    Object.defineProperty(window, 'PointerEvent', { value: TouchPointerEvent, configurable: true });
  });
  afterAll(() => {
    Reflect.deleteProperty(window, 'PointerEvent');
  });
  const show = async () => {
    const { store } = await renderWithProviders(<ToastArea />);
    act(() => {
      store.dispatch(toastShown({ kind: 'success', title: 'Success', message: 'Settings were updated' }));
    });
    return screen.getByRole('status');
  };
  const touch = { pointerId: 1, pointerType: 'touch' };

  it('when the toast is tapped, then it is dismissed', async () => {
    const card = await show();

    fireEvent.pointerDown(card, { ...touch, clientX: 100, clientY: 500 });
    fireEvent.pointerUp(card, { ...touch, clientX: 102, clientY: 501 });

    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('when the toast is swiped sideways far enough, then it is dismissed', async () => {
    const card = await show();

    fireEvent.pointerDown(card, { ...touch, clientX: 100, clientY: 500 });
    fireEvent.pointerMove(card, { ...touch, clientX: 160, clientY: 502 });
    fireEvent.pointerUp(card, { ...touch, clientX: 200, clientY: 502 });

    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('when a swipe stops short or the mouse clicks the text, then the toast stays', async () => {
    const card = await show();

    fireEvent.pointerDown(card, { ...touch, clientX: 100, clientY: 500 });
    fireEvent.pointerUp(card, { ...touch, clientX: 140, clientY: 500 });
    fireEvent.pointerDown(card, { pointerId: 2, pointerType: 'mouse', clientX: 100, clientY: 500 });
    fireEvent.pointerUp(card, { pointerId: 2, pointerType: 'mouse', clientX: 100, clientY: 500 });

    expect(screen.getByRole('status')).toHaveTextContent('Settings were updated');
  });
});

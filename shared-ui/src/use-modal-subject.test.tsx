import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmModal, useModalSubject } from './index';
import { renderWithProviders } from './testing/render';

function DeleteLeague() {
  const deleting = useModalSubject<{ name: string }>();
  return (
    <>
      <button type="button" onClick={() => deleting.show({ name: 'Budapest Bulls' })}>
        Delete
      </button>
      <ConfirmModal
        open={deleting.open}
        message={`Delete ${deleting.subject?.name ?? ''}?`}
        onConfirm={deleting.close}
        onCancel={deleting.close}
      />
    </>
  );
}

describe('useModalSubject', () => {
  it('when the confirmation is cancelled, then its text stays while it fades out, and then it is gone', async () => {
    await renderWithProviders(<DeleteLeague />);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.getByRole('dialog')).toHaveTextContent('Delete Budapest Bulls?');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

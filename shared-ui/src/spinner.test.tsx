import { screen } from '@testing-library/react';
import { SpinnerUntil } from './spinner';
import { renderWithProviders } from './testing/render';

describe('SpinnerUntil', () => {
  it('when the deciding answer is not in, then one spinner shows and the view is rendered but unseen', async () => {
    await renderWithProviders(
      <SpinnerUntil ready={false}>
        <h2>Members</h2>
      </SpinnerUntil>,
    );

    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Members' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Members', hidden: true })).not.toBeVisible();
  });

  it('when the deciding answer is in, then the spinner is gone and the view shows', async () => {
    await renderWithProviders(
      <SpinnerUntil ready>
        <h2>Members</h2>
      </SpinnerUntil>,
    );

    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Members' })).toBeVisible();
  });
});

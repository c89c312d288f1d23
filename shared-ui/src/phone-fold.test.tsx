import { act, screen, waitFor } from '@testing-library/react';
import { PhoneFold } from './phone-fold';
import { onAPhone } from './testing/phone-screen';
import { renderWithProviders } from './testing/render';

/** Lets the frames the browser would paint meanwhile pass, and a moment more (jsdom's frames run on a timer). */
const frames = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 300)));

function Filters() {
  return <p>The filters</p>;
}

describe('PhoneFold', () => {
  it('when a phone folds content deferred until the list has shown, then it is rendered only once that has painted', () =>
    onAPhone(async () => {
      const view = await renderWithProviders(
        <PhoneFold summary="Filter" deferUntil={false}>
          <Filters />
        </PhoneFold>,
      );

      await frames();
      expect(screen.queryByText('The filters')).not.toBeInTheDocument();
      expect(screen.getByText('Filter').closest('details')).not.toHaveAttribute('open');

      view.rerender(
        <PhoneFold summary="Filter" deferUntil>
          <Filters />
        </PhoneFold>,
      );
      expect(screen.queryByText('The filters')).not.toBeInTheDocument();
      await waitFor(() => expect(screen.getByText('The filters')).toBeInTheDocument());

      // Once there, it stays, whatever the list does next (a reload).
      view.rerender(
        <PhoneFold summary="Filter" deferUntil={false}>
          <Filters />
        </PhoneFold>,
      );
      await frames();
      expect(screen.getByText('The filters')).toBeInTheDocument();
    }));

  it('when a phone shows the content unfolded at first, then it is rendered at once', () =>
    onAPhone(async () => {
      await renderWithProviders(
        <PhoneFold summary="Filter" open deferUntil={false}>
          <Filters />
        </PhoneFold>,
      );

      expect(screen.getByText('The filters')).toBeVisible();
    }));

  it('when the screen is larger, then the content stands without a fold, rendered at once', async () => {
    await renderWithProviders(
      <PhoneFold summary="Filter" wide={<h2>Filters</h2>} deferUntil={false}>
        <Filters />
      </PhoneFold>,
    );

    expect(screen.getByText('The filters')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Filters' })).toBeInTheDocument();
    expect(screen.queryByText('Filter')).not.toBeInTheDocument();
  });

  it('when nothing is deferred, then a phone renders the folded content at once', () =>
    onAPhone(async () => {
      await renderWithProviders(
        <PhoneFold summary="Filter">
          <Filters />
        </PhoneFold>,
      );

      expect(screen.getByText('The filters')).toBeInTheDocument();
    }));
});

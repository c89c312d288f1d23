import { act, screen } from '@testing-library/react';
import { PlayerStatusBadge } from './player-info/player-status';
import { usePointsFormat } from './player-info/score-format';
import { renderWithProviders } from './testing/render';

function Row({ points }: { points: number }) {
  const format = usePointsFormat();
  return (
    <p>
      <PlayerStatusBadge status="injured" /> <output>{format(points)}</output>
    </p>
  );
}

describe('the language hooks of a list row', () => {
  it('when the user switches the language, then every row shows its words and numbers in the new one', async () => {
    const { i18n } = await renderWithProviders(
      <>
        <Row points={12.5} />
        <Row points={1234.25} />
      </>,
    );
    expect(screen.getAllByText('Injured')).toHaveLength(2);
    expect(screen.getAllByRole('status').map((cell) => cell.textContent)).toEqual(['12.50', '1,234.25']);

    await act(() => i18n.changeLanguage('hu'));

    expect(screen.getAllByText('Sérült')).toHaveLength(2);
    expect(screen.getAllByRole('status').map((cell) => cell.textContent)).toEqual(['12,50', '1234,25']);
    await act(() => i18n.changeLanguage('en'));
  });
});

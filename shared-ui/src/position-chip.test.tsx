import { screen } from '@testing-library/react';
import { POSITIONS } from '@hfl/contracts';
import { PositionChip, theme } from './index';
import { renderWithProviders } from './testing/render';

/** The relative luminance of a #rrggbb colour (WCAG 2.1). */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const value = parseInt(hex.slice(at, at + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

describe('PositionChip', () => {
  it('when every position is shown, then each has its own theme colour, with white text at AA contrast', async () => {
    await renderWithProviders(
      <>
        {POSITIONS.map((position) => (
          <PositionChip key={position} position={position} />
        ))}
      </>,
    );

    const colours = POSITIONS.map((position) => getComputedStyle(screen.getByText(position)).backgroundColor);
    expect(colours).toEqual(POSITIONS.map((position) => rgb(theme.positions[position])));
    expect(new Set(colours).size).toBe(POSITIONS.length);
    for (const position of POSITIONS) {
      expect(1.05 / (luminance(theme.positions[position]) + 0.05)).toBeGreaterThanOrEqual(4.5);
    }
  });
});

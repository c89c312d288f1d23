import { screen } from '@testing-library/react';
import { Button } from './button';
import { renderWithProviders } from './testing/render';
import { theme } from './theme';

/** jsdom reports colours as rgb(); the theme writes them in hex. */
const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

describe('Button', () => {
  it.each(['primary', 'secondary', 'danger'] as const)(
    'when a %s button is disabled, then it turns grey with muted text, unlike an enabled one',
    async (variant) => {
      await renderWithProviders(
        <>
          <Button variant={variant}>On</Button>
          <Button variant={variant} disabled>
            Off
          </Button>
        </>,
      );

      const off = getComputedStyle(screen.getByRole('button', { name: 'Off' }));
      expect(off.backgroundColor).toBe(rgb(theme.colors.border));
      expect(off.color).toBe(rgb(theme.colors.textMuted));
      expect(off.cursor).toBe('not-allowed');
      expect(getComputedStyle(screen.getByRole('button', { name: 'On' })).backgroundColor).not.toBe(
        rgb(theme.colors.border),
      );
    },
  );
});

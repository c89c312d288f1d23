import type { Position } from '@hfl/contracts';
import { createGlobalStyle } from 'styled-components';

/**
 * The CSS variable holding the height of the bar fixed to the bottom of the screen (the cookie bar) while it shows:
 * a phone's toasts stand above it instead of over its buttons.
 */
export const BOTTOM_BAR_HEIGHT_VAR = '--bottom-bar-height';

/** One theme for every microfrontend: deep field green, chalk white and a gold accent. */
export const theme = {
  colors: {
    primary: '#0b5d32',
    primaryDark: '#063d20',
    primaryLight: '#e6f2eb',
    accent: '#f2b705',
    /** The gold as text on white and on the page's background: dark enough for 4.5:1 (WCAG AA). */
    accentDark: '#8b6700',
    danger: '#b3261e',
    dangerLight: '#fbe9e7',
    success: '#1e7b34',
    successLight: '#e7f5ea',
    info: '#1f5fa8',
    infoLight: '#e8f0fa',
    text: '#1c2620',
    textMuted: '#5b6b61',
    background: '#f4f6f3',
    surface: '#ffffff',
    border: '#d5ddd7',
    focus: '#f2b705',
  },
  /** One colour per player position (white text on each passes WCAG AA), the same wherever a position is shown. */
  positions: {
    QB: '#a4262c',
    RB: '#1f5fa8',
    WR: '#6b3fa0',
    TE: '#a34f00',
    K: '#0b6e6e',
    DEF: '#3d4a42',
    HC: '#7a5c00',
  } satisfies Record<Position, string>,
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    heading: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  radius: '6px',
  shadow: '0 2px 8px rgba(6, 61, 32, 0.15)',
  space: (n: number): string => `${n * 4}px`,
  breakpoints: { mobile: '640px', tablet: '960px' },
  zIndex: { header: 10, cookieBar: 20, modal: 30, toast: 40 },
  durations: { modalClose: 200 },
};

export type Theme = typeof theme;

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- augmentation must be an interface
  export interface DefaultTheme extends Theme {}
}

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html, body { margin: 0; padding: 0; }
  body {
    font-family: ${({ theme }) => theme.fonts.body};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    line-height: 1.5;
    -webkit-font-smoothing: antialiased;
  }
  h1, h2, h3, h4 { font-family: ${({ theme }) => theme.fonts.heading}; line-height: 1.25; margin: 0 0 0.5em; }
  a { color: ${({ theme }) => theme.colors.primary}; }
  :focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;

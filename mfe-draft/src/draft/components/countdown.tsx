import styled from 'styled-components';
import { useServerNow } from './use-server-now';

const pad = (n: number) => String(n).padStart(2, '0');

/** Time left as M:SS, or H:MM:SS from an hour up; never below zero. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}

const Clock = styled.span<{ $urgent: boolean }>`
  font-variant-numeric: tabular-nums;
  font-size: 1.75rem;
  font-weight: 700;
  color: ${({ theme, $urgent }) => ($urgent ? theme.colors.danger : theme.colors.primaryDark)};
`;

const URGENT_MS = 10_000;

/** Counts down to `until` (ms) on the server's clock. Its own ticking re-renders only itself. */
export function Countdown({ until, label }: { until: number; label: string }) {
  const left = until - useServerNow();
  return (
    <Clock role="timer" aria-label={label} $urgent={left <= URGENT_MS}>
      {formatCountdown(left)}
    </Clock>
  );
}

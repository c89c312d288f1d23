import styled from 'styled-components';
import { formatCountdown } from '@hfl/contracts';
import { useServerNow } from './use-server-now';

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

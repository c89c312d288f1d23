import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { formatCountdown } from '@hfl/contracts';

const Clock = styled.span`
  font-variant-numeric: tabular-nums;
  font-size: 1.4rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primaryDark};
`;

/**
 * A draft turn's countdown to `deadlineAt` on the server's clock (`offsetMs`: server minus browser, from the read's
 * serverTime), ticking every second; only it re-renders. `onElapsed` once the turn ran out (the band reads again).
 */
export function TurnCountdown({
  deadlineAt,
  offsetMs,
  label,
  onElapsed,
}: {
  deadlineAt: string;
  offsetMs: number;
  label: string;
  onElapsed: () => void;
}) {
  const deadline = Date.parse(deadlineAt);
  const [now, setNow] = useState(() => Date.now() + offsetMs);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now() + offsetMs), 1000);
    return () => clearInterval(timer);
  }, [offsetMs]);
  const elapsed = now >= deadline;
  useEffect(() => {
    if (elapsed) onElapsed();
  }, [elapsed, onElapsed]);
  return (
    <Clock role="timer" aria-label={label}>
      {formatCountdown(deadline - now)}
    </Clock>
  );
}

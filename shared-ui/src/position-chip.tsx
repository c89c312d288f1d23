import styled from 'styled-components';
import type { Position } from '@hfl/contracts';

const Chip = styled.span<{ $position: Position }>`
  display: inline-block;
  min-width: 3.2em;
  padding: 0.1em 0.5em;
  border-radius: 999px;
  background: ${({ theme, $position }) => theme.positions[$position]};
  color: #fff;
  font-size: 0.8rem;
  font-weight: 700;
  line-height: 1.4;
  text-align: center;
  white-space: nowrap;
`;

/** A player's position as a small chip in the position's colour (theme.positions), the same on every page. */
export function PositionChip({ position }: { position: Position }) {
  return <Chip $position={position}>{position}</Chip>;
}

import styled from 'styled-components';
import type { TeamRef } from '@hfl/contracts';

const Frame = styled.span<{ $size: number }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.primaryLight};
  color: ${({ theme }) => theme.colors.primaryDark};
  font-weight: 700;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/**
 * A team's logo, or a badge with the team's initial when it has none. Decorative: the team's name is always
 * written beside it. The spec draws team logos 32 to 96 px.
 */
export function TeamLogo({ team, size = 32 }: { team: Pick<TeamRef, 'name' | 'logoUrl'>; size?: 32 | 48 | 64 | 96 }) {
  return (
    <Frame $size={size} aria-hidden="true">
      {team.logoUrl ? <img src={team.logoUrl} alt="" /> : team.name.trim().charAt(0).toUpperCase()}
    </Frame>
  );
}

/** A team's logo followed by its name, as tables and cards show a team. */
export const TeamName = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { LeagueGameView } from '@hfl/contracts';
import { ChoiceStrip, usePointsFormat } from '@hfl/shared-ui/season';

const Slides = styled(ChoiceStrip)`
  scroll-snap-type: x mandatory;
  li {
    scroll-snap-align: start;
  }
  button {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 2px ${({ theme }) => theme.space(3)};
    min-width: 200px;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
    color: inherit;
    font: inherit;
    text-align: left;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primaryLight};
  }
`;

/** The week's games side by side (the caller's own first), each with both teams and their points; one is shown. */
export function GameSlider({
  games,
  selectedId,
  onSelect,
}: {
  games: LeagueGameView[];
  selectedId: string;
  onSelect: (gameId: string) => void;
}) {
  const { t } = useTranslation('player');
  const format = usePointsFormat();
  const points = (value: number | null) => (value === null ? '–' : format(value));
  return (
    <nav aria-label={t('gameCenter.games')}>
      <Slides>
        {games.map((game) => (
          <li key={game.id}>
            <button type="button" aria-pressed={game.id === selectedId} onClick={() => onSelect(game.id)}>
              <span>{game.team1.team.name}</span>
              <strong>{points(game.team1Points)}</strong>
              <span>{game.team2.team.name}</span>
              <strong>{points(game.team2Points)}</strong>
            </button>
          </li>
        ))}
      </Slides>
    </nav>
  );
}

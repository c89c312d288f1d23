import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { GameState, LeagueGameView } from '@hfl/contracts';
import { TeamColumn } from './team-column';
import { useGameKindLabel, useResultHeading } from './game-labels';

const Header = styled.header`
  margin-bottom: ${({ theme }) => theme.space(4)};
  h2 {
    margin: 0;
  }
  p {
    margin: ${({ theme }) => theme.space(1)} 0 0;
  }
`;

const Badge = styled.span<{ $final: boolean }>`
  display: inline-block;
  margin-right: ${({ theme }) => theme.space(2)};
  padding: 2px 8px;
  border-radius: 999px;
  font-size: 0.8rem;
  font-weight: 700;
  background: ${({ theme, $final }) => ($final ? theme.colors.successLight : theme.colors.infoLight)};
  color: ${({ theme, $final }) => ($final ? theme.colors.success : theme.colors.info)};
`;

const Sides = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(6)};
`;

/**
 * The game shown: its kind (Final, Third place, Semifinal, placement), the winner heading or "Game Tied", whether the
 * result is provisional or final and what that means, the playoff's seed rule when it decided, and both teams.
 * `reveal`: a link led to this game, so it is scrolled into view once.
 */
export function GameDetails({ game, reveal = false }: { game: LeagueGameView; reveal?: boolean }) {
  const { t } = useTranslation('player');
  const kindLabel = useGameKindLabel()(game);
  const heading = useResultHeading()(game);
  const article = useRef<HTMLElement>(null);
  useEffect(() => {
    if (reveal) article.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [reveal]);
  return (
    <article ref={article} aria-labelledby="game-heading">
      <Header>
        {kindLabel && <p>{kindLabel}</p>}
        <h2 id="game-heading">{heading}</h2>
        <StateLine state={game.state} />
        {game.decidedBySeed && <p>{t('gameCenter.decidedBySeed')}</p>}
      </Header>
      <Sides>
        <TeamColumn side={game.team1} labelId="game-team1" />
        <TeamColumn side={game.team2} labelId="game-team2" />
      </Sides>
    </article>
  );
}

/** "Provisional" while the round is played or frozen, "Final" once the owner locked it, each with its sentence. */
function StateLine({ state }: { state: GameState }) {
  const { t } = useTranslation('player');
  if (state === 'scheduled') return <p>{t('gameCenter.explain.scheduled')}</p>;
  const final = state === 'final';
  return (
    <p>
      <Badge $final={final}>{t(final ? 'gameCenter.final' : 'gameCenter.provisional')}</Badge>
      {t(`gameCenter.explain.${state}`)}
    </p>
  );
}

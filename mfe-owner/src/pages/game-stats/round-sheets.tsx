import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { API, type GameDetails, type SeasonGame } from '@hfl/contracts';
import { Button, Spinner, useApiGet } from '@hfl/shared-ui';
import { Section } from '../../components/page-styles';
import { UntilLoaded } from '../../components/until-loaded';
import { ScoreSheet } from '../game-scores/score-sheet';

const Sheet = styled.details`
  margin-bottom: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  summary {
    cursor: pointer;
    font-weight: 600;
  }
`;

/** One game's score sheet, read when its fold opens and again after each save (as on the game's own page). */
function InlineSheet({ gameId, onSaved }: { gameId: string; onSaved: () => void }) {
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((n) => n + 1), []);
  const game = useApiGet<GameDetails>(API.game(gameId), version);
  if (game.status === 'loading') return <Spinner />;
  if (game.status === 'failed') return <UntilLoaded failed onRetry={reload} />;
  return (
    <ScoreSheet
      game={game.data}
      onSaved={() => {
        reload();
        onSaved();
      }}
    />
  );
}

/**
 * A round's games on one page (issue 40): each game's score sheet folds open in place, one at a time, typed as on its
 * own page (Tab across a row, a block of cells pasted), with "Next game" to the following one.
 */
export function RoundSheets({ week, games, onSaved }: { week: number; games: SeasonGame[]; onSaved: () => void }) {
  const { t } = useTranslation('owner');
  const [open, setOpen] = useState<string | null>(null);
  const summaries = useRef(new Map<string, HTMLElement>());
  const goTo = (id: string) => {
    setOpen(id);
    // The next sheet starts where the owner looks: its title at the top, focused for the keyboard.
    requestAnimationFrame(() => {
      const summary = summaries.current.get(id);
      summary?.scrollIntoView?.({ block: 'start' });
      summary?.focus();
    });
  };
  const scoreOf = (game: SeasonGame) =>
    game.team1.score === null || game.team2.score === null
      ? t('roundSheets.noScore')
      : `${game.team1.score} – ${game.team2.score}`;
  return (
    <Section aria-labelledby="round-sheets-title">
      <h2 id="round-sheets-title">{t('roundSheets.title', { week })}</h2>
      {games.map((game, index) => {
        const next = games[index + 1];
        const isOpen = open === game.id;
        return (
          <Sheet
            key={game.id}
            open={isOpen}
            onToggle={(event) => {
              const nowOpen = event.currentTarget.open;
              if (nowOpen && !isOpen) setOpen(game.id);
              if (!nowOpen && isOpen) setOpen(null);
            }}
          >
            <summary
              ref={(element) => {
                if (element) summaries.current.set(game.id, element);
                else summaries.current.delete(game.id);
              }}
            >
              {t('roundSheets.summary', { team1: game.team1.name, team2: game.team2.name, score: scoreOf(game) })}
            </summary>
            {isOpen && (
              <>
                <InlineSheet gameId={game.id} onSaved={onSaved} />
                {next && (
                  <Button type="button" variant="secondary" onClick={() => goTo(next.id)}>
                    {t('roundSheets.next', { team1: next.team1.name, team2: next.team2.name })}
                  </Button>
                )}
              </>
            )}
          </Sheet>
        );
      })}
    </Section>
  );
}

import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { LeagueGamesView } from '@hfl/contracts';
import { Spinner } from '@hfl/shared-ui';
import { WeekSwitcher, useLeagueGames } from '@hfl/shared-ui/season';
import { RetryButton } from '../league/retry-button';
import { GameDetails } from './game-details';
import { ownSide } from './game-labels';
import { GameSlider } from './game-slider';
import { ScheduleMade } from './schedule-made';
import { UnseenResults } from './unseen-results';
import { UnseenTrophies } from './unseen-trophies';

const Notice = styled.div`
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
`;

const Block = styled.div`
  margin-top: ${({ theme }) => theme.space(8)};
`;

/**
 * A league's games (`GET leagues/{id}/games`, or `…/games/season/{seasonId}` for another season; `?week=N` once a week
 * is chosen): the week switcher, the week's games, the one shown, how the schedule was made; the unseen results in a
 * modal after the first read, then the unseen trophies, for the current season only. A league without a schedule yet
 * (404) is explained.
 */
export function GameCenter({ leagueId, seasonId }: { leagueId: string; seasonId?: string }) {
  const [first, setFirst] = useState<LeagueGamesView | null>(null);
  const { loaded, chooseWeek, retry } = useLeagueGames(leagueId, seasonId);
  if (loaded.status === 'ready' && !first) setFirst(loaded.data);

  let content;
  if (loaded.status === 'loading') content = <Spinner />;
  else if (loaded.status === 'failed' && loaded.notFound) content = <NoSchedule leagueId={leagueId} />;
  else if (loaded.status === 'failed') content = <RetryButton onRetry={retry} />;
  else content = <Week key={loaded.data.week} view={loaded.data} onWeek={chooseWeek} />;
  return (
    <>
      {content}
      {first && seasonId === undefined && <AfterTheRound view={first} />}
    </>
  );
}

/** What the manager has not seen yet, once each: his results first, then the trophies his team won. */
function AfterTheRound({ view }: { view: LeagueGamesView }) {
  const [resultsSeen, setResultsSeen] = useState(false);
  const onResultsSeen = useCallback(() => setResultsSeen(true), []);
  return resultsSeen ? <UnseenTrophies view={view} /> : <UnseenResults view={view} onDone={onResultsSeen} />;
}

/** The chosen week: its games (the manager's own first and shown first), the game shown, the schedule's making. */
function Week({ view, onWeek }: { view: LeagueGamesView; onWeek: (week: number) => void }) {
  const { t } = useTranslation('player');
  const games = view.games
    .filter((game) => game.week === view.week)
    .sort((a, b) => Number(ownSide(b, view.myTeamId) !== null) - Number(ownSide(a, view.myTeamId) !== null));
  const [chosen, setChosen] = useState<string | null>(null);
  const shown = games.find((game) => game.id === chosen) ?? games[0];
  return (
    <>
      <WeekSwitcher weeks={view.weeks} selected={view.week} onSelect={(week) => week !== view.week && onWeek(week)} />
      {shown ? (
        <>
          <GameSlider games={games} selectedId={shown.id} onSelect={setChosen} />
          <GameDetails game={shown} />
        </>
      ) : (
        <p>{t('gameCenter.noGames')}</p>
      )}
      <Block>
        <ScheduleMade schedule={view.schedule} />
      </Block>
    </>
  );
}

function NoSchedule({ leagueId }: { leagueId: string }) {
  const { t } = useTranslation('player');
  return (
    <Notice>
      <h2>{t('gameCenter.noScheduleTitle')}</h2>
      <p>{t('gameCenter.noSchedule')}</p>
      <Link to={`/leagues/${leagueId}`}>{t('gameCenter.leagueHome')}</Link>
    </Notice>
  );
}

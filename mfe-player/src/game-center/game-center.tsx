import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { LeagueGamesView } from '@hfl/contracts';
import { Spinner, RetryButton } from '@hfl/shared-ui';
import { WeekSwitcher, useLeagueGames } from '@hfl/shared-ui/season';
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

/** A round and a game of the current season a link names (a notification's, an e-mail's). */
export interface LinkedGame {
  week: number | null;
  gameId: string | null;
}

/**
 * A league's games (`GET leagues/{id}/games`, or `…/games/season/{seasonId}` for another season; `?week=N` once a week
 * is chosen): the week switcher, the week's games, the one shown, how the schedule was made; the unseen results in a
 * modal after the first read, then the unseen trophies, for the current season only. A league without a schedule yet
 * (404) is explained. A linked round is read first, its game shown and scrolled to.
 */
export function GameCenter({
  leagueId,
  seasonId,
  linked = null,
}: {
  leagueId: string;
  seasonId?: string;
  linked?: LinkedGame | null;
}) {
  const [first, setFirst] = useState<LeagueGamesView | null>(null);
  const { loaded, chooseWeek, retry } = useLeagueGames(leagueId, seasonId, linked?.week ?? null);
  if (loaded.status === 'ready' && !first) setFirst(loaded.data);

  let content;
  if (loaded.status === 'loading') content = <Spinner />;
  else if (loaded.status === 'failed' && loaded.notFound) content = <NoSchedule leagueId={leagueId} />;
  else if (loaded.status === 'failed') content = <RetryButton onRetry={retry} />;
  else
    content = (
      <Week key={loaded.data.week} view={loaded.data} linkedGameId={linked?.gameId ?? null} onWeek={chooseWeek} />
    );
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
function Week({
  view,
  linkedGameId,
  onWeek,
}: {
  view: LeagueGamesView;
  /** A link's game: shown at first, when it is one of this week's. */
  linkedGameId: string | null;
  onWeek: (week: number) => void;
}) {
  const { t } = useTranslation('player');
  const games = view.games
    .filter((game) => game.week === view.week)
    .sort((a, b) => Number(ownSide(b, view.myTeamId) !== null) - Number(ownSide(a, view.myTeamId) !== null));
  const [chosen, setChosen] = useState<string | null>(linkedGameId);
  // Scrolled to once, as the link opened it; not again when the manager comes back to it in the slider.
  const [opening, setOpening] = useState(linkedGameId !== null);
  const shown = games.find((game) => game.id === chosen) ?? games[0];
  const choose = (gameId: string) => {
    setChosen(gameId);
    setOpening(false);
  };
  return (
    <>
      <WeekSwitcher weeks={view.weeks} selected={view.week} onSelect={(week) => week !== view.week && onWeek(week)} />
      {shown ? (
        <>
          <GameSlider games={games} selectedId={shown.id} onSelect={choose} />
          <GameDetails game={shown} reveal={opening && shown.id === linkedGameId} />
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

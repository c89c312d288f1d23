import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { API, type LeagueGameView, type LeagueGamesView } from '@hfl/contracts';
import { Button, Modal, useApiAction } from '@hfl/shared-ui';
import { usePointsFormat } from '@hfl/shared-ui/season';
import { ownSide, useGameKindLabel } from './game-labels';

/** The caller's final games whose result he has not seen yet, oldest round first. */
export function unseenResults(view: LeagueGamesView): LeagueGameView[] {
  return view.games
    .filter((game) => {
      const side = ownSide(game, view.myTeamId);
      if (game.state !== 'final' || side === null) return false;
      return !(side === 1 ? game.team1SawResult : game.team2SawResult);
    })
    .sort((a, b) => a.week - b.week);
}

/**
 * On the game center's first load, each of the manager's unseen final results is shown once in a results modal, one
 * after another, and marked seen (`GET …/mark-viewed/{side}`) as it shows; `onDone` once none is left to show.
 */
export function UnseenResults({ view, onDone }: { view: LeagueGamesView; onDone?: () => void }) {
  // The first answer decides: a later week's read does not bring a result back.
  const [queue, setQueue] = useState(() => unseenResults(view));
  const { run } = useApiAction();
  const marked = useRef(new Set<string>());
  const current = queue[0];

  useEffect(() => {
    if (!current || marked.current.has(current.id)) return;
    marked.current.add(current.id);
    const side = ownSide(current, view.myTeamId);
    if (side) void run({ method: 'GET', path: API.markGameViewed(view.leagueId, current.id, side) }, { quiet: true });
  }, [current, run, view.leagueId, view.myTeamId]);

  useEffect(() => {
    if (!current) onDone?.();
  }, [current, onDone]);

  if (!current) return null;
  return <ResultModal game={current} myTeamId={view.myTeamId} onClose={() => setQueue((games) => games.slice(1))} />;
}

/** A result in words from the manager's side: won, lost or tied, with the score. */
function ResultModal({
  game,
  myTeamId,
  onClose,
}: {
  game: LeagueGameView;
  myTeamId: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('player');
  const format = usePointsFormat();
  const kindLabel = useGameKindLabel()(game);
  const side = ownSide(game, myTeamId);
  const outcome = game.gameResult === 0 ? 'tie' : game.gameResult === side ? 'win' : 'loss';
  const [mine, theirs] = side === 1 ? [game.team1, game.team2] : [game.team2, game.team1];
  const [myPoints, theirPoints] =
    side === 1 ? [game.team1Points, game.team2Points] : [game.team2Points, game.team1Points];
  return (
    <Modal
      open
      title={t(`gameCenter.results.${outcome}Title`)}
      onClose={onClose}
      footer={
        <Button type="button" onClick={onClose}>
          {t('gameCenter.results.ok')}
        </Button>
      }
    >
      <p>{[t('common:games.week', { week: game.week }), kindLabel].filter(Boolean).join(' · ')}</p>
      <p>
        {t(`gameCenter.results.${outcome}`, {
          team: mine.team.name,
          opponent: theirs.team.name,
          points: format(myPoints),
          opponentPoints: format(theirPoints),
        })}
      </p>
      {game.decidedBySeed && <p>{t('gameCenter.decidedBySeed')}</p>}
    </Modal>
  );
}

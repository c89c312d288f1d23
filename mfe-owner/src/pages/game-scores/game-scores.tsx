import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import { API, formatDisplayDate, type GameDetails } from '@hfl/contracts';
import { PageHeader, Spinner, useApiGet } from '@hfl/shared-ui';
import { UntilLoaded } from '../../components/until-loaded';
import { GameDateChange } from './game-date-form';
import { ScoreSheet } from './score-sheet';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

/**
 * `/owner/stats/games/:gameId`: one game's score sheet (scores, every listed player's statistics, points once saved)
 * and its date. After each change the game is read again, so the page shows what the service stored.
 */
export function GameScoresPage() {
  const { gameId = '' } = useParams();
  const { t } = useTranslation('owner');
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((n) => n + 1), []);
  const game = useApiGet<GameDetails>(API.game(gameId), version);
  const data = game.status === 'ready' ? game.data : null;

  let body;
  if (game.status === 'loading') {
    body = <Spinner />;
  } else if (game.status === 'failed') {
    body = game.notFound ? <p>{t('gameScores.notFound')}</p> : <UntilLoaded failed onRetry={reload} />;
  } else {
    const { data: details } = game;
    body = (
      <>
        <Facts>
          <dt>{t('gameScores.season')}</dt>
          <dd>{details.season.name}</dd>
          <dt>{t('gameStats.round')}</dt>
          <dd>{details.week}</dd>
          {!details.isDateEditable && (
            <>
              <dt>{t('gameScores.date.label')}</dt>
              <dd>{formatDisplayDate(details.date)}</dd>
            </>
          )}
        </Facts>
        {details.isDateEditable && <GameDateChange game={details} onChanged={reload} />}
        <ScoreSheet game={details} onSaved={reload} />
      </>
    );
  }

  return (
    <section aria-labelledby="game-scores-title">
      <PageHeader>
        <h1 id="game-scores-title">
          {data ? t('gameScores.titleOf', { team1: data.team1.name, team2: data.team2.name }) : t('gameScores.title')}
        </h1>
        <Link to={data ? `/owner/stats?week=${data.week}` : '/owner/stats'}>{t('gameScores.back')}</Link>
      </PageHeader>
      {body}
    </section>
  );
}

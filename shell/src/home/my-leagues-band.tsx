import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import {
  API,
  DEFAULT_TIMEZONE,
  formatUtcDateTime,
  formatZonedDateTime,
  type LeagueListItem,
  type MyLeagueSummary,
} from '@hfl/contracts';
import { Button, RetryButton, Spinner, useApiGet } from '@hfl/shared-ui/core';
import { DraftChanceText, useDraftChance, usePointsFormat } from '@hfl/shared-ui/season';
import { BandPlaceholder, MyLeaguesFrame } from './my-leagues-frame';
import { TurnCountdown } from './turn-countdown';
import type { MyLeaguesRead } from './use-my-leagues';

/** Open leagues a newcomer is offered on the home page (the leagues page lists them all). */
const OPEN_LEAGUES_SHOWN = 5;

const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    grid-template-columns: 1fr;
  }
`;

const Card = styled.article<{ $urgent: boolean }>`
  height: 100%;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme, $urgent }) => ($urgent ? theme.colors.primaryLight : theme.colors.surface)};
  border: 2px solid ${({ theme, $urgent }) => ($urgent ? theme.colors.accent : theme.colors.border)};
  overflow-wrap: anywhere;
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: 1.2rem;
  }
  p {
    margin: ${({ theme }) => theme.space(2)} 0 0;
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Row = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Score = styled.strong`
  font-variant-numeric: tabular-nums;
  font-size: 1.2rem;
`;

/**
 * The signed-in home's "My leagues" band (issue 38): for each league what needs me now, from one read (started by the
 * home page, so it runs while this module loads); its frame is reserved while it loads (and while this module loads:
 * see home.tsx). A user in no league is offered the open leagues and "Create a league" with what the season still
 * allows.
 */
export function MyLeaguesBand({ myLeagues }: { myLeagues: MyLeaguesRead }) {
  const { t } = useTranslation();
  const { state, reload } = myLeagues;
  if (state.status === 'loading') return <MyLeaguesFrame />;
  return (
    <MyLeaguesFrame busy={false}>
      {state.status === 'failed' && (
        <BandPlaceholder>
          <p>
            {t('home.myLeagues.loadFailed')} <RetryButton onRetry={reload} />
          </p>
        </BandPlaceholder>
      )}
      {state.status === 'ready' && state.data.leagues.length === 0 && <NoLeagueYet />}
      {state.status === 'ready' && state.data.leagues.length > 0 && (
        <Cards>
          {state.data.leagues.map((summary) => (
            <li key={summary.league.id}>
              <LeagueCard
                summary={summary}
                offsetMs={Date.parse(state.data.serverTime) - state.receivedAt}
                onTurnElapsed={reload}
              />
            </li>
          ))}
        </Cards>
      )}
    </MyLeaguesFrame>
  );
}

function LeagueCard({
  summary,
  offsetMs,
  onTurnElapsed,
}: {
  summary: MyLeagueSummary;
  offsetMs: number;
  onTurnElapsed: () => void;
}) {
  const { t } = useTranslation();
  const { league, draft } = summary;
  const myTurn = draft.status === 'live' && draft.turn?.mine === true;
  return (
    <Card $urgent={myTurn || summary.tradesToAnswer > 0} aria-labelledby={`my-league-${league.id}`}>
      <h3 id={`my-league-${league.id}`}>
        <Link to={`/leagues/${league.id}`}>{league.name}</Link>
      </h3>
      <Muted>
        {summary.team ? `${summary.team.name} · ` : ''}
        {t(`home.myLeagues.role.${summary.role}`)}
      </Muted>
      <DraftLine summary={summary} offsetMs={offsetMs} onTurnElapsed={onTurnElapsed} />
      <Matchup summary={summary} />
      {summary.tradesToAnswer > 0 && (
        <Row>
          <strong>{t('home.myLeagues.trades', { count: summary.tradesToAnswer })}</strong>
          <Link to="/team">{t('home.myLeagues.answerTrades')}</Link>
        </Row>
      )}
      <LatestResult summary={summary} />
    </Card>
  );
}

function DraftLine({
  summary: { league, draft, timezone },
  offsetMs,
  onTurnElapsed,
}: {
  summary: MyLeagueSummary;
  offsetMs: number;
  onTurnElapsed: () => void;
}) {
  const { t } = useTranslation();
  const draftRoom = <Link to={`/leagues/${league.id}/draft`}>{t('home.myLeagues.draft.enter')}</Link>;
  if (draft.status === 'none') return <p>{t('home.myLeagues.draft.none')}</p>;
  if (draft.status === 'scheduled') {
    const date = formatZonedDateTime(formatUtcDateTime(new Date(draft.startsAt)), timezone);
    return (
      <Row>
        {t('home.myLeagues.draft.scheduled', { date })} {draftRoom}
      </Row>
    );
  }
  if (draft.status === 'done') return null;
  const { turn } = draft;
  return (
    <>
      <Row>
        {!turn && t('home.myLeagues.draft.live')}
        {turn?.mine && (
          <strong>{t('home.myLeagues.draft.yourTurn', { pickNo: turn.pickNo, round: turn.round })}</strong>
        )}
        {turn && !turn.mine && t('home.myLeagues.draft.onTheClock', { team: turn.team.name, pickNo: turn.pickNo })}
      </Row>
      <Row>
        {turn && (
          <TurnCountdown
            key={turn.pickNo}
            deadlineAt={turn.deadlineAt}
            offsetMs={offsetMs}
            label={t('home.myLeagues.draft.timeLeft')}
            onElapsed={onTurnElapsed}
          />
        )}
        {draftRoom}
      </Row>
    </>
  );
}

function Matchup({ summary: { matchup, timezone, draft } }: { summary: MyLeagueSummary }) {
  const { t } = useTranslation();
  const points = usePointsFormat();
  if (!matchup) return draft.status === 'done' ? <p>{t('home.myLeagues.seasonOn')}</p> : null;
  const title = t(matchup.kind === 'regular' ? 'home.myLeagues.matchup.title' : 'home.myLeagues.matchup.playoffTitle', {
    week: matchup.week,
    team: matchup.opponent.name,
  });
  const gameCenter = <Link to="/game-center">{t('home.myLeagues.matchup.gameCenter')}</Link>;
  if (matchup.state === 'scheduled') {
    const starts = matchup.roundStartsAt
      ? formatZonedDateTime(formatUtcDateTime(new Date(matchup.roundStartsAt)), timezone).slice(0, 10)
      : null;
    return (
      <>
        <p>{title}</p>
        <Row>
          <Muted>
            {starts ? t('home.myLeagues.matchup.locksAt', { date: starts }) : t('home.myLeagues.matchup.locks')}
          </Muted>
          {gameCenter}
        </Row>
      </>
    );
  }
  const mine = points(matchup.myPoints);
  const theirs = points(matchup.opponentPoints);
  return (
    <>
      <p>{title}</p>
      <Row>
        <Score aria-label={t('home.myLeagues.matchup.scoreLabel', { mine, theirs })}>
          {t('home.myLeagues.matchup.score', { mine, theirs })}
        </Score>
        <Muted>
          {t(matchup.state === 'live' ? 'home.myLeagues.matchup.live' : 'home.myLeagues.matchup.provisional')}
        </Muted>
        {gameCenter}
      </Row>
    </>
  );
}

function LatestResult({ summary: { lastResult, standing } }: { summary: MyLeagueSummary }) {
  const { t } = useTranslation();
  const points = usePointsFormat();
  if (!lastResult && !standing) return null;
  return (
    <>
      {lastResult && (
        <p>
          {t(`home.myLeagues.result.${lastResult.outcome}`, {
            week: lastResult.week,
            mine: points(lastResult.myPoints),
            theirs: points(lastResult.opponentPoints),
            team: lastResult.opponent.name,
          })}
        </p>
      )}
      {standing && (
        <p>
          {t('home.myLeagues.standing', { ...standing })}
          {standing.finalPlace !== null && <> · {t('home.myLeagues.finalPlace', { place: standing.finalPlace })}</>}
        </p>
      )}
    </>
  );
}

/**
 * A user in no league: the open leagues with free slots (the leagues list's first page) to join, and "Create a
 * league" with what the season still allows (contracts' late-draft rules), on the league default clock.
 */
function NoLeagueYet() {
  const { t } = useTranslation();
  const leagues = useApiGet<LeagueListItem[]>(`${API.leagues}?limit=20`);
  const chance = useDraftChance();
  const open =
    leagues.status === 'ready'
      ? leagues.data
          .filter((league) => league.status === 'Available' && league.membershipStatus === null)
          .slice(0, OPEN_LEAGUES_SHOWN)
      : [];
  return (
    <Cards>
      <li>
        <Card $urgent={false} aria-labelledby="open-leagues-title">
          <h3 id="open-leagues-title">{t('home.myLeagues.empty.openLeagues')}</h3>
          {leagues.status === 'loading' && <Spinner />}
          {leagues.status === 'ready' && open.length === 0 && <p>{t('home.myLeagues.empty.noneOpen')}</p>}
          {open.map((league) => (
            <Row key={league.id}>
              <Link
                to={`/leagues/${league.id}/join`}
                aria-label={t('home.myLeagues.empty.join', { league: league.name })}
              >
                {league.name}
              </Link>
              <Muted>{t('home.myLeagues.empty.slots', { count: league.nbAvailableSlots })}</Muted>
            </Row>
          ))}
          <p>
            <Link to="/leagues">{t('home.myLeagues.empty.allLeagues')}</Link>
          </p>
        </Card>
      </li>
      <li>
        <Card $urgent={false} aria-labelledby="create-league-title">
          <h3 id="create-league-title">{t('home.myLeagues.empty.title')}</h3>
          {chance.status === 'loading' && <Spinner />}
          {chance.status === 'ready' && (
            <p role="note">
              <DraftChanceText chance={chance.chance} timezone={DEFAULT_TIMEZONE} />
            </p>
          )}
          <p>
            <Button as={Link} to="/create-league" variant="primary">
              {t('home.myLeagues.empty.create')}
            </Button>
          </p>
        </Card>
      </li>
    </Cards>
  );
}

import { Fragment, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  API,
  DEFAULT_TIMEZONE,
  GROUP_STATS,
  parseUtcDateTime,
  type PlayerDetails,
  type PlayerOutlook,
} from '@hfl/contracts';
import { useApiGet } from '../api/use-api-get';
import { Modal } from '../modal';
import { PositionChip } from '../position-chip';
import { Spinner } from '../spinner';
import { Table, type TableColumn } from '../table';
import { PlayerStatusBadge } from './player-status';
import { usePointsFormat, useScoreFormat } from './score-format';

const Profile = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  img {
    width: 96px;
    height: 96px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius};
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  margin: 0;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

/** The last rounds' points, apart from the statistics' heading below them. */
const RecentRounds = styled(Facts)`
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Analysis = styled.p`
  white-space: pre-line;
`;

/** A value the player has none of (a DEF has no age, an HC no jersey). */
const DASH = '—';

export interface PlayerInfoModalProps {
  /** The player whose record opens (a list row); null while none is chosen. */
  player: { id: string; name: string } | null;
  /** Whose weekly statistics to show; the service's default (the current season, else the latest) without it. */
  season?: string | null;
  /**
   * The viewer's clock, as the league's other pages show times: his team's timezone in the league (`useTeamTimezone`);
   * without one (the owner, a league without his team) Europe/Budapest.
   */
  timezone?: string | null;
  open: boolean;
  onClose: () => void;
}

/**
 * The player info popup of every player list (the players page, /team, the owner's player statistics): photo, status,
 * team, position, jersey, height, weight, age in years, his club's game in the coming round, his last rounds' points and
 * season average, analysis, and the season's statistics round by round.
 */
export function PlayerInfoModal({ player, season, timezone, open, onClose }: PlayerInfoModalProps) {
  return (
    <Modal open={open} title={player?.name ?? ''} onClose={onClose} size="wide">
      {/* Keyed: another player starts from loading, not from the previous one's record. */}
      {player && (
        <PlayerInfo
          key={`${player.id}/${season ?? ''}`}
          id={player.id}
          season={season ?? null}
          timezone={timezone || DEFAULT_TIMEZONE}
        />
      )}
    </Modal>
  );
}

function PlayerInfo({ id, season, timezone }: { id: string; season: string | null; timezone: string }) {
  const { t } = useTranslation();
  const details = useApiGet<PlayerDetails>(season ? `${API.player(id)}?season=${season}` : API.player(id));
  if (details.status === 'loading') return <Spinner />;
  // Other failures were toasted; a 404 means the player was deleted since the list loaded.
  if (details.status === 'failed') return details.notFound ? <p>{t('common:playerInfo.notFound')}</p> : null;
  const player = details.data;
  const orDash = (value: number | null, key?: string) =>
    value === null ? DASH : key ? t(key, { value }) : String(value);

  return (
    <>
      <Profile>
        {player.photoUrl && <img src={player.photoUrl} alt={t('common:playerInfo.photo', { name: player.name })} />}
        <Facts>
          <dt>{t('common:playerInfo.status')}</dt>
          <dd>
            <PlayerStatusBadge status={player.status} />
          </dd>
          <dt>{t('common:playerInfo.team')}</dt>
          <dd>{player.team?.name ?? DASH}</dd>
          <dt>{t('common:playerInfo.position')}</dt>
          <dd>
            <PositionChip position={player.position} />
          </dd>
          <dt>{t('common:playerInfo.jersey')}</dt>
          <dd>{orDash(player.jerseyNumber)}</dd>
          <dt>{t('common:playerInfo.height')}</dt>
          <dd>{orDash(player.height, 'common:playerInfo.heightValue')}</dd>
          <dt>{t('common:playerInfo.weight')}</dt>
          <dd>{orDash(player.weight, 'common:playerInfo.weightValue')}</dd>
          <dt>{t('common:playerInfo.age')}</dt>
          <dd>{player.age === null ? DASH : t('common:playerInfo.ageValue', { count: player.age })}</dd>
        </Facts>
      </Profile>
      <Outlook id={player.id} outlook={player.outlook} timezone={timezone} />
      {player.analysis && (
        <section aria-labelledby={`player-analysis-${player.id}`}>
          <h3 id={`player-analysis-${player.id}`}>{t('common:playerInfo.analysis')}</h3>
          <Analysis>{player.analysis}</Analysis>
        </section>
      )}
      <section aria-labelledby={`player-weeks-${player.id}`}>
        <h3 id={`player-weeks-${player.id}`}>{t('common:playerInfo.weeks')}</h3>
        <WeeklyStats player={player} />
      </section>
    </>
  );
}

/** One row per round the player has statistics for: the statistics of the player's position group, and the points. */
function WeeklyStats({ player }: { player: PlayerDetails }) {
  const { t } = useTranslation();
  const format = useScoreFormat();
  const points = usePointsFormat();
  type Week = PlayerDetails['weeks'][number];
  // On a phone: each round and its points beside it; the statistics behind "More columns".
  const columns: Array<TableColumn<Week>> = [
    { key: 'week', header: t('common:playerInfo.round'), numeric: true },
    {
      key: 'fantasy_points',
      header: t('common:stats.fantasy_points'),
      numeric: true,
      render: (week) => points(week.fantasy_points),
    },
    ...GROUP_STATS[player.group].map((key) => ({
      key,
      header: t(`common:stats.${key}`),
      numeric: true,
      secondary: true,
      render: (week: Week) => format(week[key]),
    })),
  ];
  return <Table columns={columns} rows={player.weeks} rowKey={(week) => `${week.week}/${week.game}`} />;
}

/**
 * When a game is played, in the reader's language: its kickoff on the viewer's clock in the league (`timezone`, named)
 * when the schedule has a time, else the schedule's day ("Saturday, 9 May 2026").
 */
function useGameTimeFormat(timezone: string): (game: { date: string; kickoff: string | null }) => string {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'hu' ? 'hu' : 'en-GB';
  // Built once per language and clock, not on each render: a time-zone formatter costs milliseconds on a phone.
  const [dayFormat, kickoffFormat] = useMemo(() => {
    const day: Intl.DateTimeFormatOptions = { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' };
    return [
      new Intl.DateTimeFormat(locale, { ...day, timeZone: 'UTC' }),
      new Intl.DateTimeFormat(locale, {
        ...day,
        hour: '2-digit',
        minute: '2-digit',
        timeZone: timezone,
        timeZoneName: 'short',
      }),
    ];
  }, [locale, timezone]);
  return ({ date, kickoff }) => {
    const instant = parseUtcDateTime(kickoff);
    if (instant) return kickoffFormat.format(instant);
    const [year, month, dayOfMonth] = date.split('-').map(Number);
    return dayFormat.format(Date.UTC(year!, month! - 1, dayOfMonth!));
  };
}

/** What a lineup decision needs: the coming round's game, the last rounds' points and the season's average. */
function Outlook({ id, outlook, timezone }: { id: string; outlook: PlayerOutlook; timezone: string }) {
  const { t } = useTranslation();
  const points = usePointsFormat();
  const when = useGameTimeFormat(timezone);
  const { comingRound, recentRounds, seasonAverage } = outlook;
  let next: string;
  if (!comingRound) next = t('common:playerInfo.noComingRound');
  else if (!comingRound.game) next = t('common:playerInfo.bye', { week: comingRound.week });
  else
    next = t(comingRound.game.home ? 'common:playerInfo.nextHome' : 'common:playerInfo.nextAway', {
      week: comingRound.week,
      opponent: comingRound.game.opponent.name,
      date: when(comingRound.game),
    });
  return (
    <>
      <section aria-labelledby={`player-next-${id}`}>
        <h3 id={`player-next-${id}`}>{t('common:playerInfo.nextGame')}</h3>
        <p>{next}</p>
      </section>
      <section aria-labelledby={`player-form-${id}`}>
        <h3 id={`player-form-${id}`}>{t('common:playerInfo.form')}</h3>
        {recentRounds.length === 0 ? (
          <p>{t('common:playerInfo.noRounds')}</p>
        ) : (
          <RecentRounds>
            {recentRounds.map((round) => (
              <Fragment key={round.week}>
                <dt>{t('common:playerInfo.roundNumber', { week: round.week })}</dt>
                <dd>{round.points === null ? t('common:playerInfo.didNotPlay') : points(round.points)}</dd>
              </Fragment>
            ))}
            <dt>{t('common:playerInfo.seasonAverage')}</dt>
            <dd>{seasonAverage === null ? DASH : points(seasonAverage)}</dd>
          </RecentRounds>
        )}
      </section>
    </>
  );
}

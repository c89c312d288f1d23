import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import {
  API,
  SEASON_TROPHY_TYPES,
  WEEKLY_TROPHY_TYPES,
  type MyTrophiesResponse,
  type TrophyType,
  type TrophyView,
} from '@hfl/contracts';
import { RequireAuth, Spinner, useApiGet, RetryButton } from '@hfl/shared-ui';
import { trophyImage, trophyPagePath, useTrophyText } from '../../trophies/trophy-text';

const Intro = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  max-width: 70ch;
`;

const Group = styled.section`
  margin-top: ${({ theme }) => theme.space(6)};
  h2 {
    font-size: 1.2rem;
  }
`;

const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.space(4)};
`;

const Card = styled(Link)`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: inherit;
  text-decoration: none;
  transition:
    transform 0.15s ease,
    box-shadow 0.15s ease;
  &:hover,
  &:focus-visible {
    transform: translateY(-2px);
    box-shadow: ${({ theme }) => theme.shadow};
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 1200 / 630;
  }
  div {
    padding: ${({ theme }) => theme.space(3)};
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: 1.05rem;
    color: ${({ theme }) => theme.colors.primaryDark};
  }
  p {
    margin: 0;
    font-size: 0.92rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Empty = styled.div`
  margin-top: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(5)};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    font-size: 1.2rem;
  }
  p {
    margin: 0;
    max-width: 70ch;
  }
`;

const Rules = styled.section`
  margin-top: ${({ theme }) => theme.space(8)};
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.primaryLight};
  h2 {
    font-size: 1.2rem;
  }
  ul {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    padding-left: 1.2em;
  }
  p {
    margin: ${({ theme }) => theme.space(2)} 0;
  }
`;

/** `/trophies`: the signed-in user's trophy cabinet (`GET /api/trophies/me`), and how trophies are won. */
export function TrophiesPage() {
  return (
    <RequireAuth>
      <Cabinet />
    </RequireAuth>
  );
}

/** The trophies grouped by league season, in the answer's order (newest first). */
function bySeason(trophies: TrophyView[]): TrophyView[][] {
  const groups = new Map<string, TrophyView[]>();
  for (const trophy of trophies) groups.set(trophy.seasonId, [...(groups.get(trophy.seasonId) ?? []), trophy]);
  return [...groups.values()];
}

function Cabinet() {
  const { t } = useTranslation('player');
  const [refresh, setRefresh] = useState(0);
  const trophies = useApiGet<MyTrophiesResponse>(API.myTrophies, refresh);

  let content;
  if (trophies.status === 'loading') content = <Spinner />;
  else if (trophies.status === 'failed') content = <RetryButton onRetry={() => setRefresh((n) => n + 1)} />;
  else if (trophies.data.length === 0) {
    content = (
      <Empty>
        <h2>{t('trophies.emptyTitle')}</h2>
        <p>{t('trophies.empty')}</p>
      </Empty>
    );
  } else {
    content = bySeason(trophies.data).map((group) => <SeasonGroup key={group[0]!.seasonId} trophies={group} />);
  }

  return (
    <>
      <h1>{t('trophies.title')}</h1>
      <Intro>{t('trophies.intro')}</Intro>
      {content}
      <HowTrophiesAreWon />
    </>
  );
}

function SeasonGroup({ trophies }: { trophies: TrophyView[] }) {
  const { t, i18n } = useTranslation('player');
  const { title } = useTrophyText();
  const first = trophies[0]!;
  const headingId = `trophies-${first.seasonId}`;
  return (
    <Group aria-labelledby={headingId}>
      <h2 id={headingId}>{t('trophies.seasonGroup', { league: first.league.name, season: first.seasonName })}</h2>
      <Cards>
        {trophies.map((trophy) => (
          <li key={trophy.id}>
            <Card to={trophyPagePath(i18n.language, trophy.id)}>
              <img src={trophyImage(i18n.language, trophy.type)} alt="" width={1200} height={630} loading="lazy" />
              <div>
                <h3>{title(trophy.type)}</h3>
                <p>{t('trophies.round', { week: trophy.week })}</p>
                <p>{t('trophies.team', { team: trophy.fantasyTeam.name })}</p>
                {trophy.player && <p>{t('trophies.player', { player: trophy.player.name })}</p>}
              </div>
            </Card>
          </li>
        ))}
      </Cards>
    </Group>
  );
}

function RuleList({ types }: { types: readonly TrophyType[] }) {
  const { t } = useTranslation('player');
  const { title } = useTrophyText();
  return (
    <ul>
      {types.map((type) => (
        <li key={type}>
          <strong>{title(type)}</strong>: {t(`trophies.rules.${type}`)}
        </li>
      ))}
    </ul>
  );
}

function HowTrophiesAreWon() {
  const { t } = useTranslation('player');
  return (
    <Rules aria-labelledby="trophy-rules">
      <h2 id="trophy-rules">{t('trophies.rules.title')}</h2>
      <p>{t('trophies.rules.weekly')}</p>
      <RuleList types={WEEKLY_TROPHY_TYPES} />
      <p>{t('trophies.rules.season')}</p>
      <RuleList types={SEASON_TROPHY_TYPES} />
      <p>{t('trophies.rules.ties')}</p>
    </Rules>
  );
}

import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Button, selectUser } from '@hfl/shared-ui/core';
import { MyLeaguesFrame } from './my-leagues-frame';
import { NewsGrid } from './news-grid';
import { useMyLeagues } from './use-my-leagues';

/** Only a signed-in user's home needs the band (and the season views it uses): a visitor's first page goes without. */
const MyLeaguesBand = lazy(async () => ({ default: (await import('./my-leagues-band')).MyLeaguesBand }));

const Banner = styled.section`
  padding: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radius};
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.colors.primaryDark},
    ${({ theme }) => theme.colors.primary}
  );
  color: #fff;
  text-align: center;
  h1 {
    font-size: clamp(1.8rem, 4vw, 2.8rem);
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(6)};
    font-size: 1.15rem;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
`;

/**
 * The news shows once the "My leagues" band above it has its data: how many leagues (cards) it holds is not known
 * before, so news shown earlier would be pushed down when it arrives (issue 39: layout shift ≤ 0.05).
 */
const Stacked = styled.div`
  > [aria-busy='true'] ~ * {
    visibility: hidden;
  }
`;

/**
 * Home (`/`), the shell's own page, so a first visit renders it without loading a remote (issue 39): a visitor gets the welcome banner with Create League and Join League; a signed-in user the "My leagues"
 * band (what needs him now in each league, or leagues to join and create when he is in none). The news follows.
 */
export function HomePage() {
  const user = useSelector(selectUser);
  return (
    <Stacked>
      {user ? <SignedInBand /> : <WelcomeBanner />}
      <NewsGrid />
    </Stacked>
  );
}

/** The band's read starts with the page, beside the band's code, not after it. */
function SignedInBand() {
  const myLeagues = useMyLeagues();
  return (
    <Suspense fallback={<MyLeaguesFrame />}>
      <MyLeaguesBand myLeagues={myLeagues} />
    </Suspense>
  );
}

function WelcomeBanner() {
  const { t } = useTranslation();
  return (
    <Banner aria-labelledby="home-title">
      <h1 id="home-title">{t('common:appName')}</h1>
      <p>{t('common:tagline')}</p>
      <Actions>
        <Button as={Link} to="/create-league" variant="primary">
          {t('home.createLeague')}
        </Button>
        <Button as={Link} to="/leagues" variant="secondary">
          {t('home.joinLeague')}
        </Button>
      </Actions>
    </Banner>
  );
}

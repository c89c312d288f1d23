import { Fragment, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import {
  API,
  type DraftsSummary,
  type LeaguesSummary,
  type PageViewCount,
  type Season,
  type UsersSummary,
} from '@hfl/contracts';
import { Button, Table, useApiGet, type ApiGetState, type TableColumn } from '@hfl/shared-ui';
import { Section } from '../../components/page-styles';
import { UntilLoaded } from '../../components/until-loaded';

/** Every owner screen, with the menu's names. */
const SCREENS = [
  { to: '/owner/users', key: 'owner:nav.users' },
  { to: '/owner/teams', key: 'owner:nav.teams' },
  { to: '/owner/seasons', key: 'owner:nav.seasons' },
  { to: '/owner/stats', key: 'owner:nav.stats' },
  { to: '/owner/players', key: 'owner:nav.players' },
  { to: '/owner/rosters', key: 'owner:nav.rosters' },
  { to: '/owner/score-config', key: 'owner:nav.scoreConfig' },
  { to: '/owner/leagues', key: 'owner:leagues.nav' },
  { to: '/owner/leaderboard', key: 'common:nav.leaderboard' },
  { to: '/owner/blog', key: 'owner:nav.blog' },
  { to: '/owner/files', key: 'owner:nav.files' },
  { to: '/owner/settings', key: 'owner:nav.settings' },
] as const;

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(8)};
`;

const CardBox = styled.section`
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin-top: 0;
    font-size: 1.1rem;
  }
  dl {
    display: grid;
    grid-template-columns: 1fr max-content;
    gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 700;
    text-align: right;
  }
`;

const ScreenLinks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  padding: 0;
  list-style: none;
`;

/** A titled card that shows its own load: a spinner, a retry after a failure, or what `children` makes of the data. */
function Card<T>({
  id,
  title,
  state,
  onRetry,
  link,
  children,
}: {
  id: string;
  title: string;
  state: ApiGetState<T>;
  onRetry: () => void;
  link: { to: string; label: string };
  children: (data: T) => ReactNode;
}) {
  return (
    <CardBox aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {state.status === 'ready' ? (
        children(state.data)
      ) : (
        <UntilLoaded failed={state.status === 'failed'} onRetry={onRetry} />
      )}
      <Link to={link.to}>{link.label}</Link>
    </CardBox>
  );
}

/** Label and number pairs. */
function Counts({ rows }: { rows: Array<[string, number | string]> }) {
  return (
    <dl>
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

/** One load with its own retry: a failing service leaves the other cards be. */
function useCard<T>(path: string): [ApiGetState<T>, () => void] {
  const [refresh, setRefresh] = useState(0);
  const state = useApiGet<T>(path, refresh);
  return [state, () => setRefresh((n) => n + 1)];
}

function SeasonCard() {
  const { t } = useTranslation('owner');
  const [state, retry] = useCard<Season>(API.currentSeason);
  const title = t('dashboard.season.title');
  if (state.status === 'failed' && state.notFound) {
    // A 404 from the current season means there is none (spec section 8).
    return (
      <CardBox aria-labelledby="season-card-title">
        <h2 id="season-card-title">{title}</h2>
        <p>{t('dashboard.season.none')}</p>
        <Link to="/owner/seasons/add">{t('seasons.add')}</Link>
      </CardBox>
    );
  }
  return (
    <Card
      id="season-card"
      title={title}
      state={state}
      onRetry={retry}
      link={{ to: '/owner/seasons', label: t('dashboard.season.link') }}
    >
      {(season) => {
        const frozen = [...season.frozenWeeks].sort((a, b) => a - b);
        return (
          <Counts
            rows={[
              [t('dashboard.season.name'), season.name],
              [
                t('dashboard.season.week'),
                t('seasons.facts.weekOf', { current: season.currentWeek, total: season.nbWeeks }),
              ],
              [t('dashboard.season.state'), t(`seasons.status.${season.status}`)],
              [
                t('dashboard.season.round'),
                season.isWeekActive
                  ? t('dashboard.season.roundActive', { week: season.currentWeek })
                  : t('dashboard.season.roundIdle'),
              ],
              [t('dashboard.season.frozen'), frozen.length > 0 ? frozen.join(', ') : t('seasons.facts.none')],
            ]}
          />
        );
      }}
    </Card>
  );
}

function PageViews() {
  const { t } = useTranslation('owner');
  const [state, retry] = useCard<PageViewCount[]>(API.ownerPageViews);
  const columns: Array<TableColumn<PageViewCount>> = [
    { key: 'path', header: t('dashboard.pageViews.page') },
    { key: 'last7Days', header: t('dashboard.pageViews.last7Days') },
    { key: 'last30Days', header: t('dashboard.pageViews.last30Days') },
  ];
  return (
    <Section aria-labelledby="page-views-title">
      <h2 id="page-views-title">{t('dashboard.pageViews.title')}</h2>
      {state.status === 'ready' ? (
        <Table
          columns={columns}
          rows={state.data}
          rowKey={(row) => row.path}
          emptyText={t('dashboard.pageViews.empty')}
          maxHeight="480px"
        />
      ) : (
        <UntilLoaded failed={state.status === 'failed'} onRetry={retry} />
      )}
    </Section>
  );
}

/** `/owner`: the back-office dashboard: counts per area (each card loads on its own), the season, screens, page views. */
export function OwnerHomePage() {
  const { t } = useTranslation('owner');
  const [users, retryUsers] = useCard<UsersSummary>(API.ownerUsersSummary);
  const [leagues, retryLeagues] = useCard<LeaguesSummary>(API.ownerLeaguesSummary);
  const [drafts, retryDrafts] = useCard<DraftsSummary>(API.ownerDraftsSummary);
  return (
    <section aria-labelledby="owner-home-title">
      <h1 id="owner-home-title">{t('home.title')}</h1>
      <p>{t('home.text')}</p>
      <h2>{t('dashboard.title')}</h2>
      <Cards>
        <Card
          id="users-card"
          title={t('dashboard.users.title')}
          state={users}
          onRetry={retryUsers}
          link={{ to: '/owner/users', label: t('dashboard.users.link') }}
        >
          {(data) => (
            <Counts
              rows={[
                [t('dashboard.users.total'), data.total],
                [t('dashboard.users.confirmed'), data.confirmed],
                [t('dashboard.users.newLast7Days'), data.newLast7Days],
                [t('dashboard.users.newsletter'), data.newsletterSubscribers],
              ]}
            />
          )}
        </Card>
        <Card
          id="leagues-card"
          title={t('dashboard.leagues.title')}
          state={leagues}
          onRetry={retryLeagues}
          link={{ to: '/owner/leagues', label: t('dashboard.leagues.link') }}
        >
          {(data) => (
            <Counts
              rows={[
                [t('dashboard.leagues.total'), data.total],
                [t('dashboard.leagues.full'), data.full],
                [t('dashboard.leagues.withDraft'), data.withDraft],
              ]}
            />
          )}
        </Card>
        <Card
          id="drafts-card"
          title={t('dashboard.drafts.title')}
          state={drafts}
          onRetry={retryDrafts}
          link={{ to: '/owner/leagues', label: t('dashboard.drafts.link') }}
        >
          {(data) => (
            <Counts
              rows={[
                [t('dashboard.drafts.scheduled'), data.scheduled],
                [t('dashboard.drafts.running'), data.running],
                [t('dashboard.drafts.completed'), data.completedThisSeason],
              ]}
            />
          )}
        </Card>
        <SeasonCard />
      </Cards>
      <Section aria-labelledby="owner-screens-title">
        <h2 id="owner-screens-title">{t('dashboard.screens')}</h2>
        <nav aria-labelledby="owner-screens-title">
          <ScreenLinks>
            {SCREENS.map((screen) => (
              <li key={screen.to}>
                <Link to={screen.to}>{t(screen.key)}</Link>
              </li>
            ))}
          </ScreenLinks>
        </nav>
      </Section>
      <PageViews />
      <Button as={Link} to="/owner/settings" variant="secondary">
        {t('home.settingsLink')}
      </Button>
    </section>
  );
}
